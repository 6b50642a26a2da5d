// POST /api/v1/consult-now/requests/:id/cancel: cancelled before a doctor accepts it, refunded in full.
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { consultRequestKey } from './consult-now-keys.ts';

export function useCancelConsultRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<ApiSuccess<ConsultRequest>>(
          `/api/v1/consult-now/requests/${encodeURIComponent(id)}/cancel`,
          {},
        )
      ).result,
    onSuccess: (request) => client.setQueryData(consultRequestKey(id), request),
  });
}
