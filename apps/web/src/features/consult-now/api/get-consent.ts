// GET /api/v1/calls/consent: whether the patient gave the teleconsultation consent (asked as for a first call).
import type { TeleconsultationConsent } from '@arogya/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useConsent() {
  return useQuery({
    queryKey: ['calls', 'consent'],
    queryFn: async () =>
      (await apiClient.get<{ result: TeleconsultationConsent }>('/api/v1/calls/consent')).result,
  });
}
