// GET /api/v1/dashboard: the signed-in patient's next appointment and what is pending (docs/screens.md#home-page).

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Dashboard } from '@arogya/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<Dashboard>>('/api/v1/dashboard', { signal })).result,
    // A call may become joinable or an order move on while the page is open.
    refetchInterval: 60_000,
  });
}
