// Adds or edits a family member (docs/product-rules.md#family-members-and-the-health-card).
// Refusals: a date of birth in the future (400 naming the field), a seventh member (422), someone else's or
// an archived member (404).
import { randomUUID } from 'node:crypto';
import { MAX_FAMILY_MEMBERS } from '@arogya/contracts/constants';
import type { FamilyMember, FamilyMemberInput } from '@arogya/contracts/health-card';
import { AppError } from '../../lib/app-error.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import type { FamilyRepository } from './family.repository.ts';
import { mapFamilyMember } from './family-mapper.ts';

export async function saveFamilyMember(
  repo: FamilyRepository,
  userId: string,
  input: FamilyMemberInput,
  now: Date,
  existingId?: string,
): Promise<FamilyMember> {
  if (input.dateOfBirth > zonedParts(now).date) {
    throw AppError.invalid('Invalid input', [
      { field: 'dateOfBirth', message: 'The date of birth cannot be in the future' },
    ]);
  }
  const fields = {
    name: input.name.replace(/\s+/g, ' '),
    relation: input.relation,
    dateOfBirth: input.dateOfBirth,
    sex: input.sex,
  };
  if (existingId) {
    const row = await repo.update(userId, existingId, fields);
    if (!row) throw AppError.notFound('Family member not found');
    return mapFamilyMember(row, now);
  }
  const row = await repo.insertUnderLimit(userId, randomUUID(), fields, MAX_FAMILY_MEMBERS);
  if (!row) throw AppError.rule(`You can add at most ${MAX_FAMILY_MEMBERS} family members`);
  return mapFamilyMember(row, now);
}
