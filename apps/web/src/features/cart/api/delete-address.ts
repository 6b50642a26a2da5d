// DELETE /api/v1/addresses/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesKey } from '../../../lib/api/address-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function deleteAddress(id: string) {
  return apiClient.delete<unknown>(`/api/v1/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
