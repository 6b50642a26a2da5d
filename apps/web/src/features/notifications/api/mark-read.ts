// POST /api/v1/notifications/:id/read and POST /api/v1/notifications/read-all. The bell and the inbox show the
// change at once; the server's count is fetched again afterwards.
import { UNREAD_COUNT_CAP } from '@arogya/contracts/constants';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type InboxPages, withAllRead, withItemRead } from '../inbox-cache.ts';
import { notificationKeys } from './notification-keys.ts';

export function markRead(id: string): Promise<unknown> {
  return apiClient.post(`/api/v1/notifications/${encodeURIComponent(id)}/read`);
}

export function markAllRead(): Promise<unknown> {
  return apiClient.post('/api/v1/notifications/read-all');
}

function refreshCount(client: QueryClient) {
  return client.invalidateQueries({ queryKey: notificationKeys.unreadCount });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: notificationKeys.inbox });
      const before = client.getQueryData<InboxPages>(notificationKeys.inbox);
      const wasUnread = before?.pages.some((p) => p.items.some((i) => i.id === id && i.readAt === null));
      client.setQueryData<InboxPages>(notificationKeys.inbox, (data) =>
        withItemRead(data, id, new Date().toISOString()),
      );
      // A count at the cap means that many or more (UNREAD_COUNT_CAP): it stays until the server's comes.
      if (wasUnread)
        client.setQueryData<number>(notificationKeys.unreadCount, (n) =>
          n && n < UNREAD_COUNT_CAP ? n - 1 : n,
        );
    },
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.inbox }),
    onSettled: () => refreshCount(client),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      client.setQueryData<InboxPages>(notificationKeys.inbox, (data) =>
        withAllRead(data, new Date().toISOString()),
      );
      client.setQueryData<number>(notificationKeys.unreadCount, 0);
    },
    onSettled: () => refreshCount(client),
  });
}
