// Removes a family member: deleted when nothing names them, archived when a booking or order does (their
// records stay theirs and stay visible to the account holder).
import { AppError } from '../../lib/app-error.ts';
import type { FamilyRepository } from './family.repository.ts';

export async function removeFamilyMember(
  repo: FamilyRepository,
  userId: string,
  id: string,
): Promise<{ id: string; outcome: 'deleted' | 'archived' }> {
  const outcome = await repo.remove(userId, id);
  if (outcome === 'not_found') throw AppError.notFound('Family member not found');
  return { id, outcome };
}
