// A person's vitals (docs/product-rules.md#personal-health-data-and-the-audit-log), readable by the account
// holder (everyone of their account), and by a doctor or a clinic's receptionists for the people of the
// account they have an appointment with: the holder, a family member or someone else booked by name
// (lib/person.ts), never the account as a whole. A doctor who sees only a member does not read the holder's
// vitals. Anything else is 404, so ids cannot be probed. Every staff read is audit-logged with its person.
import type { Vitals, VitalsListQuery } from '@arogya/contracts/appointments';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Person, personKey, personOf, personOfMember, samePerson } from '../../lib/person.ts';
import { viewerOf } from '../appointments/appointment-access.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';
import { mapVitals } from './vitals-mapper.ts';

const MAX_RECORDS = 100;
const NOT_FOUND = 'No vitals found for this patient';

type Query = z.output<typeof VitalsListQuery>;

/** The person the query names: by `appointmentId` (it must be this account's), by `member`, or none. */
async function askedPerson(
  deps: ReceptionistDeps,
  patientId: string,
  query: Query,
): Promise<Person | undefined> {
  if (query.appointmentId) {
    const a = await deps.desk.appointmentOf(query.appointmentId);
    if (!a || a.patientId !== patientId) throw AppError.notFound(NOT_FOUND);
    return personOf(a);
  }
  return query.member ? personOfMember(query.member) : undefined;
}

export async function listVitals(
  deps: ReceptionistDeps,
  user: Actor,
  patientId: string,
  query: Query = {},
): Promise<Vitals[]> {
  const asked = await askedPerson(deps, patientId, query);
  if (user.id === patientId) {
    const rows = await deps.desk.listVitals(patientId, MAX_RECORDS, asked ? [asked] : undefined);
    return rows.map(mapVitals);
  }
  const viewer = await viewerOf(deps, user);
  let as: 'doctor' | 'receptionist' | null = null;
  let seen: Person[] = [];
  if (viewer.doctorId) {
    seen = await deps.desk.peopleSeenBy({ doctorId: viewer.doctorId }, patientId);
    if (seen.length > 0) as = 'doctor';
  }
  if (!as && viewer.clinicId) {
    seen = await deps.desk.peopleSeenBy({ clinicId: viewer.clinicId }, patientId);
    if (seen.length > 0) as = 'receptionist';
  }
  const people = asked ? seen.filter((p) => samePerson(p, asked)) : seen;
  if (!as || people.length === 0) throw AppError.notFound(NOT_FOUND);
  const rows = await deps.desk.listVitals(patientId, MAX_RECORDS, people);
  await deps.audit.record({
    actor: user,
    action: 'vitals.read',
    subjectUserId: patientId,
    resourceType: 'vitals',
    resourceId: null,
    meta: { as, records: rows.length, people: people.map(personKey) },
  });
  return rows.map(mapVitals);
}
