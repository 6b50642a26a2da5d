// GET /api/v1/users/lab?date=: the signed-in lab user's lab and that day's collections by slot (a lab sees
// only its own bookings).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { LabDesk } from '@arogya/contracts/labs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { labDeskKey } from './desk-keys.ts';

export function useLabDesk(date: string) {
  return useQuery({
    queryKey: [...labDeskKey, 'day', date],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<LabDesk>>(`/api/v1/users/lab${queryString({ date })}`, { signal }))
        .result,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
