// GET /api/v1/notifications/unread-count: the bell's number.
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiClient.get<ApiSuccess<{ unreadCount: number }>>(
    '/api/v1/notifications/unread-count',
    { signal },
  );
  return answer.result.unreadCount;
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Kept current by the socket (inbox-socket.ts) and by marking read; refetched on a reconnect.
    staleTime: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
