// GET /api/v1/admin/messages: the message log, newest first, a page at a time by cursor, with its capped total.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { AdminMessage, AdminMessagesQuery } from '@arogya/contracts/notifications';
import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminMessagesKey } from './admin-keys.ts';

export type MessagesPage = {
  items: AdminMessage[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
};

/** The filters as the address keeps them: the query's own names, '' for none. */
export type MessageFilter = Record<'status' | 'channel' | 'kind' | 'to' | 'from' | 'until', string>;

export function listMessages(filter: MessageFilter, cursor: string | undefined, signal?: AbortSignal) {
  const query: Partial<Record<keyof AdminMessagesQuery, string>> = { ...filter, cursor };
  return apiClient.get<ApiSuccess<MessagesPage>>(`/api/v1/admin/messages${queryString(query)}`, { signal });
}

export const messagesKey = (filter: MessageFilter) => [...adminMessagesKey, filter] as const;

export function useMessages(filter: MessageFilter) {
  return useInfiniteQuery({
    queryKey: messagesKey(filter),
    queryFn: ({ pageParam, signal }) => listMessages(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.result.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type MessagesData = InfiniteData<ApiSuccess<MessagesPage>, string | undefined>;
