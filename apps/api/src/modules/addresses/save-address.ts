// Adds or edits an address. The pin code must be one we deliver to (422 naming the field otherwise); the
// first address becomes the default, and choosing a new default unsets the old one.
import { randomUUID } from 'node:crypto';
import type { Address, AddressInput } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { mapAddress } from './address-mapper.ts';
import type { AddressesRepository } from './addresses.repository.ts';

const MAX_ADDRESSES = 20;

export async function saveAddress(
  repo: AddressesRepository,
  userId: string,
  input: z.output<typeof AddressInput>,
  existingId?: string,
): Promise<Address> {
  const pin = await repo.pinCode(input.pinCode);
  if (!pin) {
    throw new AppError('BUSINESS_RULE', `We do not deliver to pin code ${input.pinCode} yet`, [
      { field: 'pinCode', message: 'Not serviceable yet' },
    ]);
  }
  let isDefault = input.isDefault;
  if (existingId) {
    const current = await repo.find(userId, existingId);
    if (!current) throw AppError.notFound('Address not found');
    // The default address stays the default until another one is chosen.
    isDefault = isDefault || current.isDefault;
  } else {
    const count = await repo.count(userId);
    if (count >= MAX_ADDRESSES) throw AppError.rule(`You can keep at most ${MAX_ADDRESSES} addresses`);
    isDefault = isDefault || count === 0;
  }
  const row = await repo.save(
    userId,
    existingId ?? randomUUID(),
    {
      label: input.label,
      name: input.name,
      phone: input.phone,
      line1: input.line1,
      line2: input.line2 || null,
      landmark: input.landmark || null,
      city: input.city,
      state: input.state,
      pinCode: input.pinCode,
      isDefault,
    },
    !existingId,
  );
  if (!row) throw AppError.notFound('Address not found');
  return mapAddress(row, pin);
}
