// GET and PUT /api/v1/notifications/preferences: the channels a person chooses per category, the channels the
// server can use for them now, the promotions consent and the quiet hours.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { NotificationPreferences, UpdatePreferencesInput } from '@arogya/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

const PATH = '/api/v1/notifications/preferences';

export async function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await apiClient.get<ApiSuccess<NotificationPreferences>>(PATH, { signal })).result;
}

export function preferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    // What the server can use changes with its set-up and this person's browsers: ask again on each visit.
    staleTime: 0,
  });
}

export function usePreferences() {
  return useQuery(preferencesQuery());
}

export function savePreferences(input: UpdatePreferencesInput) {
  return apiClient.put<ApiSuccess<NotificationPreferences>>(PATH, input);
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      if (answer?.result) client.setQueryData(notificationKeys.preferences, answer.result);
      else void client.invalidateQueries({ queryKey: notificationKeys.preferences });
    },
  });
}
