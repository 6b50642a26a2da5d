// GET /api/v1/receptionist/vitelPateint/:patientId: a patient's recorded vitals, readable by a doctor who
// has an appointment with them. Each read is audit-logged by the API, so it is asked only on demand.
import type { Vitals } from '@arogya/contracts/bookings';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export async function getPatientVitals(patientId: string, signal?: AbortSignal): Promise<Vitals[]> {
  const body = await apiClient.get<ApiSuccess<Vitals[]>>(
    `/api/v1/receptionist/vitelPateint/${encodeURIComponent(patientId)}`,
    { signal },
  );
  return body.result;
}

export function usePatientVitals(patientId: string, enabled: boolean) {
  return useQuery({
    queryKey: deskKeys.vitals(patientId),
    queryFn: ({ signal }) => getPatientVitals(patientId, signal),
    enabled,
    staleTime: 60_000,
  });
}
