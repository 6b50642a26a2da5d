// The admin's doctor endpoints: GET /api/v1/admin/doctors (awaiting the registration check, or checked; by
// cursor), GET /api/v1/admin/doctors/options (specialties and clinics for the form), POST
// /api/v1/admin/doctors (onboard) and POST /api/v1/admin/doctors/:id/verify.
import type {
  AdminDoctor,
  CursorPage,
  DoctorFormOptions,
  OnboardDoctorRequest,
  OnboardedDoctor,
} from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminKey } from './admin-keys.ts';

const doctorsKey = [...adminKey, 'doctors'] as const;
export type DoctorStatus = 'unverified' | 'verified';

export function useAdminDoctors(status: DoctorStatus) {
  return useInfiniteQuery({
    queryKey: [...doctorsKey, status],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<CursorPage<AdminDoctor>>(
        `/api/v1/admin/doctors${queryString({ status, cursor: pageParam })}`,
        {
          signal,
        },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDoctorFormOptions() {
  return useQuery({
    queryKey: [...doctorsKey, 'options'],
    queryFn: ({ signal }) =>
      apiClient.get<ApiSuccess<DoctorFormOptions>>('/api/v1/admin/doctors/options', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOnboardDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardDoctorRequest) =>
      apiClient.post<ApiSuccess<OnboardedDoctor>>('/api/v1/admin/doctors', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useVerifyDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: string) =>
      apiClient.post<ApiSuccess<{ id: string }>>(
        `/api/v1/admin/doctors/${encodeURIComponent(doctorId)}/verify`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
