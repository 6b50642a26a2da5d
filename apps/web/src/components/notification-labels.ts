// The channels and categories of notifications in the page's language (CHANNEL_LABELS and CATEGORY_LABELS
// in packages/contracts/src/notifications.ts hold the English the API writes): the notification settings
// and the admin's message log show these.
import type { NotificationCategory, OutboxChannel } from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../lib/i18n/localized-labels.ts';

export const CHANNEL_NAMES = localizedLabels<OutboxChannel>({
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
  email: msg`E-mail`,
  push: msg`Browser notifications`,
  in_app: msg`In-app inbox`,
  // A message due later, one row in the log until its time: then it is written on each channel the person
  // chooses and can receive (apps/api/src/modules/notifications/notify.ts).
  scheduled: msg`Scheduled: the channels chosen when due`,
});

export const CATEGORY_NAMES = localizedLabels<NotificationCategory>({
  appointments: msg`Appointments and consultations`,
  lab_tests: msg`Lab tests`,
  orders: msg`Medicine orders`,
  payments: msg`Payments and refunds`,
  health_card: msg`Health card`,
  refills: msg`Refill reminders`,
  account: msg`Account and security`,
  promotions: msg`Offers and health tips`,
});
