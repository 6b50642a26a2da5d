// POST /api/v1/consult-now/quote: the fee for this person now, with the health card's free video consultation.
import type { ConsultQuote } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useConsultQuote(specialtyId: string | null, forWhom: string) {
  return useQuery({
    queryKey: ['consult-now', 'quote', specialtyId, forWhom],
    queryFn: async () =>
      (
        await apiClient.post<ApiSuccess<ConsultQuote>>('/api/v1/consult-now/quote', {
          specialtyId,
          forWhom,
        })
      ).result,
    enabled: specialtyId !== null,
  });
}
