// Writes a notification into the outbox (db/schema/notifications.ts) inside the caller's transaction: one
// row per channel the recipient allows and the server can use, none twice for the same event (the unique
// (event_key, recipient, channel) index); a message due later is one 'scheduled' row until its time. The
// runner delivers them (docs/ARCHITECTURE.md#notifications).
import {
  CHANNELS,
  KIND_CATEGORY,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationKind,
  SCHEDULED_CHANNEL,
} from '@arogya/contracts/notifications';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
 * How far ahead a message must be due to be written as one row on the channel 'scheduled' (SCHEDULED_CHANNEL),
 * whatever the person can receive now: when it falls due the runner writes it on each channel the person then
 * chooses and can receive (`fanOutScheduled`, outbox.repository.ts), since by a reminder's time they may have
 * verified a number, allowed a browser or changed their choices. A message due sooner is written at once on the
 * channels it can reach now.
 */
export const SCHEDULE_AFTER_MS = 60_000;

/** Whether an event is written as one scheduled row (SCHEDULE_AFTER_MS) rather than a row per channel. */
export function isScheduled(event: NotifyEvent, now: number): boolean {
  return (
    !event.channels && !event.fixedTo && !!event.dueAt && event.dueAt.getTime() > now + SCHEDULE_AFTER_MS
  );
}

const OPT_IN_CATEGORIES = NOTIFICATION_CATEGORIES.filter((category) => !isTransactional(category));

/**
 * The channels a person chose for a category (SQL, a text[]): their row in notification_preferences, else the
 * category's default: every channel for a transactional category, none for offers (`isTransactional`).
 */
export function chosenChannels(userId: SQL, category: SQL): SQL {
  return sql`coalesce(
    (select ${notificationPreferences.channels} from ${notificationPreferences}
      where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.category} = ${category}),
    case when ${category} = any(${`{${OPT_IN_CATEGORIES.join(',')}}`}::text[]) then '{}'::text[]
      else ${`{${CHANNELS.join(',')}}`}::text[] end)`;
}

/**
 * Whether a message on `channel` can reach its recipient now (SQL, a boolean), with `u` the recipient's users
 * row: a row the runner would only drop (dispatch-notifications.ts addressOf: an SMS to a number never
 * verified, a push to a person with no browser allowed) is not written; each row costs the outbox's indexes.
 */
export function reachableNow(channel: SQL, userId: SQL, fixedTo: SQL): SQL {
  return sql`(${channel} = 'in_app'
    or (${fixedTo} is not null and ${channel} <> 'push')
    or (${channel} in ('sms', 'whatsapp') and u.phone_verified_at is not null)
    or (${channel} = 'email' and u.email_verified_at is not null)
    or (${channel} = 'push'
      and exists (select 1 from ${pushSubscriptions} s where s.user_id = ${userId})))`;
}

/**
 * Builds `notify` for the channels the server can use now (a provider's keys set; 'in_app' always).
 * Each event lands on the person's chosen channels for its category, or every available one by default; an
 * event due later (`isScheduled`) is one row until its time. Several events of one change (a booking's
 * confirmation, the doctor's notice, the reminders) are written by one statement. Writing an event due now
 * wakes this process's outbox runner (`wake`, outbox-runner.ts).
 */
export function createNotifier(availableChannels: ReadonlySet<NotificationChannel>, wake?: OutboxWake) {
  const available = CHANNELS.filter((c) => availableChannels.has(c));
  const offered = `{${available.join(',')}}`;
  const optIn = `{${OPT_IN_CATEGORIES.join(',')}}`;
  const every = `{${CHANNELS.join(',')}}`;
  const rowOf = (event: NotifyEvent, i: number, now: number) => {
    const secrets = event.secretDataKeys ?? [];
    if (secrets.some((key) => !/^\w+$/.test(key))) throw new Error('secretDataKeys must be plain names');
    return {
      i,
      event_key: event.eventKey,
      kind: event.kind,
      category: KIND_CATEGORY[event.kind],
      recipient_user_id: event.recipientUserId,
      data: event.data,
      secret_data_keys: secrets,
      link: event.link ?? null,
      subject_type: event.subject?.type ?? null,
      subject_id: event.subject?.id ?? null,
      urgent: event.urgent ?? false,
      priority: laneOf(event),
      due_at: event.dueAt?.toISOString() ?? null,
      fixed_to: event.fixedTo ?? null,
      // The channels the event names (a message the person just asked for), else the person's choice.
      channels: event.channels ?? null,
      scheduled: isScheduled(event, now),
    };
  };
  /** The statement writing `list` (`notify` runs it; notify-plan tests read its plan). */
  const statement = (list: readonly NotifyEvent[], now: number): SQL =>
    // One statement of the same text for any number of events (the events are one jsonb parameter), one round
    // trip inside the caller's transaction. An event due now: its chosen channels (`chosenChannels`, here a
    // join) crossed with what the server has, one row per channel that can reach the person. An event due
    // later: one 'scheduled' row, when any chosen channel is one the server has. A recipient with no users
    // row (an account deleted meanwhile) gets nothing; a row written while its account is being deleted is
    // removed after (users.repository.ts `delete`).
    sql`
      insert into ${notifications} (event_key, kind, category, recipient_user_id, channel, data,
        secret_data_keys, link, subject_type, subject_id, urgent, priority, due_at, fixed_to)
      select e.event_key, e.kind, e.category, e.recipient_user_id, c.channel, e.data, e.secret_data_keys,
        e.link, e.subject_type, e.subject_id, e.urgent, e.priority, coalesce(e.due_at, now()), e.fixed_to
      from jsonb_to_recordset(${JSON.stringify(list.map((event, i) => rowOf(event, i, now)))}::jsonb) as e(i int,
          event_key text, kind text, category text, recipient_user_id text, data jsonb, secret_data_keys text[],
          link text, subject_type text, subject_id text, urgent boolean, priority smallint, due_at timestamptz,
          fixed_to text, channels text[], scheduled boolean)
        -- Each event's person and preferences by their keys (a lateral read with a limit, which the planner
        -- keeps a nested loop over the primary keys): a plain join is planned once for any events (the
        -- statement is prepared, the events a parameter estimated at 100 rows) and on a small users table
        -- became a hash join over all of it, a sequential scan per booking.
        left join lateral (select ${users.id} as id, ${users.phoneVerifiedAt} as phone_verified_at,
            ${users.emailVerifiedAt} as email_verified_at
          from ${users} where ${users.id} = e.recipient_user_id limit 1) u on true
        left join lateral (select ${notificationPreferences.channels} as channels from ${notificationPreferences}
          where ${notificationPreferences.userId} = e.recipient_user_id
            and ${notificationPreferences.category} = e.category limit 1) p on true
        cross join lateral (select coalesce(e.channels, p.channels,
          case when e.category = any(${optIn}::text[]) then '{}'::text[] else ${every}::text[] end) as chosen) ch
        cross join lateral unnest(case when e.scheduled then ${`{${SCHEDULED_CHANNEL}}`}::text[]
          else ${offered}::text[] end) with ordinality as c(channel, n)
      where (e.recipient_user_id is null or u.id is not null)
        and case when e.scheduled then ch.chosen && ${offered}::text[]
          else c.channel = any(ch.chosen)
            and ${reachableNow(sql`c.channel`, sql`e.recipient_user_id`, sql`e.fixed_to`)} end
      -- Ids in the order of the events and the server's channels (the message log lists by id).
      order by e.i, c.n
      on conflict do nothing`;
  const notify = async (db: Writer, events: NotifyEvent | readonly NotifyEvent[]): Promise<void> => {
    const list: readonly NotifyEvent[] = 'eventKey' in events ? [events] : events;
    if (available.length === 0 || list.length === 0) return;
    const now = Date.now();
    await db.execute(statement(list, now));
    if (wake && list.some((event) => !event.dueAt || event.dueAt.getTime() <= now)) wake.dueNow();
  };
  return Object.assign(notify, { statement });
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
