// Marking inbox items read: one (404 when it is not the person's delivered item) or all of them.
import { AppError } from '../../lib/app-error.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export async function markNotificationRead(
  repo: NotificationsRepository,
  userId: string,
  id: number,
  now: Date,
): Promise<{ unreadCount: number }> {
  if (!(await repo.markRead(userId, id, now))) throw AppError.notFound('Notification not found');
  return { unreadCount: await repo.unreadCount(userId) };
}

export async function markAllNotificationsRead(
  repo: NotificationsRepository,
  userId: string,
  now: Date,
): Promise<{ unreadCount: number }> {
  await repo.markAllRead(userId, now);
  return { unreadCount: await repo.unreadCount(userId) };
}
