// GET /api/v1/receptionist/clinic: the receptionist's clinic and its doctors (whom the desk books with).
import type { Clinic, DoctorCard } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { receptionKeys } from './reception-keys.ts';

/** The answer's shape (contracts has no schema for it; it is built from Clinic and DoctorCard). */
export type MyClinic = { clinic: Clinic; doctors: DoctorCard[] };

export async function getMyClinic(signal?: AbortSignal): Promise<MyClinic> {
  return (await apiClient.get<ApiSuccess<MyClinic>>('/api/v1/receptionist/clinic', { signal })).result;
}

export function useMyClinic() {
  return useQuery({
    queryKey: receptionKeys.clinic,
    queryFn: ({ signal }) => getMyClinic(signal),
    retry: false,
  });
}
