// GET /api/v1/membership-card/get: the signed-in user's card, or null.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { HealthCard } from '@arogya/contracts/health-card';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const cardKey = ['membership-card'] as const;

export function useHealthCard(enabled: boolean) {
  return useQuery({
    queryKey: cardKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<HealthCard | null>>('/api/v1/membership-card/get', { signal })).result,
    enabled,
  });
}
