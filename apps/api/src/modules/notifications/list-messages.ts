// The admin's message log (docs/product-rules.md#notifications): who, channel, template, status, provider
// reference, tries and the last error, newest first, filtered; keyset pages and a capped total, never an
// exact count over the outbox.
import type { AdminMessage, AdminMessagesQuery } from '@arogya/contracts/notifications';
import { cappedTotal, countLimit } from '../../lib/capped-total.ts';
import { dayBounds } from '../../lib/zoned-time.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';
import type { MessageLogFilter, MessageLogRow, NotificationsRepository } from './notifications.repository.ts';

export function mapAdminMessage(row: MessageLogRow): AdminMessage {
  return {
    id: String(row.id),
    kind: row.kind,
    channel: row.channel,
    recipientUserId: row.recipientUserId,
    recipientName: row.recipientName,
    to: row.toAddress,
    status: row.status,
    attempts: row.attempts,
    providerRef: row.providerRef,
    lastError: row.lastError,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMessages(repo: NotificationsRepository, query: AdminMessagesQuery) {
  const filter: MessageLogFilter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from ? { from: dayBounds(query.from).start } : {}),
    ...(query.until ? { until: dayBounds(query.until).end } : {}),
  };
  if (query.to) filter.recipientUserIds = await repo.usersMatching(query.to);
  // A date filter is read as a range of ids (notifications.repository.ts idsBetween).
  if (filter.from || filter.until) filter.ids = await repo.idsBetween(filter.from, filter.until);
  const countTo = countLimit(0, query.limit);
  const [rows, counted] = await Promise.all([
    repo.messageLog(filter, { after: decodeCursor(query.cursor), limit: query.limit + 1 }),
    repo.countMessages(filter, countTo),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  const { total, totalIsEstimate } = cappedTotal(counted, countTo);
  return { items: page.map(mapAdminMessage), nextCursor, total: { count: total, capped: totalIsEstimate } };
}
