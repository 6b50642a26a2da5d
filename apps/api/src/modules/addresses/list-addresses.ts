// The signed-in user's address book, default first.
import type { Address } from '@arogya/contracts/pharmacy';
import { mapAddress } from './address-mapper.ts';
import type { AddressesRepository } from './addresses.repository.ts';

export async function listAddresses(repo: AddressesRepository, userId: string): Promise<Address[]> {
  const rows = await repo.list(userId);
  const pins = new Map(
    (await repo.pinCodes([...new Set(rows.map((r) => r.pinCode))])).map((p) => [p.pinCode, p]),
  );
  return rows.map((r) => mapAddress(r, pins.get(r.pinCode)));
}
