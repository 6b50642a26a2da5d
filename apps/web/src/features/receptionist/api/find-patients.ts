// GET /api/v1/receptionist/patients?phone=: patient accounts with this mobile number.
import type { PatientSummary } from '@arogya/contracts/bookings';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function findPatients(phone: string): Promise<PatientSummary[]> {
  const body = await apiClient.get<ApiSuccess<PatientSummary[]>>(
    `/api/v1/receptionist/patients?phone=${encodeURIComponent(phone)}`,
  );
  return body.result;
}

/** A lookup the receptionist starts by pressing Find (a mutation: it runs on demand, not on render). */
export function useFindPatients() {
  return useMutation({ mutationFn: findPatients });
}
