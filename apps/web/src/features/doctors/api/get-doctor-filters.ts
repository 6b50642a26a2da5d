// GET /api/v1/doctors/filters: the values the listing's filters can take (cities, languages, fee range).
import type { DoctorFacets } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function getDoctorFilters(signal?: AbortSignal): Promise<DoctorFacets> {
  return (await apiClient.get<ApiSuccess<DoctorFacets>>('/api/v1/doctors/filters', { signal })).result;
}

export function useDoctorFilters() {
  return useQuery({ queryKey: ['doctors', 'filters'], queryFn: ({ signal }) => getDoctorFilters(signal) });
}
