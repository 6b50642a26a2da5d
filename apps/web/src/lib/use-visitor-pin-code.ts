// The visitor's pin code for prices that depend on it (lab tests: docs/product-rules.md#lab-tests): the one
// chosen on any page (lib/delivery-location.ts, typed in 'Labs near you' or the pharmacy's location), else
// the signed-in visitor's default saved address (or their first). Null until known: on the server and in
// the first render after hydration, so the server's HTML and the browser's first render agree.
import type { Address } from '@arogya/contracts/pharmacy';
import { useQuery } from '@tanstack/react-query';
import { addressesKey } from './api/address-keys.ts';
import { listAddresses } from './api/list-addresses.ts';
import { useAuthStore } from './auth/auth-store.ts';
import { useDeliveryLocation } from './delivery-location.ts';

export function savedPinCode(addresses: Pick<Address, 'pinCode' | 'isDefault'>[] | undefined): string | null {
  if (!addresses?.length) return null;
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.pinCode ?? null;
}

export function useVisitorPinCode(): string | null {
  const chosen = useDeliveryLocation()?.pinCode ?? null;
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const addresses = useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => listAddresses(signal),
    staleTime: 60_000,
    enabled: signedIn && chosen === null,
  });
  return chosen ?? (signedIn ? savedPinCode(addresses.data) : null);
}
