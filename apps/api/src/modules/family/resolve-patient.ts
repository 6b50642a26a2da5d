// Who a booking or an order is for: the account holder ('self') or one of their own family members, with
// the name, age and sex staff see as the patient. Another account's member, an archived one or an unknown
// id is a 400 naming the field, never someone else's person.
import { AppError } from '../../lib/app-error.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import type { FamilyRepository } from './family.repository.ts';
import { ageOn } from './family-mapper.ts';

export type Patient = {
  /** 'self' or the family member's id: the key counted benefits are spent under. */
  personKey: string;
  familyMemberId: string | null;
  name: string | null;
  age: number | null;
  sex: string | null;
  relation: string | null;
};

export async function resolvePatient(
  repo: FamilyRepository,
  userId: string,
  forWhom: string | undefined,
  now: Date,
  field = 'forWhom',
): Promise<Patient> {
  if (!forWhom || forWhom === 'self') {
    return { personKey: 'self', familyMemberId: null, name: null, age: null, sex: null, relation: null };
  }
  const row = await repo.find(userId, forWhom);
  if (!row || row.archivedAt) {
    throw AppError.invalid('Invalid input', [
      { field, message: 'Choose yourself or one of your family members' },
    ]);
  }
  return {
    personKey: row.id,
    familyMemberId: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, zonedParts(now).date),
    sex: row.sex,
    relation: row.relation,
  };
}
