// Web push on the server: GET /api/v1/notifications/push-key (the VAPID public key, null when web push is
// off), POST and DELETE /api/v1/notifications/push-subscriptions (this browser's subscription).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PushSubscriptionInput } from '@arogya/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export async function getPushKey(signal?: AbortSignal): Promise<string | null> {
  const answer = await apiClient.get<ApiSuccess<{ publicKey: string | null }>>(
    '/api/v1/notifications/push-key',
    { signal },
  );
  return answer.result.publicKey;
}

export function pushKeyQuery() {
  return queryOptions({
    queryKey: notificationKeys.pushKey,
    queryFn: ({ signal }) => getPushKey(signal),
    staleTime: 60 * 60_000,
  });
}

export function usePushKey() {
  return useQuery(pushKeyQuery());
}

export function savePushSubscription(subscription: PushSubscriptionInput) {
  return apiClient.post('/api/v1/notifications/push-subscriptions', subscription);
}

export function deletePushSubscription(endpoint: string) {
  return apiClient.delete('/api/v1/notifications/push-subscriptions', { endpoint });
}
