// The outbox as the runner sees it (db/schema/notifications.ts): claiming what is due, lane by lane, with
// FOR UPDATE SKIP LOCKED so any number of runners share it and none takes a row another holds; recording each
// try's outcome only on the claim that made it; finding where to send.
import { UNREAD_COUNT_CAP } from '@arogya/contracts/constants';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
import {
  KIND_CATEGORY,
  type NotificationChannel,
  type NotificationKind,
  type OutboxChannel,
} from '@arogya/contracts/notifications';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema.ts';
import type { DeliveryReport } from './channels/channel.ts';
import { chosenChannels, reachableNow } from './notify.ts';
import type { MessageData } from './templates/render-message.ts';

export type ClaimedMessage<Channel extends OutboxChannel = NotificationChannel> = {
  id: string;
  eventKey: string;
  kind: NotificationKind;
  /** 'scheduled' (SCHEDULED_CHANNEL): a message fallen due, to be written on the person's channels. */
  channel: Channel;
  /** Null only for a one-time code to a number with no account yet (`fixedTo` names it). */
  recipientUserId: string | null;
  data: MessageData;
  link: string | null;
  subjectType: string | null;
  subjectId: string | null;
  urgent: boolean;
  /** The one address this message goes to (notify.ts `fixedTo`), or null: the person's verified contact. */
  fixedTo: string | null;
  /** Tries so far, this one included. */
  attempts: number;
  /** The claim's own time: an outcome is recorded only while the row is still this claim's. */
  claimedAt: Date;
};

/** A claimed message as a subject's check sees it (dispatch-notifications.ts SubjectCheck), scheduled or not. */
export type SubjectMessage = ClaimedMessage<OutboxChannel>;

export type Outcome =
  | { status: 'sent'; providerRef: string | null; to: string | null }
  // A failed try names the address it was sent to, for the message log.
  | { status: 'failed'; error: string; retryAt: Date; to?: string | null }
  | { status: 'dead'; error: string; to?: string | null }
  | { status: 'held'; until: Date }
  | { status: 'dropped'; reason: string }
  // The recipient's account is gone (deleted while the message was written): the row is deleted, not kept.
  | { status: 'forgotten' };

/** A person as the runner addresses them: only verified contacts are addresses (phone or e-mail null else). */
export type Recipient = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** The language the person reads messages in (users.language; never chosen reads as English). */
  language: Language;
};
export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string };

/** The lane of one-time codes: sent by the request itself (send-now.ts); the runner only retries them. */
export const CODE_LANE = 3;
/** Lanes, highest first (notify.ts sets them): codes, urgent, due at a time of its own, the rest. */
export const LANES = [CODE_LANE, 2, 1, 0] as const;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Writes a one-time code's message already claimed by the caller (status 'sending', its first try), in
     * the code lane, so no runner takes it while the request sends it (send-now.ts). The secret keys leave
     * the row once it is sent or given up (`finish`).
     */
    async insertClaimed(
      message: Omit<ClaimedMessage, 'id' | 'attempts' | 'claimedAt' | 'link' | 'subjectType' | 'subjectId'>,
      secretDataKeys: readonly string[],
      now: Date,
    ): Promise<ClaimedMessage> {
      const [row] = await db
        .insert(notifications)
        .values({
          eventKey: message.eventKey,
          kind: message.kind,
          category: KIND_CATEGORY[message.kind],
          recipientUserId: message.recipientUserId,
          channel: message.channel,
          data: message.data,
          secretDataKeys: [...secretDataKeys],
          urgent: true,
          priority: CODE_LANE,
          status: 'sending',
          dueAt: now,
          claimedAt: now,
          attempts: 1,
          fixedTo: message.fixedTo,
        })
        .returning({ id: notifications.id });
      if (!row) throw new Error('the code message was not written');
      return {
        ...message,
        id: String(row.id),
        link: null,
        subjectType: null,
        subjectId: null,
        attempts: 1,
        claimedAt: now,
      };
    },

    /**
     * Claims up to `limit` due messages for this runner: higher lanes first, each in due order, in one
     * statement. Each lane is read through notifications_due_idx from its oldest due message (a range the
     * index ends at `now`, so reminders not yet due are never read); the lanes are taken in turn (the VALUES
     * row order drives the nested loop) until `limit` are claimed. A claim left by a runner that died (older
     * than `leaseMs`) is made due again by the same statement, for the next claim to take.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage<OutboxChannel>[]> {
      const at = now.toISOString();
      const result = await db.execute(sql`
        with lapsed as (
          update notifications set status = 'failed', last_error = 'the runner that claimed it stopped'
          where id in (
            select id from notifications
            where status = 'sending' and claimed_at < ${new Date(now.getTime() - leaseMs).toISOString()}::timestamptz
            order by claimed_at limit 1000 for update skip locked)
          returning id)
        update notifications n
        set status = 'sending', claimed_at = ${at}::timestamptz, attempts = n.attempts + 1
        from (
          select due.id
          from (values ${sql.raw(LANES.map((lane) => `(${lane})`).join(', '))}) as lane(priority)
            cross join lateral (
              select id from notifications
              where status in ('pending', 'held', 'failed') and priority = lane.priority
                and due_at <= ${at}::timestamptz
              order by due_at, id
              limit ${limit}
              for update skip locked) as due
          limit ${limit}) as picked
        where n.id = picked.id
        returning n.id, n.event_key, n.kind, n.channel, n.recipient_user_id, n.data, n.link, n.subject_type,
          n.subject_id, n.urgent, n.attempts, n.fixed_to, n.priority,
          extract(epoch from n.due_at)::float8 as due_epoch`);
      // In claim order (the update returns rows in no order of its own): lane, then due time.
      const rows = rowsOf(result).sort(
        (a, b) =>
          Number(b.priority) - Number(a.priority) ||
          Number(a.due_epoch) - Number(b.due_epoch) ||
          Number(a.id) - Number(b.id),
      );
      return rows.map((row) => ({
        fixedTo: (row.fixed_to as string | null) ?? null,
        id: String(row.id),
        eventKey: row.event_key as string,
        kind: row.kind as NotificationKind,
        channel: row.channel as OutboxChannel,
        recipientUserId: (row.recipient_user_id as string | null) ?? null,
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as MessageData,
        link: (row.link as string | null) ?? null,
        subjectType: (row.subject_type as string | null) ?? null,
        subjectId: (row.subject_id as string | null) ?? null,
        urgent: Boolean(row.urgent),
        attempts: Number(row.attempts),
        claimedAt: now,
      }));
    },

    /**
     * Scheduled messages fallen due (claimed rows on the channel 'scheduled', notify.ts `isScheduled`), each
     * written on every channel of `offered` (those the server has) that its recipient now chooses and can
     * receive, due at once in the same lane, in place of the scheduled row: one statement, for rows still held
     * by this claim (a late runner writes nothing). Returns the rows written; the unique (event, recipient,
     * channel) keeps an event from being written twice on a channel.
     */
    async fanOutScheduled(
      messages: ClaimedMessage<OutboxChannel>[],
      offered: readonly NotificationChannel[],
    ): Promise<number> {
      if (messages.length === 0) return 0;
      const result = await db.execute(fanOutStatement(messages, offered));
      return rowsOf(result).length;
    },

    /** Records each try's outcome, for rows still held by the claim that tried (a late runner changes nothing). */
    async finish(
      outcomes: { message: ClaimedMessage<OutboxChannel>; outcome: Outcome }[],
      now: Date,
    ): Promise<void> {
      if (outcomes.length === 0) return;
      const ids: string[] = [];
      const claims: string[] = [];
      const statuses: string[] = [];
      const dues: (string | null)[] = [];
      const errors: (string | null)[] = [];
      const refs: (string | null)[] = [];
      const tos: (string | null)[] = [];
      const sent: (string | null)[] = [];
      const giveBack: number[] = [];
      const forgotten: string[] = [];
      for (const { message, outcome } of outcomes) {
        if (outcome.status === 'forgotten') {
          forgotten.push(message.id);
          continue;
        }
        ids.push(message.id);
        claims.push(message.claimedAt.toISOString());
        statuses.push(outcome.status);
        dues.push(
          outcome.status === 'failed'
            ? outcome.retryAt.toISOString()
            : outcome.status === 'held'
              ? outcome.until.toISOString()
              : null,
        );
        errors.push(
          outcome.status === 'failed' || outcome.status === 'dead'
            ? outcome.error.slice(0, 1000)
            : outcome.status === 'dropped'
              ? outcome.reason
              : null,
        );
        refs.push(outcome.status === 'sent' ? outcome.providerRef : null);
        tos.push(
          outcome.status === 'sent' || outcome.status === 'failed' || outcome.status === 'dead'
            ? (outcome.to ?? null)
            : null,
        );
        sent.push(outcome.status === 'sent' ? now.toISOString() : null);
        // Held for quiet hours is not a try.
        giveBack.push(outcome.status === 'held' ? 1 : 0);
      }
      await db.execute(sql`
        with forgotten as (
          delete from notifications n
          where n.id = any(${`{${forgotten.join(',')}}`}::bigint[]) and n.status = 'sending')
        update notifications n
        set status = v.status,
            due_at = coalesce(v.due_at, n.due_at),
            last_error = case when v.status = 'sent' then null else coalesce(v.last_error, n.last_error) end,
            provider_ref = coalesce(v.provider_ref, n.provider_ref),
            to_address = coalesce(v.to_address, n.to_address),
            sent_at = coalesce(v.sent_at, n.sent_at),
            attempts = n.attempts - v.give_back,
            claimed_at = null,
            -- A secret the message carried (a password reset link, notify.ts secretDataKeys) is blanked once
            -- the message is sent or given up: the outbox keeps no working secret.
            data = case when v.status in ('sent', 'dead', 'dropped') and cardinality(n.secret_data_keys) > 0
              then n.data || (select jsonb_object_agg(k, 'null'::jsonb) from unnest(n.secret_data_keys) as k)
              else n.data end,
            secret_data_keys = case when v.status in ('sent', 'dead', 'dropped') then '{}'::text[]
              else n.secret_data_keys end
        from unnest(
          ${`{${ids.join(',')}}`}::bigint[], ${pgArray(claims)}::timestamptz[], ${pgArray(statuses)}::text[],
          ${pgArray(dues)}::timestamptz[], ${pgArray(errors)}::text[], ${pgArray(refs)}::text[],
          ${pgArray(tos)}::text[], ${pgArray(sent)}::timestamptz[], ${`{${giveBack.join(',')}}`}::int[]
        ) as v(id, claimed_at, status, due_at, last_error, provider_ref, to_address, sent_at, give_back)
        where n.id = v.id and n.status = 'sending' and n.claimed_at = v.claimed_at`);
    },

    async recipients(userIds: string[]): Promise<Map<string, Recipient>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          email: users.email,
          phoneVerifiedAt: users.phoneVerifiedAt,
          emailVerifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(inArray(users.id, userIds));
      // Messages go only to contacts the person proved they read (docs/product-rules.md#verified-contacts).
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            phone: row.phoneVerifiedAt ? row.phone : null,
            email: row.emailVerifiedAt ? row.email : null,
            language: languageOrDefault(row.language),
          },
        ]),
      );
    },

    async pushTargets(userIds: string[]): Promise<Map<string, PushTarget[]>> {
      const targets = new Map<string, PushTarget[]>();
      if (userIds.length === 0) return targets;
      const rows = await db
        .select({
          userId: pushSubscriptions.userId,
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
      for (const { userId, ...target } of rows) targets.set(userId, [...(targets.get(userId) ?? []), target]);
      return targets;
    },

    /** A browser's subscription the push service says is gone (404/410): no more pushes to it. */
    async removePushTarget(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /**
     * A provider's delivery report on the message it names: delivered or read (never back from read), or
     * failed, which makes a message only sent a dead letter the admin may send again. A report that would
     * move a message back (a late 'failed' or 'delivered' after it arrived or was read: providers retry
     * their webhooks, out of order) changes nothing, so a message that arrived is never sent again. A report
     * for no known message changes nothing.
     */
    async recordReport(report: DeliveryReport): Promise<void> {
      const ref = eq(notifications.providerRef, report.providerRef);
      const channel = eq(notifications.channel, report.channel);
      if (report.status === 'failed') {
        await db
          .update(notifications)
          .set({
            status: 'dead',
            lastError: `Not delivered: ${report.error ?? 'the provider gave no reason'}`,
          })
          .where(and(ref, channel, eq(notifications.status, 'sent')));
      } else if (report.status === 'delivered' || report.status === 'read') {
        await db
          .update(notifications)
          .set({ status: report.status, deliveredAt: report.at })
          .where(
            and(
              ref,
              channel,
              inArray(notifications.status, report.status === 'read' ? ['sent', 'delivered'] : ['sent']),
            ),
          );
      }
    },

    /**
     * The backlog for /metrics (outbox-metrics.ts): messages due and not yet sent (waiting, held past their
     * time, failed and due again, or claimed and being sent), by channel, counted up to `limit` in all; and
     * per lane the seconds since its oldest waiting one fell due. Never a count over the table: each lane is read
     * through notifications_due_idx from its oldest due message up to now (a range the index ends), the
     * claimed ones through notifications_sending_idx, and the reading stops at `limit` rows.
     */
    async backlog(
      limit: number,
    ): Promise<{ byChannel: Map<string, number>; oldestDueSeconds: Map<number, number> }> {
      const lanes = sql.raw(LANES.map((lane) => `(${lane})`).join(', '));
      const [counted, oldest] = await Promise.all([
        db.execute(sql`
          select channel, count(*)::int as n from (
            (select due.channel from (values ${lanes}) as lane(priority)
               cross join lateral (
                 select channel from notifications
                 where status in ('pending', 'held', 'failed') and priority = lane.priority and due_at <= now()
                 order by due_at limit ${limit}) as due
             limit ${limit})
            union all
            (select channel from notifications where status = 'sending' order by claimed_at limit ${limit})
          ) as backlog group by channel`),
        db.execute(sql`
          select lane.priority, extract(epoch from now() - first.due_at)::float8 as seconds
          from (values ${lanes}) as lane(priority)
          cross join lateral (
            select due_at from notifications
            where status in ('pending', 'held', 'failed') and priority = lane.priority and due_at <= now()
            order by due_at limit 1) as first`),
      ]);
      const byChannel = new Map<string, number>();
      let total = 0;
      for (const row of rowsOf(counted)) {
        // The due rows and the claimed ones are each read up to the limit: the sum is kept to it too.
        const n = Math.min(Number(row.n), limit - total);
        total += n;
        byChannel.set(String(row.channel), n);
      }
      const oldestDueSeconds = new Map<number, number>(LANES.map((lane) => [lane, 0]));
      for (const row of rowsOf(oldest))
        oldestDueSeconds.set(Number(row.priority), Math.max(0, Number(row.seconds)));
      return { byChannel, oldestDueSeconds };
    },

    /** Each person's unread in-app count, at most UNREAD_COUNT_CAP (the count stops there). */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const result = await db.execute(sql`
        select p.id as user_id, (select count(*)::int from (
            select 1 from notifications n
            where n.recipient_user_id = p.id and n.channel = 'in_app' and n.read_at is null
              and n.sent_at is not null
            limit ${UNREAD_COUNT_CAP}) unread) as n
        from unnest(${pgArray(userIds)}::text[]) as p(id)`);
      const rows = (result as unknown as { rows: { user_id: string; n: number }[] }).rows;
      return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** A PostgreSQL array literal of text values (null as NULL), bound as one parameter. */
function pgArray(values: (string | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * The statement of `fanOutScheduled` (outbox-plan tests read its plan): the claimed scheduled rows deleted and
 * written again on each channel of `offered` their recipient chooses and can receive now.
 */
export function fanOutStatement(
  messages: Pick<ClaimedMessage<OutboxChannel>, 'id' | 'claimedAt'>[],
  offered: readonly NotificationChannel[],
): SQL {
  return sql`
    with due as (
      delete from notifications n
      using unnest(${`{${messages.map((m) => m.id).join(',')}}`}::bigint[],
        ${pgArray(messages.map((m) => m.claimedAt.toISOString()))}::timestamptz[]) as v(id, claimed_at)
      where n.id = v.id and n.status = 'sending' and n.claimed_at = v.claimed_at
      returning n.event_key, n.kind, n.category, n.recipient_user_id, n.data, n.secret_data_keys, n.link,
        n.subject_type, n.subject_id, n.urgent, n.priority, n.due_at)
    insert into notifications (event_key, kind, category, recipient_user_id, channel, data,
      secret_data_keys, link, subject_type, subject_id, urgent, priority, due_at)
    select due.event_key, due.kind, due.category, due.recipient_user_id, c.channel, due.data,
      due.secret_data_keys, due.link, due.subject_type, due.subject_id, due.urgent, due.priority, due.due_at
    from due
      -- The person by key, a lateral read with a limit as notify.ts reads them: a plain join, planned for a
      -- set of claimed rows the planner cannot size, became a hash join over all of users on a small table.
      -- No users row (an account deleted meanwhile): nothing written.
      cross join lateral (select ${users.id} as id, ${users.phoneVerifiedAt} as phone_verified_at,
          ${users.emailVerifiedAt} as email_verified_at
        from ${users} where ${users.id} = due.recipient_user_id limit 1) u
      cross join unnest(${`{${offered.join(',')}}`}::text[]) as c(channel)
    where c.channel = any(${chosenChannels(sql`due.recipient_user_id`, sql`due.category`)})
      and ${reachableNow(sql`c.channel`, sql`due.recipient_user_id`, sql`null::text`)}
    on conflict do nothing
    returning id`;
}
