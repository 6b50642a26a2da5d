// The signed-in account's family members (not archived), oldest first.
import { MAX_FAMILY_MEMBERS } from '@arogya/contracts/constants';
import type { FamilyMemberList } from '@arogya/contracts/health-card';
import type { FamilyRepository } from './family.repository.ts';
import { mapFamilyMember } from './family-mapper.ts';

export async function listFamilyMembers(
  repo: FamilyRepository,
  userId: string,
  now: Date,
): Promise<FamilyMemberList> {
  const rows = await repo.list(userId);
  return { members: rows.map((r) => mapFamilyMember(r, now)), max: MAX_FAMILY_MEMBERS };
}
