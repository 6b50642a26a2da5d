// GET /api/v1/notifications: the signed-in person's in-app inbox, newest first, a page at a time by cursor.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { InboxPage } from '@arogya/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { notificationKeys } from './notification-keys.ts';

export const INBOX_PAGE_SIZE = 20;

export async function listInbox(cursor: string | undefined, signal?: AbortSignal): Promise<InboxPage> {
  const answer = await apiClient.get<ApiSuccess<InboxPage>>(
    `/api/v1/notifications${queryString({ cursor, limit: INBOX_PAGE_SIZE })}`,
    { signal },
  );
  return answer.result;
}

/** The inbox's pages (the bell's dropdown shows the first page's head; the page shows them all). */
export function inboxQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.inbox,
    queryFn: ({ pageParam, signal }) => listInbox(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New items arrive over the socket (inbox-socket.ts); on a reconnect the cache is refetched.
    staleTime: 60_000,
  });
}

export function useInbox() {
  return useInfiniteQuery(inboxQuery());
}
