// PUT /api/v1/doctors/me/schedule: the weekly hours (days, start, end, slot length) and advance rule.
import type { ScheduleEntry, UpdateScheduleRequest } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

type Answer = ApiSuccess<{ schedule: ScheduleEntry[]; bookingBeforeTime: number }>;

export function updateSchedule(body: UpdateScheduleRequest) {
  return apiClient.put<Answer>('/api/v1/doctors/me/schedule', body);
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.profile });
      void queryClient.invalidateQueries({ queryKey: ['doctors'] });
    },
  });
}
