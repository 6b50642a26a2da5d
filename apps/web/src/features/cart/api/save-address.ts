// POST /api/v1/addresses (new) or PUT /api/v1/addresses/:id (edit). The API refuses an unserviceable pin
// code with 422.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Address, AddressInput } from '@arogya/contracts/pharmacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesKey } from '../../../lib/api/address-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function saveAddress({ id, input }: { id?: string; input: AddressInput }) {
  return id
    ? apiClient.put<ApiSuccess<Address>>(`/api/v1/addresses/${encodeURIComponent(id)}`, input)
    : apiClient.post<ApiSuccess<Address>>('/api/v1/addresses', input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
