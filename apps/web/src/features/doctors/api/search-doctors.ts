// GET /api/v1/doctors/search: typo-tolerant search by name, specialty or symptom, and city; the answer
// says how the words were read (which specialties a symptom points to, which city).
import type { DoctorCard, DoctorSearchQuery, SearchInterpretation } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export type DoctorSearchAnswer = ApiPage<DoctorCard> & { interpretation?: SearchInterpretation };

export function searchDoctors(query: DoctorSearchQuery, signal?: AbortSignal): Promise<DoctorSearchAnswer> {
  return apiClient.get<DoctorSearchAnswer>(`/api/v1/doctors/search${queryString({ ...query })}`, { signal });
}

/** The query of useDoctorSearch (also a route loader's, with ensureQueryData). */
export function doctorSearchQuery(query: DoctorSearchQuery) {
  return queryOptions({
    queryKey: ['doctors', 'search', query],
    queryFn: ({ signal }) => searchDoctors(query, signal),
    enabled: query.q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useDoctorSearch(query: DoctorSearchQuery) {
  return useQuery(doctorSearchQuery(query));
}
