// GET /api/v1/calls/history: the signed-in user's consultation records, newest first: as a patient (My
// Appointments) or as the doctor called (the doctor's desk). Refetched on every visit: a call just ended or
// an e-prescription just written must show at once.
import type { Call } from '@arogya/contracts/calls';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { queryString } from '../query-string.ts';

export type CallHistoryRole = 'patient' | 'doctor';

export const CALL_HISTORY_PAGE_SIZE = 10;

/** Every page of both histories (to refresh them after a change). */
export const callHistoryKeyPrefix = ['calls', 'history'] as const;
export const callHistoryKey = (as: CallHistoryRole, page: number) =>
  [...callHistoryKeyPrefix, as, page] as const;

export function listCallHistory(as: CallHistoryRole, page: number, signal?: AbortSignal) {
  return apiClient.get<ApiPage<Call>>(
    `/api/v1/calls/history${queryString({ as, page, limit: CALL_HISTORY_PAGE_SIZE })}`,
    { signal },
  );
}

export function useCallHistory(as: CallHistoryRole, page = 1) {
  return useQuery({
    queryKey: callHistoryKey(as, page),
    queryFn: ({ signal }) => listCallHistory(as, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
