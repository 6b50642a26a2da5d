// GET /api/v1/consult-now/requests/:id: the waiting screen's request, asked again every 5 s while it is in
// the queue (its place moves as others are served); the notification socket makes it ask at once.
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { consultRequestKey } from './consult-now-keys.ts';

const LIVE = ['awaiting_payment', 'waiting', 'offered'];

export function useConsultRequest(id: string) {
  return useQuery({
    queryKey: consultRequestKey(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<ConsultRequest>>(
          `/api/v1/consult-now/requests/${encodeURIComponent(id)}`,
          {
            signal,
          },
        )
      ).result,
    refetchInterval: (query) => (LIVE.includes(query.state.data?.status ?? 'waiting') ? 5000 : false),
  });
}
