// GET /api/v1/doctors/filters: the values the listing's filters can take (cities, languages, fee range).
import type { DoctorFacets } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function getDoctorFilters(signal?: AbortSignal): Promise<DoctorFacets> {
  return (await apiClient.get<ApiSuccess<DoctorFacets>>('/api/v1/doctors/filters', { signal })).result;
}

/** The query of useDoctorFilters (also a route loader's, with ensureQueryData). */
export function doctorFiltersQuery() {
  return queryOptions({
    queryKey: ['doctors', 'filters'],
    queryFn: ({ signal }) => getDoctorFilters(signal),
  });
}

export function useDoctorFilters() {
  return useQuery(doctorFiltersQuery());
}
