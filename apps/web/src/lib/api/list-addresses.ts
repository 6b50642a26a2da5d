// GET /api/v1/addresses: the signed-in user's address book, each with its serviceability read now.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Address } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { addressesKey } from './address-keys.ts';

export async function listAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await apiClient.get<ApiSuccess<Address[]>>('/api/v1/addresses', { signal });
  return body.result;
}

export function useAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => listAddresses(signal),
    staleTime: 60_000,
  });
}
