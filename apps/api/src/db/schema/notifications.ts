// Notifications (packages/contracts/src/notifications.ts): the outbox, a person's channel preferences and
// the browsers they allowed to receive web push. apps/api/src/modules/notifications reads and writes them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The outbox: one row per message, i.e. per (event, recipient, channel), written in the transaction of the
 * change that causes it (modules/notifications/notify.ts), so a message is never lost with a crash and
 * never sent for a change that rolled back. The unique (event_key, recipient, channel) is the idempotency
 * key: a second write of the same event adds nothing. The in-app inbox is the rows of channel 'in_app'.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened, e.g. 'appointment:42:confirmed', 'appointment:42:reminder_24h:2026-12-01T04:30Z'. */
    eventKey: text('event_key').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    /**
     * The users row of the person; null only for a one-time code to a number that has no account yet (fixed_to
     * names it). No foreign key: its check would lock the person's users row (FOR KEY SHARE) for every message
     * written, and a doctor's concurrent bookings would queue on that lock (docs/bench.md#what-the-outbox-costs).
     * Instead a message is written only for an existing account (notify.ts) and an account's deletion removes
     * its messages (modules/users/users.repository.ts `delete`).
     */
    recipientUserId: text('recipient_user_id'),
    channel: text('channel').notNull(),
    /** The address used (phone, e-mail), set when the message is sent; null for in-app and push. */
    toAddress: text('to_address'),
    /**
     * The one address this message goes to, whatever the person's contacts are at send time: a code to the
     * number being verified, a notice to the number or e-mail an account has just left. Null: the person's
     * verified contact on the channel (dispatch-notifications.ts).
     */
    fixedTo: text('fixed_to'),
    /** The template's variables. */
    data: jsonb('data').notNull().default({}),
    /**
     * Keys of `data` that hold a secret (a password reset link): removed from the row once the message is
     * sent or given up (outbox.repository.ts `finish`) or the link used (notify.ts `withdrawSecret`).
     */
    secretDataKeys: text('secret_data_keys').array().notNull().default(sql`'{}'::text[]`),
    /** A path inside the app the message links to. */
    link: text('link'),
    /** What the message is about, checked at send time: a reminder of a booking cancelled or moved is dropped. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** Never held by quiet hours (join links, OTPs, password reset). */
    urgent: boolean('urgent').notNull().default(false),
    /**
     * The runner's lane (modules/notifications/notify.ts): 3 one-time codes (sent at once by the request,
     * send-now.ts; the runner only retries them), 2 urgent (join links), 1 due at a time of its own
     * (reminders), 0 the rest. Each lane is claimed in due order, higher lanes first, so a backlog of
     * confirmations never keeps a reminder waiting.
     */
    priority: smallint('priority').notNull().default(0),
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_recipient_channel_unique').on(t.eventKey, t.recipientUserId, t.channel),
    // The inbox, newest delivered first (a reminder written long ago is new when it arrives), and its unread
    // count.
    index('notifications_inbox_idx')
      .on(t.recipientUserId, t.sentAt.desc(), t.id.desc())
      .where(sql`${t.channel} = 'in_app' and ${t.sentAt} is not null`),
    index('notifications_unread_idx')
      .on(t.recipientUserId)
      .where(sql`${t.channel} = 'in_app' and ${t.readAt} is null`),
    // What is due: the runner's claim, lane by lane; and claims left by a runner that died.
    index('notifications_due_idx')
      .on(t.priority, t.dueAt, t.id)
      .where(sql`${t.status} in ('pending', 'held', 'failed')`),
    index('notifications_sending_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    // The admin's message log, newest first, is read by id (the primary key; modules/notifications/
    // notifications.repository.ts messageLog), filtered by status; and delivery reports by provider reference.
    // A person's messages on every channel: the message log by recipient, the data export, and the cascade
    // when an account is deleted.
    index('notifications_recipient_created_idx').on(t.recipientUserId, t.createdAt.desc(), t.id.desc()),
    index('notifications_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('notifications_provider_ref_idx').on(t.providerRef).where(sql`${t.providerRef} is not null`),
    index('notifications_subject_idx')
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.subjectType} is not null`),
  ],
);

/**
 * A person's channels per category (packages/contracts/src/notifications.ts NOTIFICATION_CATEGORIES). No
 * row: the category's default (transactional: every available channel; promotions: none). Turning on a
 * promotions channel records the consent's time and wording.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    channels: text('channels').array().notNull(),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    consentText: text('consent_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** The browsers a person allowed to show web push (PushSubscription.toJSON()). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
