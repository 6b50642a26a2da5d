// GET /api/v1/consult-now/specialties: the specialties offered for consult now, their instant fee and the
// doctors online now in each. Asked only in the browser, after hydration, every 30 s (live figures).
import type { ConsultSpecialtyList } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export function useConsultSpecialties() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: ['consult-now', 'specialties'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<ConsultSpecialtyList>>('/api/v1/consult-now/specialties', { signal }))
        .result,
    enabled: hydrated,
    refetchInterval: 30_000,
    staleTime: 15_000,
    retry: false,
  });
}
