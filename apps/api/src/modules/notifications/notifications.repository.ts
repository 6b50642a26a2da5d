// A person's notifications as they see them (the in-app inbox, their channel preferences, the browsers they
// allowed) and the admin's message log. The runner's side of the outbox is outbox.repository.ts.
import { UNREAD_COUNT_CAP } from '@arogya/contracts/constants';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationKind,
  type OutboxChannel,
} from '@arogya/contracts/notifications';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, pushSubscriptions, users } from '../../db/schema.ts';

/** Browsers kept per person; a further one replaces the one subscribed longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/** A keyset position: a timestamp as PostgreSQL prints it (to the microsecond) and the row's id. */
export type Keyset = { at: string; id: number };

export type InboxRow = {
  /** The row's keyset position (its sent_at as text). */
  key: string;
  id: number;
  kind: NotificationKind;
  data: Record<string, string | number | boolean | null>;
  link: string | null;
  sentAt: Date;
  readAt: Date | null;
};

export type MessageLogRow = {
  key: string;
  id: number;
  kind: NotificationKind;
  channel: OutboxChannel;
  recipientUserId: string | null;
  recipientName: string | null;
  toAddress: string | null;
  status: DeliveryStatus;
  attempts: number;
  providerRef: string | null;
  lastError: string | null;
  dueAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

export type MessageLogFilter = {
  status?: DeliveryStatus;
  channel?: OutboxChannel;
  kind?: NotificationKind;
  /** Resolved from the recipient's id, phone or e-mail. */
  recipientUserIds?: string[];
  from?: Date;
  until?: Date;
  /** The ids the dates span (`idsBetween`): the date filter read as a range of the primary key. */
  ids?: IdRange;
};

/** Ids from `first` to `last`, both included; null: none. */
export type IdRange = { first: number; last: number } | null;

/**
 * How far a row's id may be out of its created_at order: created_at is its transaction's start, the id is
 * taken when the row is written, so a transaction open this long could write a row with an id after those of
 * rows created later. The id range of a date filter is widened by this much each way; the dates themselves
 * still filter exactly.
 */
const ID_ORDER_SLACK = "interval '10 minutes'";

const inbox = (userId: string) =>
  and(
    eq(notifications.recipientUserId, userId),
    eq(notifications.channel, 'in_app'),
    isNotNull(notifications.sentAt),
  );

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(value as string));

export function createNotificationsRepository(db: Db) {
  return {
    /** Newest delivered first, after the cursor (sent_at, id). */
    async listInbox(
      userId: string,
      { after, limit, unread }: { after?: Keyset; limit: number; unread?: boolean },
    ): Promise<InboxRow[]> {
      const conditions: (SQL | undefined)[] = [inbox(userId)];
      if (unread) conditions.push(isNull(notifications.readAt));
      if (after) {
        const at = after.at;
        conditions.push(
          or(
            lt(notifications.sentAt, sql`${at}::timestamptz`),
            and(eq(notifications.sentAt, sql`${at}::timestamptz`), lt(notifications.id, after.id)),
          ),
        );
      }
      const rows = await db
        .select({
          key: sql<string>`${notifications.sentAt}::text`,
          id: notifications.id,
          kind: notifications.kind,
          data: notifications.data,
          link: notifications.link,
          sentAt: notifications.sentAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.sentAt), desc(notifications.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        kind: row.kind as NotificationKind,
        data: row.data as InboxRow['data'],
        sentAt: asDate(row.sentAt),
        readAt: row.readAt ? asDate(row.readAt) : null,
      }));
    },

    /** The language the person reads their inbox in (users.language; never chosen reads as English). */
    async languageOf(userId: string): Promise<Language> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return languageOrDefault(row?.language);
    },

    /** At most UNREAD_COUNT_CAP: the count stops there (notifications_unread_idx read that far at most). */
    async unreadCount(userId: string): Promise<number> {
      const unread = db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(inbox(userId), isNull(notifications.readAt)))
        .limit(UNREAD_COUNT_CAP)
        .as('unread');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(unread);
      return Number(row?.n ?? 0);
    },

    /** False when the person has no such delivered inbox item. */
    async markRead(userId: string, id: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(inbox(userId), eq(notifications.id, id)));
      if (!row) return false;
      if (!row.readAt) {
        await db
          .update(notifications)
          .set({ readAt: now, status: 'read' })
          .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      }
      return true;
    },

    async markAllRead(userId: string, now: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now, status: 'read' })
        .where(and(inbox(userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async preferences(userId: string) {
      return db
        .select({
          category: notificationPreferences.category,
          channels: notificationPreferences.channels,
          consentGivenAt: notificationPreferences.consentGivenAt,
          consentText: notificationPreferences.consentText,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async savePreferences(
      userId: string,
      rows: {
        category: NotificationCategory;
        channels: NotificationChannel[];
        consent?: { givenAt: Date; text: string } | null;
      }[],
      now: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const consent =
            row.consent === undefined
              ? {}
              : { consentGivenAt: row.consent?.givenAt ?? null, consentText: row.consent?.text ?? null };
          await tx
            .insert(notificationPreferences)
            .values({ userId, category: row.category, channels: row.channels, updatedAt: now, ...consent })
            .onConflictDoUpdate({
              target: [notificationPreferences.userId, notificationPreferences.category],
              set: { channels: row.channels, updatedAt: now, ...consent },
            });
        }
      });
    },

    async hasPushSubscription(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * A browser's subscription belongs to the last person who subscribed from it (the push service would
     * deliver the first person's messages to the second otherwise); a person keeps their
     * MAX_PUSH_SUBSCRIPTIONS newest browsers.
     */
    async savePushSubscription(
      userId: string,
      subscription: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              userAgent: subscription.userAgent,
              createdAt: now,
            },
          });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      });
    },

    async deletePushSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Users whose id, phone or e-mail is `to` (the message log's recipient filter). */
    async usersMatching(to: string): Promise<string[]> {
      const phone = to.replace(/^\+?91/, '').replace(/\D/g, '');
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.id, to),
            eq(users.email, to.toLowerCase()),
            ...(/^[6-9]\d{9}$/.test(phone) ? [eq(users.phone, phone)] : []),
          ),
        )
        .limit(20);
      return rows.map((row) => row.id);
    },

    /**
     * The ids of the messages created from `from` until `until` (either open), for the message log's date
     * filter: there is no index on created_at (one fewer for every row the outbox writes, migration 0068),
     * and ids are taken in the order rows are written, so the dates are a range of the primary key. Each end is
     * found by one probe per status in notifications_status_created_idx (status, created_at, id): the last row
     * of each status created before `until` and the first created from `from` on, the range widened by
     * ID_ORDER_SLACK (the orders name the index's NULLS LAST, or PostgreSQL sorts every match instead of reading
     * one entry). Without it a day's messages a month back were read by walking the primary key back over
     * every newer row (docs/bench.md#the-message-log-at-india-size).
     */
    async idsBetween(from: Date | undefined, until: Date | undefined): Promise<IdRange> {
      const statuses = `{${DELIVERY_STATUSES.join(',')}}`;
      const result = await db.execute(sql`
        select
          ${
            until
              ? sql`(select max(b.id) from unnest(${statuses}::text[]) as s(status), lateral (
                  select n.id from notifications n
                  where n.status = s.status
                    and n.created_at < ${until.toISOString()}::timestamptz + ${sql.raw(ID_ORDER_SLACK)}
                  order by n.created_at desc nulls last, n.id desc nulls last limit 1) b)`
              : sql`(select max(id) from notifications)`
          } as last,
          ${
            from
              ? sql`(select min(b.id) from unnest(${statuses}::text[]) as s(status), lateral (
                  select n.id from notifications n
                  where n.status = s.status
                    and n.created_at >= ${from.toISOString()}::timestamptz - ${sql.raw(ID_ORDER_SLACK)}
                  order by n.created_at nulls first, n.id nulls first limit 1) b)`
              : sql`0::bigint`
          } as first`);
      const row = (result as unknown as { rows: { first: unknown; last: unknown }[] }).rows[0];
      if (row?.first == null || row.last == null) return null;
      const range = { first: Number(row.first), last: Number(row.last) };
      return range.first <= range.last ? range : null;
    },

    /**
     * The message log, newest first (by id: the order rows were written, so no index of its own beside the
     * primary key, one fewer for every row the outbox writes), after the cursor's id; `limit + 1` rows say
     * whether more follow.
     */
    async messageLog(
      filter: MessageLogFilter,
      { after, limit }: { after?: Keyset; limit: number },
    ): Promise<MessageLogRow[]> {
      const conditions = logConditions(filter);
      if (after) {
        conditions.push(lt(notifications.id, after.id));
      }
      const rows = await db
        .select({
          key: sql<string>`${notifications.createdAt}::text`,
          id: notifications.id,
          kind: notifications.kind,
          channel: notifications.channel,
          recipientUserId: notifications.recipientUserId,
          recipientName: users.name,
          toAddress: notifications.toAddress,
          status: notifications.status,
          attempts: notifications.attempts,
          providerRef: notifications.providerRef,
          lastError: notifications.lastError,
          dueAt: notifications.dueAt,
          sentAt: notifications.sentAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.recipientUserId))
        .where(and(...conditions))
        .orderBy(desc(notifications.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        kind: row.kind as NotificationKind,
        channel: row.channel as OutboxChannel,
        status: row.status as DeliveryStatus,
        dueAt: asDate(row.dueAt),
        sentAt: row.sentAt ? asDate(row.sentAt) : null,
        createdAt: asDate(row.createdAt),
      }));
    },

    /** Matches of the filter counted up to `countTo` (lib/capped-total.ts), never exactly. */
    async countMessages(filter: MessageLogFilter, countTo: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(notifications)
          .where(and(...logConditions(filter)))
          .limit(countTo + 1)
          .as('matches'),
      );
      return Number(row?.n ?? 0);
    },

    /** A dead letter due again now, with a fresh round of tries; false when it is not dead (any more). */
    async retryDead(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ status: 'pending', dueAt: now, attempts: 0, claimedAt: null })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'dead')))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** What a retry needs to know of a message: its state and what it would be rendered from. */
    async findMessage(id: number) {
      const [row] = await db
        .select({
          status: notifications.status,
          kind: notifications.kind,
          channel: notifications.channel,
          data: notifications.data,
          link: notifications.link,
        })
        .from(notifications)
        .where(eq(notifications.id, id));
      return row
        ? {
            ...row,
            status: row.status as DeliveryStatus,
            kind: row.kind as NotificationKind,
            channel: row.channel as NotificationChannel,
            data: (row.data ?? {}) as Record<string, string | number | boolean | null>,
          }
        : undefined;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.id, id));
      return Boolean(row);
    },
  };
}

function logConditions(filter: MessageLogFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(notifications.status, filter.status));
  if (filter.channel) conditions.push(eq(notifications.channel, filter.channel));
  if (filter.kind) conditions.push(eq(notifications.kind, filter.kind));
  if (filter.recipientUserIds) {
    conditions.push(
      filter.recipientUserIds.length > 0
        ? inArray(notifications.recipientUserId, filter.recipientUserIds)
        : sql`false`,
    );
  }
  if (filter.from) conditions.push(gte(notifications.createdAt, filter.from));
  if (filter.until) conditions.push(lt(notifications.createdAt, filter.until));
  if (filter.ids === null) conditions.push(sql`false`);
  else if (filter.ids) {
    conditions.push(gte(notifications.id, filter.ids.first), lte(notifications.id, filter.ids.last));
  }
  return conditions;
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
