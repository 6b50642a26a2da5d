// Family members as the API answers them: picked fields and the age in whole years on today's date in
// Asia/Kolkata.
import { type FamilyMember, RELATION_LABELS, type Relation } from '@arogya/contracts/health-card';
import { zonedParts } from '../../lib/zoned-time.ts';
import type { FamilyMemberRow } from './family.repository.ts';

/** Whole years between a date of birth and a day, both 'YYYY-MM-DD' (a 29 February birthday ages on 1 March). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return Math.max(0, y - by - (hadBirthday ? 0 : 1));
}

export function mapFamilyMember(row: FamilyMemberRow, now: Date): FamilyMember {
  const relation = row.relation as Relation;
  return {
    id: row.id,
    name: row.name,
    relation,
    relationLabel: RELATION_LABELS[relation],
    dateOfBirth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, zonedParts(now).date),
    sex: row.sex as FamilyMember['sex'],
    createdAt: row.createdAt.toISOString(),
  };
}
