// GET /api/v1/calls/:id: one consultation record, for a participant (the e-prescription page of its doctor).
import type { Call } from '@arogya/contracts/calls';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const callRecordKey = (id: string) => ['calls', 'record', id] as const;

export async function getCallRecord(id: string, signal?: AbortSignal): Promise<Call> {
  const body = await apiClient.get<ApiSuccess<Call>>(`/api/v1/calls/${encodeURIComponent(id)}`, { signal });
  return body.result;
}

export function useCallRecord(id: string) {
  return useQuery({
    queryKey: callRecordKey(id),
    queryFn: ({ signal }) => getCallRecord(id, signal),
    enabled: Boolean(id),
    staleTime: 0,
    // Opened the moment a call ends, its record may still be live for a second (the hang-up on its way):
    // asked again until it is over.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ringing' || status === 'active' ? 1000 : false;
    },
  });
}
