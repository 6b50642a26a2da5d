// GET /api/v1/membership-card/get: the signed-in patient's Smart Health Card or null, under the one key the
// card page, the home dashboard and the account menu share (one request serves all three).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { HealthCard } from '@arogya/contracts/health-card';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const healthCardKey = ['membership-card'] as const;

export function useMyHealthCard(enabled = true) {
  return useQuery({
    queryKey: healthCardKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<HealthCard | null>>('/api/v1/membership-card/get', { signal })).result,
    staleTime: 5 * 60_000,
    enabled,
  });
}
