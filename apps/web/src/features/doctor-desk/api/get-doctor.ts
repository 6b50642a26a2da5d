// GET /api/v1/doctors/me: the signed-in doctor's own profile (weekly hours, advance rule, leave).
import type { DoctorDetail } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { deskKeys } from './desk-keys.ts';

export async function getMyDoctorProfile(signal?: AbortSignal): Promise<DoctorDetail> {
  return (await apiClient.get<ApiSuccess<DoctorDetail>>('/api/v1/doctors/me', { signal })).result;
}

export function useMyDoctorProfile() {
  return useQuery({
    queryKey: deskKeys.profile,
    queryFn: ({ signal }) => getMyDoctorProfile(signal),
    retry: false,
  });
}
