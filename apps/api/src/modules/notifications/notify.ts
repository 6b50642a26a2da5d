// Writes a notification into the outbox (db/schema/notifications.ts) inside the caller's transaction: one
// row per channel the recipient allows and the server can use, none twice for the same event (the unique
// (event_key, recipient, channel) index). The runner delivers them (docs/ARCHITECTURE.md#notifications).
import {
  CHANNELS,
  KIND_CATEGORY,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationKind,
} from '@arogya/contracts/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, pushSubscriptions, users } from '../../db/schema.ts';
import type { OutboxWake } from './outbox-runner.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

export type NotifyEvent = {
  kind: NotificationKind;
  /** What happened, unique per event: 'appointment:42:confirmed'. */
  eventKey: string;
  recipientUserId: string;
  /** The template's variables. */
  data: Record<string, string | number | boolean | null>;
  /** A path inside the app, e.g. /appointments/42. */
  link?: string;
  /** When to send; now when absent (a reminder is due later). */
  dueAt?: Date;
  /** Never held by quiet hours. */
  urgent?: boolean;
  /** Checked at send time: a reminder of a booking cancelled or moved is dropped. */
  subject?: { type: string; id: string };
  /**
   * Exactly these channels (those the server can use), whatever the person's preferences: for a message the
   * person has just asked for and that only makes sense there (the password reset link, by e-mail only).
   */
  channels?: readonly NotificationChannel[];
  /**
   * Keys of `data` holding a secret (the password reset link): the runner blanks them (null) in the row once
   * the message is sent or given up (outbox.repository.ts `finish`), so the outbox keeps no working secret.
   */
  secretDataKeys?: readonly string[];
  /**
   * The one address the message goes to (with `channels` naming its one channel), whatever the person's
   * verified contacts: the number or e-mail address an account has just left, told of the change.
   */
  fixedTo?: string;
};

/** The runner's lane (outbox.repository.ts LANES): one-time codes (CODE_LANE, written by send-now.ts only),
 * urgent, then messages due at a time of their own (reminders), then the rest, so a backlog of
 * confirmations never keeps a reminder waiting. */
export function laneOf(event: Pick<NotifyEvent, 'urgent' | 'dueAt'>): number {
  if (event.urgent) return 2;
  return event.dueAt ? 1 : 0;
}

/**
 * Drops the messages about a subject not yet sent (reminders of a booking cancelled or moved), in the
 * caller's transaction; the runner checks again at send time (dispatch-notifications.ts).
 */
export async function dropPendingAbout(db: Writer, subject: { type: string; id: string }): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'dropped', lastError: 'no longer true (cancelled or moved)' })
    .where(
      and(
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        inArray(notifications.status, ['pending', 'held', 'failed']),
      ),
    );
}

/** The categories on for every channel unless the person turns them off; promotions need opt-in consent. */
export function isTransactional(category: NotificationCategory): boolean {
  return category !== 'promotions';
}

/**
 * How far ahead a message must be due for its rows to be written on every chosen channel whatever the person
 * can receive now: by a reminder's time they may have verified a number or allowed a browser, and the runner
 * decides at send time (dispatch-notifications.ts). A message due sooner is written only on the channels it
 * can reach now.
 */
export const DECIDE_AT_SEND_AFTER = '1 minute';

/**
 * Builds `notify` for the channels the server can use now (a provider's keys set; 'in_app' always).
 * Each event lands on the person's chosen channels for its category, or every available one by default.
 * Several events of one change (a booking's confirmation, the doctor's notice, the reminders) are written by
 * one statement. Writing an event due now wakes this process's outbox runner (`wake`, outbox-runner.ts).
 */
export function createNotifier(availableChannels: ReadonlySet<NotificationChannel>, wake?: OutboxWake) {
  const available = CHANNELS.filter((c) => availableChannels.has(c));
  const offered = `{${available.join(',')}}`;
  const everything = `{${CHANNELS.join(',')}}`;
  const rowOf = (event: NotifyEvent) => {
    const category = KIND_CATEGORY[event.kind];
    // The channels: those the event names (a message the person just asked for), else the person's choice
    // for the category (no row: every channel for a transactional category, none for offers).
    const chosen = event.channels
      ? sql`${`{${event.channels.join(',')}}`}::text[]`
      : sql`coalesce(
        (select ${notificationPreferences.channels} from ${notificationPreferences}
          where ${notificationPreferences.userId} = ${event.recipientUserId}
            and ${notificationPreferences.category} = ${category}),
        ${isTransactional(category) ? everything : '{}'}::text[])`;
    const secrets = event.secretDataKeys ?? [];
    if (secrets.some((key) => !/^\w+$/.test(key))) throw new Error('secretDataKeys must be plain names');
    return sql`(${event.eventKey}::text, ${event.kind}::text, ${category}::text, ${event.recipientUserId}::text,
      ${JSON.stringify(event.data)}::jsonb, ${`{${secrets.join(',')}}`}::text[], ${event.link ?? null}::text,
      ${event.subject?.type ?? null}::text, ${event.subject?.id ?? null}::text, ${event.urgent ?? false}::boolean,
      ${laneOf(event)}::smallint, coalesce(${event.dueAt?.toISOString() ?? null}::timestamptz, now()),
      ${event.fixedTo ?? null}::text, ${chosen})`;
  };
  return async function notify(db: Writer, events: NotifyEvent | readonly NotifyEvent[]): Promise<void> {
    const list: readonly NotifyEvent[] = 'eventKey' in events ? [events] : events;
    if (available.length === 0 || list.length === 0) return;
    // One statement, one round trip inside the caller's transaction: each event's chosen channels crossed with
    // what the server has, one row per channel that can reach the person. A row the runner would only drop
    // (dispatch-notifications.ts addressOf: an SMS to a number never verified, a push to a person with no
    // browser allowed) is not written for a message due now; each row costs the outbox's indexes.
    await db.execute(sql`
      insert into ${notifications} (event_key, kind, category, recipient_user_id, channel, data,
        secret_data_keys, link, subject_type, subject_id, urgent, priority, due_at, fixed_to)
      select e.event_key, e.kind, e.category, e.recipient_user_id, offered.channel, e.data, e.secret_data_keys,
        e.link, e.subject_type, e.subject_id, e.urgent, e.priority, e.due_at, e.fixed_to
      from (values ${sql.join(list.map(rowOf), sql`, `)}) as e(event_key, kind, category, recipient_user_id,
          data, secret_data_keys, link, subject_type, subject_id, urgent, priority, due_at, fixed_to, chosen)
        cross join unnest(${offered}::text[]) as offered(channel)
        left join ${users} u on u.id = e.recipient_user_id
      where offered.channel = any(e.chosen)
        and (offered.channel = 'in_app'
          or e.due_at > now() + ${DECIDE_AT_SEND_AFTER}::interval
          or (e.fixed_to is not null and offered.channel <> 'push')
          or (offered.channel in ('sms', 'whatsapp') and u.phone_verified_at is not null)
          or (offered.channel = 'email' and u.email_verified_at is not null)
          or (offered.channel = 'push'
            and exists (select 1 from ${pushSubscriptions} s where s.user_id = e.recipient_user_id)))
      on conflict do nothing`);
    const now = Date.now();
    if (wake && list.some((event) => !event.dueAt || event.dueAt.getTime() <= now)) wake.dueNow();
  };
}

export type Notify = ReturnType<typeof createNotifier>;

/** The secret keys of `data` set to null (a template slot left null cannot be filled: never sent again). */
const withoutSecrets = {
  data: sql`${notifications.data} || coalesce((select jsonb_object_agg(k, 'null'::jsonb) from unnest(${notifications.secretDataKeys}) as k), '{}'::jsonb)`,
  secretDataKeys: sql`'{}'::text[]`,
};
const hasSecrets = sql`cardinality(${notifications.secretDataKeys}) > 0`;

/**
 * The secret an event carried is spent (a password reset link used): its messages not sent yet are dropped
 * (an e-mail with a dead link helps nobody) and every one loses the secret.
 */
export async function withdrawSecret(db: Writer, eventKey: string): Promise<void> {
  await db
    .update(notifications)
    .set({ ...withoutSecrets, status: 'dropped' })
    .where(
      and(eq(notifications.eventKey, eventKey), inArray(notifications.status, ['pending', 'held', 'failed'])),
    );
  await db
    .update(notifications)
    .set(withoutSecrets)
    .where(and(eq(notifications.eventKey, eventKey), hasSecrets));
}
