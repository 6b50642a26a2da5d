// Whose record a booking, appointment or vitals row is (docs/product-rules.md#personal-health-data-and-the-audit-log):
// the account holder, one of their family members, or someone else the holder booked for by name, who is not
// on the account. Health data is the person's, not the account's: every staff read names one person, and a
// member's or a stranger's doctor or lab never reads the holder's records through their booking.
// Rows carry the person as `family_member_id` (a member) and `patient_for` ('self' only for the holder);
// someone else is known only by the name typed, compared as `personName` writes it.
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';

export type Person =
  | { kind: 'self' }
  | { kind: 'member'; memberId: string }
  | { kind: 'other'; name: string };

/** A name as people are matched by it: trimmed, inner spaces collapsed, lower case. */
export const personName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function personOf(row: {
  familyMemberId: string | null;
  patientFor: string;
  patientName: string;
}): Person {
  if (row.familyMemberId) return { kind: 'member', memberId: row.familyMemberId };
  if (row.patientFor === 'self') return { kind: 'self' };
  return { kind: 'other', name: personName(row.patientName) };
}

/** The person a `?member=` filter names: 'self' or a family member's id. */
export const personOfMember = (member: string): Person =>
  member === 'self' ? { kind: 'self' } : { kind: 'member', memberId: member };

/** How a person is written in the audit log and in `?member=`. */
export function personKey(p: Person): string {
  return p.kind === 'self' ? 'self' : p.kind === 'member' ? p.memberId : `other:${p.name}`;
}

export function samePerson(a: Person, b: Person): boolean {
  return personKey(a) === personKey(b);
}

/** SQL: a row of a table with these person columns is this person's (the account is matched apart). */
export function isPerson(
  cols: { familyMemberId: AnyColumn; patientFor: AnyColumn; patientName: AnyColumn },
  p: Person,
): SQL {
  if (p.kind === 'member') return eq(cols.familyMemberId, p.memberId);
  const holder = and(isNull(cols.familyMemberId), eq(cols.patientFor, p.kind === 'self' ? 'self' : 'other'));
  if (p.kind === 'self') return holder as SQL;
  return and(
    holder,
    sql`lower(regexp_replace(trim(${cols.patientName}), '\\s+', ' ', 'g')) = ${p.name}`,
  ) as SQL;
}
