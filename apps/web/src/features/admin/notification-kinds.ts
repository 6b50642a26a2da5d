// Each kind of message (NOTIFICATION_KINDS in packages/contracts/src/notifications.ts, one template each in
// apps/api/src/modules/notifications/templates) by a name a person reads, in the page's language: the
// message log shows these, never the template key.
import type { NotificationKind } from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../../lib/i18n/localized-labels.ts';

export const KIND_NAMES = localizedLabels<NotificationKind>({
  appointment_confirmed: msg`Appointment confirmed`,
  appointment_rescheduled: msg`Appointment rescheduled`,
  appointment_cancelled: msg`Appointment cancelled`,
  appointment_reminder_24h: msg`Appointment reminder, a day before`,
  appointment_reminder_2h: msg`Appointment reminder, 2 hours before`,
  consultation_join_link: msg`Link to join the consultation`,
  e_prescription_issued: msg`E-prescription issued`,
  lab_booking_confirmed: msg`Lab booking confirmed`,
  lab_collection_reminder: msg`Sample collection reminder`,
  lab_sample_collected: msg`Sample collected`,
  lab_report_ready: msg`Lab report ready`,
  order_confirmed: msg`Order confirmed`,
  order_prescription_approved: msg`Order's prescription approved`,
  order_prescription_rejected: msg`Order's prescription rejected`,
  order_shipped: msg`Order shipped`,
  order_out_for_delivery: msg`Order out for delivery`,
  order_delivered: msg`Order delivered`,
  payment_received: msg`Payment received`,
  refund_initiated: msg`Refund started`,
  refund_processed: msg`Refund processed`,
  health_card_bought: msg`Health card bought`,
  health_card_expiring: msg`Health card about to expire`,
  refill_reminder: msg`Refill reminder`,
  password_reset: msg`Password reset`,
  one_time_code: msg`One-time code`,
  contact_changed: msg`Contact details changed`,
  email_verification: msg`E-mail address check`,
  doctor_new_booking: msg`New booking (to the doctor)`,
  doctor_booking_cancelled: msg`Booking cancelled (to the doctor)`,
  doctor_patient_waiting: msg`Patient waiting (to the doctor)`,
  lab_new_collection: msg`New sample collection (to the lab)`,
  pharmacist_prescription_review: msg`Prescription to review (to the pharmacist)`,
});
