// Removes an address from the user's book (orders keep their own copy of where they were delivered).
import { AppError } from '../../lib/app-error.ts';
import type { AddressesRepository } from './addresses.repository.ts';

export async function deleteAddress(repo: AddressesRepository, userId: string, id: string) {
  if (!(await repo.remove(userId, id))) throw AppError.notFound('Address not found');
  return { id };
}
