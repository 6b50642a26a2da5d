// GET /api/v1/membership-plans (public): the plans on sale, with prices and benefits from the database.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { MembershipPlan } from '@arogya/contracts/health-card';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function usePlans() {
  return useQuery({
    queryKey: ['membership-plans'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<MembershipPlan[]>>('/api/v1/membership-plans', { signal })).result,
    staleTime: 5 * 60_000,
  });
}
