// GET /api/v1/doctors/favourites: the signed-in user's favourite doctors.
import type { DoctorCard } from '@arogya/contracts/doctors';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const favouritesKey = ['doctors', 'favourites'] as const;

export async function listFavouriteDoctors(signal?: AbortSignal): Promise<DoctorCard[]> {
  return (await apiClient.get<ApiSuccess<DoctorCard[]>>('/api/v1/doctors/favourites', { signal })).result;
}

/** Only asked when someone is signed in (the endpoint needs a session). */
export function useFavouriteDoctors(signedIn: boolean) {
  return useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => listFavouriteDoctors(signal),
    enabled: signedIn,
  });
}
