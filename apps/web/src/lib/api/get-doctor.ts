// GET /api/v1/doctors/:id: one doctor's profile. Shared by the doctor pages, booking and the desks.
import type { DoctorDetail } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../api-client.ts';

export const DOCTOR_NOT_FOUND_MESSAGE = 'Doctor not found';

export const doctorQueryKey = (id: string) => ['doctors', 'detail', id] as const;

export async function getDoctor(id: string, signal?: AbortSignal): Promise<DoctorDetail> {
  const body = await apiClient.get<ApiSuccess<DoctorDetail> | undefined>(
    `/api/v1/doctors/${encodeURIComponent(id)}`,
    { signal },
  );
  // Not success or no result gives 'Doctor not found'.
  if (!body?.success || !body.result) throw new Error(DOCTOR_NOT_FOUND_MESSAGE);
  return body.result;
}

/** The query of useDoctor (also a route loader's, with ensureQueryData). */
export function doctorQuery(id: string | undefined) {
  return queryOptions({
    queryKey: doctorQueryKey(id ?? ''),
    queryFn: ({ signal }) => getDoctor(id ?? '', signal),
    enabled: Boolean(id),
    // A missing doctor stays missing: no second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function useDoctor(id: string | undefined) {
  return useQuery(doctorQuery(id));
}
