// The signed-in person's in-app inbox: delivered notifications, newest first, by cursor, in the person's
// language; and the unread count.
import type { InboxPage, InboxQuery } from '@arogya/contracts/notifications';
import { mapInboxItem } from './inbox-mapper.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export async function listInbox(
  repo: NotificationsRepository,
  userId: string,
  query: InboxQuery,
): Promise<InboxPage> {
  const [rows, unreadCount, language] = await Promise.all([
    repo.listInbox(userId, {
      after: decodeCursor(query.cursor),
      limit: query.limit + 1,
      ...(query.unread !== undefined ? { unread: query.unread } : {}),
    }),
    repo.unreadCount(userId),
    repo.languageOf(userId),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: page.map((row) => mapInboxItem(row, language)), nextCursor, unreadCount };
}
