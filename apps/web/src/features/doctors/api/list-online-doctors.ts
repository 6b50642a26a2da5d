// GET /api/v1/consult-now/online-doctors: which doctors of a page are 'Online now' (available for instant
// consultations and free). Asked only in the browser, after hydration, and again every 20 s while the page
// is open, so the badges stay live; the server's HTML has none (docs/product-rules.md#consult-now).
import type { OnlineDoctors } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export const ONLINE_REFRESH_MS = 20_000;

export function useOnlineDoctors(ids: string[]): Set<string> {
  const hydrated = useHydrated();
  const key = [...ids].sort().join(',');
  const query = useQuery({
    queryKey: ['consult-now', 'online-doctors', key],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<OnlineDoctors>>(
          `/api/v1/consult-now/online-doctors?ids=${encodeURIComponent(key)}`,
          { signal },
        )
      ).result.online,
    enabled: hydrated && key.length > 0,
    refetchInterval: ONLINE_REFRESH_MS,
    staleTime: ONLINE_REFRESH_MS / 2,
    retry: false,
  });
  return new Set(query.data ?? []);
}
