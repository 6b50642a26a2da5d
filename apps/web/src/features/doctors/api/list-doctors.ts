// GET /api/v1/doctors: one page of the listing for the given filters and sort.
import type { DoctorCard, DoctorListQuery } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export function listDoctors(query: DoctorListQuery, signal?: AbortSignal): Promise<ApiPage<DoctorCard>> {
  return apiClient.get<ApiPage<DoctorCard>>(`/api/v1/doctors${queryString({ ...query })}`, { signal });
}

/** The query of useDoctors (also a route loader's, with ensureQueryData). */
export function doctorsQuery(query: DoctorListQuery) {
  return queryOptions({
    queryKey: ['doctors', 'list', query],
    queryFn: ({ signal }) => listDoctors(query, signal),
    // Keep the current page on screen while the next filter's answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useDoctors(query: DoctorListQuery) {
  return useQuery(doctorsQuery(query));
}
