// GET /api/v1/receptionist/patients?phone=: patient accounts with exactly this mobile number (id and name).
import type { PatientMatch } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function findPatients(phone: string): Promise<PatientMatch[]> {
  const body = await apiClient.get<ApiSuccess<PatientMatch[]>>(
    `/api/v1/receptionist/patients?phone=${encodeURIComponent(phone)}`,
  );
  return body.result;
}

/** A lookup the receptionist starts by pressing Find (a mutation: it runs on demand, not on render). */
export function useFindPatients() {
  return useMutation({ mutationFn: findPatients });
}
