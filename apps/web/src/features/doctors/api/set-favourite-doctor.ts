// PUT / DELETE /api/v1/doctors/:id/favourite: add a doctor to, or remove one from, the user's favourites.
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { favouritesKey } from './list-favourite-doctors.ts';

type Answer = ApiSuccess<{ doctorId: string; favourite: boolean }>;

export function setFavouriteDoctor({ doctorId, favourite }: { doctorId: string; favourite: boolean }) {
  const path = `/api/v1/doctors/${encodeURIComponent(doctorId)}/favourite`;
  return favourite ? apiClient.put<Answer>(path) : apiClient.delete<Answer>(path);
}

/** While pending, the button shows `variables.favourite` (the state asked for). */
export function useSetFavouriteDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavouriteDoctor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
