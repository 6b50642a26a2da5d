// GET /api/v1/receptionist/vitelPateint/:patientId: a patient's recorded vitals, readable by a doctor who
// has an appointment with them. Each read is audit-logged by the API, so it is asked only on demand.
import type { Vitals } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

/** member: 'self' (the account holder) or a family member's id: the person the appointment is for. */
export async function getPatientVitals(
  patientId: string,
  member: string,
  signal?: AbortSignal,
): Promise<Vitals[]> {
  const body = await apiClient.get<ApiSuccess<Vitals[]>>(
    `/api/v1/receptionist/vitelPateint/${encodeURIComponent(patientId)}?member=${encodeURIComponent(member)}`,
    { signal },
  );
  return body.result;
}

export function usePatientVitals(patientId: string, member: string, enabled: boolean) {
  return useQuery({
    queryKey: deskKeys.vitals(patientId, member),
    queryFn: ({ signal }) => getPatientVitals(patientId, member, signal),
    enabled,
    staleTime: 60_000,
  });
}
