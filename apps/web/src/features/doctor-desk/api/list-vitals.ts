// GET /api/v1/receptionist/vitelPateint/:patientId: a patient's recorded vitals, readable by a doctor who
// has an appointment with them. Each read is audit-logged by the API, so it is asked only on demand.
import type { Vitals } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

/**
 * The vitals of the person an appointment is for (the holder, a family member, or someone else named at it):
 * the server reads that appointment's person, so the doctor never asks for the account as a whole.
 */
export async function getPatientVitals(
  patientId: string,
  appointmentId: string,
  signal?: AbortSignal,
): Promise<Vitals[]> {
  const body = await apiClient.get<ApiSuccess<Vitals[]>>(
    `/api/v1/receptionist/vitelPateint/${encodeURIComponent(patientId)}?appointmentId=${encodeURIComponent(appointmentId)}`,
    { signal },
  );
  return body.result;
}

export function usePatientVitals(patientId: string, appointmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: deskKeys.vitals(patientId, appointmentId),
    queryFn: ({ signal }) => getPatientVitals(patientId, appointmentId, signal),
    enabled,
    staleTime: 60_000,
  });
}
