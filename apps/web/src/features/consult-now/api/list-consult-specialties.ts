// GET /api/v1/consult-now/specialties: the specialties offered for consult now with their instant fee and
// doctors online now; `specialty` or `symptom` (from the page's address) names the one to preselect.
import type { ConsultSpecialtyList } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { consultSpecialtiesKey } from './consult-now-keys.ts';

export function useConsultSpecialties(from: { specialty?: string; symptom?: string }) {
  const query = new URLSearchParams();
  // A specialty named wins; a symptom alone is mapped to its specialty by the server.
  if (from.specialty) query.set('specialty', from.specialty);
  else if (from.symptom) query.set('symptom', from.symptom);
  const search = query.toString();
  return useQuery({
    queryKey: consultSpecialtiesKey(from),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ApiSuccess<ConsultSpecialtyList>>(
          `/api/v1/consult-now/specialties${search ? `?${search}` : ''}`,
          { signal },
        )
      ).result,
    refetchInterval: 30_000,
  });
}
