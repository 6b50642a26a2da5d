// GET /api/v1/specialties: every specialty with its icon, department and number of doctors.
import type { Specialty } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export async function listSpecialties(signal?: AbortSignal): Promise<Specialty[]> {
  return (await apiClient.get<ApiSuccess<Specialty[]>>('/api/v1/specialties', { signal })).result;
}

/** The query of useSpecialties (also a route loader's, with ensureQueryData). */
export function specialtiesQuery() {
  return queryOptions({ queryKey: ['specialties'], queryFn: ({ signal }) => listSpecialties(signal) });
}

export function useSpecialties() {
  return useQuery(specialtiesQuery());
}

/** A specialty by its id or slug (URLs may carry either). */
export function findSpecialty(list: readonly Specialty[] | undefined, idOrSlug: string | undefined) {
  if (!list || !idOrSlug) return undefined;
  return list.find((s) => s.id === idOrSlug || s.slug === idOrSlug);
}
