// Who may read a booking's results and report (docs/product-rules.md#lab-tests): its patient, the lab that
// produced it, and a doctor with an appointment for the same person (the holder, the family member, or the
// someone else it was booked for: lib/person.ts), not merely with someone of the account. Anyone else is told
// it does not exist (404). Every read by staff (the lab, a doctor) is written to the audit log.

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Person, personKey, personOf } from '../../lib/person.ts';
import type { LabBookingRow } from './lab-bookings.repository.ts';
import type { LabsDeps } from './labs-deps.ts';

const NOT_FOUND = 'Lab report not found';

/**
 * The booking with whose it is and how the caller reads it: `labId` is set when the caller reads as the lab
 * that produced it, and limits what else of the person's the read may show to that lab's own results.
 */
export type ReadableBooking = { row: LabBookingRow; person: Person; labId?: string };

export async function readableBooking(
  deps: LabsDeps,
  user: Actor,
  id: string,
  action: string,
  meta?: Record<string, unknown>,
): Promise<ReadableBooking> {
  const row = await deps.bookings.find(id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  const person = personOf(row);
  if (row.userId === user.id) return { row, person };
  let as: 'lab' | 'doctor' | null = null;
  if (user.roles.includes('lab')) {
    const lab = await deps.labs.labOfUser(user.id);
    if (lab?.id === row.labId) as = 'lab';
  }
  if (!as && user.roles.includes('doctor') && (await deps.bookings.doctorTreats(user.id, row.userId, person)))
    as = 'doctor';
  if (!as) throw AppError.notFound(NOT_FOUND);
  await deps.audit.record({
    actor: user,
    action,
    subjectUserId: row.userId,
    resourceType: 'lab_booking',
    resourceId: row.id,
    meta: { orderNumber: row.orderNumber, as, person: personKey(person), ...meta },
  });
  return { row, person, ...(as === 'lab' ? { labId: row.labId } : {}) };
}
