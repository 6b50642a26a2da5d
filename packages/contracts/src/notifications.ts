// Notifications (docs/product-rules.md#notifications, PRODUCT.md section 7): what Arogya sends, over which
// channels, the in-app inbox, a person's preferences and the admin's message log. The outbox row is the
// record of a message: one per (event, recipient, channel), written in the transaction of the change that
// causes it, delivered by the job runner (apps/api/src/modules/notifications). A message due later is one row
// on the channel 'scheduled' until its time, when the runner writes its rows on the person's channels.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { IndianMobile, Password } from './users.ts';

export const CHANNELS = ['sms', 'whatsapp', 'email', 'push', 'in_app'] as const;
export const NotificationChannel = z.enum(CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  push: 'Browser notifications',
  in_app: 'In-app inbox',
};

/**
 * The outbox's channels: the delivery channels, and 'scheduled', a message due later written as one row until
 * its time, when the runner writes it on each channel the person then chooses and can receive
 * (apps/api/src/modules/notifications/notify.ts).
 */
export const SCHEDULED_CHANNEL = 'scheduled';
export const OUTBOX_CHANNELS = [...CHANNELS, SCHEDULED_CHANNEL] as const;
export const OutboxChannel = z.enum(OUTBOX_CHANNELS);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

/**
 * What a person chooses channels for. Every kind of message belongs to one category; the categories but
 * 'promotions' are transactional (on by default, no consent needed); 'promotions' is off until the person
 * opts in, and the opt-in is recorded with its time and wording (DPDP).
 */
export const NOTIFICATION_CATEGORIES = [
  'appointments',
  'lab_tests',
  'orders',
  'payments',
  'health_card',
  'refills',
  'account',
  'promotions',
] as const;
export const NotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategory>;
export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  appointments: 'Appointments and consultations',
  lab_tests: 'Lab tests',
  orders: 'Medicine orders',
  payments: 'Payments and refunds',
  health_card: 'Health card',
  refills: 'Refill reminders',
  account: 'Account and security',
  promotions: 'Offers and health tips',
};

/** The template keys: one per kind of message (templates in apps/api/src/modules/notifications/templates). */
export const NOTIFICATION_KINDS = [
  // patient: appointments and consultations
  'appointment_confirmed',
  'appointment_rescheduled',
  'appointment_cancelled',
  'appointment_reminder_24h',
  'appointment_reminder_2h',
  'consultation_join_link',
  'e_prescription_issued',
  // patient: lab tests
  'lab_booking_confirmed',
  'lab_collection_reminder',
  'lab_sample_collected',
  'lab_report_ready',
  // patient: medicine orders
  'order_confirmed',
  'order_prescription_approved',
  'order_prescription_rejected',
  'order_shipped',
  'order_out_for_delivery',
  'order_delivered',
  // patient: money
  'payment_received',
  'refund_initiated',
  'refund_processed',
  // patient: health card and refills
  'health_card_bought',
  'health_card_expiring',
  'refill_reminder',
  // account
  'password_reset',
  'one_time_code',
  'contact_changed',
  'email_verification',
  // staff
  'doctor_new_booking',
  'doctor_booking_cancelled',
  'doctor_patient_waiting',
  'lab_new_collection',
  'pharmacist_prescription_review',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Each kind's category (what preferences choose channels for). */
export const KIND_CATEGORY: Record<NotificationKind, NotificationCategory> = {
  appointment_confirmed: 'appointments',
  appointment_rescheduled: 'appointments',
  appointment_cancelled: 'appointments',
  appointment_reminder_24h: 'appointments',
  appointment_reminder_2h: 'appointments',
  consultation_join_link: 'appointments',
  e_prescription_issued: 'appointments',
  lab_booking_confirmed: 'lab_tests',
  lab_collection_reminder: 'lab_tests',
  lab_sample_collected: 'lab_tests',
  lab_report_ready: 'lab_tests',
  order_confirmed: 'orders',
  order_prescription_approved: 'orders',
  order_prescription_rejected: 'orders',
  order_shipped: 'orders',
  order_out_for_delivery: 'orders',
  order_delivered: 'orders',
  payment_received: 'payments',
  refund_initiated: 'payments',
  refund_processed: 'payments',
  health_card_bought: 'health_card',
  health_card_expiring: 'health_card',
  refill_reminder: 'refills',
  password_reset: 'account',
  one_time_code: 'account',
  contact_changed: 'account',
  email_verification: 'account',
  doctor_new_booking: 'appointments',
  doctor_booking_cancelled: 'appointments',
  doctor_patient_waiting: 'appointments',
  lab_new_collection: 'lab_tests',
  pharmacist_prescription_review: 'orders',
};

export const DELIVERY_STATUSES = [
  'pending', // waiting for its time (due_at) or its turn
  'held', // quiet hours: due again at 08:00 IST
  'sending', // claimed by a runner
  'sent', // the provider took it
  'delivered', // the provider's delivery report says it arrived
  'read',
  'failed', // a try failed; another is due
  'dead', // the last try failed, or no retry can fix it: the admin may retry
  'dropped', // no longer true (its booking cancelled or moved) or its channel is off
] as const;
export const DeliveryStatus = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

const Cursor = z.string().trim().min(1).max(200);

/** GET /api/v1/notifications: the signed-in person's in-app inbox, newest first. */
export const InboxQuery = z.strictObject({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  /** A path inside the app, e.g. /appointments/123. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxPage = z.object({
  items: z.array(InboxItem),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPage>;

/** GET /api/v1/notifications/unread-count */
export const UnreadCount = z.object({ unreadCount: z.number().int() });

/** The socket message (the existing notification socket) when a new inbox item arrives. */
export const InboxSocketEvent = z.object({
  type: z.literal('inbox'),
  item: InboxItem,
  unreadCount: z.number().int(),
});
export type InboxSocketEvent = z.infer<typeof InboxSocketEvent>;

/** POST /api/v1/notifications/:id/read, POST /api/v1/notifications/read-all */
export const NotificationIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,19}$/, 'Unknown notification'),
});

/** GET/PUT /api/v1/notifications/preferences */
export const CategoryPreference = z.strictObject({
  category: NotificationCategory,
  channels: z.array(NotificationChannel).max(CHANNELS.length),
});
export const NotificationPreferences = z.object({
  categories: z.array(
    z.object({
      category: NotificationCategory,
      label: z.string(),
      transactional: z.boolean(),
      channels: z.array(NotificationChannel),
    }),
  ),
  /** Channels the server can use now (a provider's keys set, a verified contact, a push subscription). */
  availableChannels: z.array(NotificationChannel),
  promotionsConsent: z.object({ givenAt: z.string(), text: z.string() }).nullable(),
  quietHours: z.object({
    start: z.literal('21:00'),
    end: z.literal('08:00'),
    timeZone: z.literal('Asia/Kolkata'),
  }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const PROMOTIONS_CONSENT_TEXT =
  'I agree to receive offers and health tips from Arogya on the channels I chose. I can turn this off at any time.';
/**
 * The same consent as a Hindi page shows it: a person agrees to the words they read (DPDP), so the API records
 * this wording when the input says the consent was given in Hindi (`promotionsConsentLanguage: 'hi'`).
 */
export const PROMOTIONS_CONSENT_TEXT_HI =
  'मेरी सहमति है कि Arogya मेरे चुने हुए माध्यमों पर मुझे ऑफ़र और सेहत से जुड़ी सलाह भेजे। इसे मैं कभी भी बंद कर सकता/सकती हूँ।';

export const UpdatePreferencesInput = z.strictObject({
  categories: z.array(CategoryPreference).max(NOTIFICATION_CATEGORIES.length),
  /** Required (true) to turn on any channel for 'promotions'; the consent text shown is PROMOTIONS_CONSENT_TEXT. */
  promotionsConsent: z.boolean().optional(),
  /** The language of the consent's words the person read (PROMOTIONS_CONSENT_TEXT or its Hindi); English if absent. */
  promotionsConsentLanguage: z.enum(['en', 'hi']).optional(),
});
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesInput>;

/** GET /api/v1/notifications/push-key: the VAPID public key, or null when web push is off. */
export const PushKey = z.object({ publicKey: z.string().nullable() });

/** POST /api/v1/notifications/push-subscriptions (the browser's PushSubscription.toJSON()); DELETE with { endpoint }. */
export const PushSubscriptionInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;
export const PushUnsubscribeInput = z.strictObject({ endpoint: z.url().max(2000) });

/** GET /api/v1/admin/messages: the message log, newest first. */
export const AdminMessagesQuery = z.strictObject({
  status: DeliveryStatus.optional(),
  channel: OutboxChannel.optional(),
  kind: NotificationKind.optional(),
  /** The recipient's user id, phone or e-mail. */
  to: z.string().trim().min(3).max(120).optional(),
  from: z.iso.date().optional(),
  until: z.iso.date().optional(),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminMessagesQuery = z.infer<typeof AdminMessagesQuery>;

export const AdminMessage = z.object({
  id: z.string(),
  kind: NotificationKind,
  channel: OutboxChannel,
  recipientUserId: z.string().nullable(),
  /** Who it is for (the account's name). */
  recipientName: z.string().nullable(),
  /** The address it went to: a phone, an e-mail, or how many browsers took a push. */
  to: z.string().nullable(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  providerRef: z.string().nullable(),
  lastError: z.string().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;

export const AdminMessagesPage = z.object({
  items: z.array(AdminMessage),
  nextCursor: z.string().nullable(),
  /** Capped (lib/capped-total.ts): 'more than N' past the cap. */
  total: z.object({ count: z.number().int(), capped: z.boolean() }),
});

/**
 * POST /api/v1/users/password/forgot: the verified e-mail address (a link) or the verified mobile number (a
 * code) of the account; always answers the same, whether or not one has an account.
 */
export const ForgotPasswordInput = z
  .strictObject({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')).optional(),
    phone: IndianMobile.optional(),
  })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    path: ['email'],
    message: 'Enter your e-mail address or your mobile number',
  });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this e-mail address, we have sent it a link to set a new password. The link works once, for 30 minutes.';
export const FORGOT_PASSWORD_PHONE_ANSWER =
  'If an account has verified this number, we have sent it a 6-digit code. It works for 10 minutes.';

/**
 * POST /api/v1/users/password/reset: the link's token, or the number and the code sent to it, with the new
 * password.
 */
export const ResetPasswordInput = z
  .strictObject({
    token: z.string().trim().min(20).max(200).optional(),
    phone: IndianMobile.optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
    password: Password,
  })
  .refine((v) => (v.token !== undefined) !== (v.phone !== undefined && v.code !== undefined), {
    path: ['token'],
    message: 'Open the link from the e-mail, or enter your number and the code sent to it',
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;
