// POST /api/v1/admin/messages/:id/retry: a dead letter due again now, with a fresh round of tries (409 when it
// is no longer dead). The log's cached row shows that at once; the runner sends it within seconds.
import type { AdminMessage } from '@arogya/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminMessagesKey } from './admin-keys.ts';
import type { MessagesData } from './list-messages.ts';

export function retryMessage(id: string) {
  return apiClient.post<{ success: true; message: string }>(
    `/api/v1/admin/messages/${encodeURIComponent(id)}/retry`,
  );
}

/** What the server did to a retried message (retry-message.ts): pending, due now, no tries yet. */
export function retried(message: AdminMessage, now: Date): AdminMessage {
  return { ...message, status: 'pending', attempts: 0, dueAt: now.toISOString() };
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: AdminMessage) => retryMessage(message.id),
    onSuccess: (_answer, message) => {
      const now = new Date();
      queryClient.setQueriesData<MessagesData>({ queryKey: adminMessagesKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                result: {
                  ...page.result,
                  items: page.result.items.map((m) => (m.id === message.id ? retried(m, now) : m)),
                },
              })),
            }
          : data,
      );
    },
  });
}
