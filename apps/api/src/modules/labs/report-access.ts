// Who may read a booking's results and report (docs/product-rules.md#lab-tests): its patient, the lab that
// produced it, and a doctor the patient has an appointment with. Anyone else is told it does not exist
// (404). Every read by staff (the lab, a doctor) is written to the audit log.

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LabBookingRow } from './lab-bookings.repository.ts';
import type { LabsDeps } from './labs-deps.ts';

const NOT_FOUND = 'Lab report not found';

export async function readableBooking(
  deps: LabsDeps,
  user: Actor,
  id: string,
  action: string,
  meta?: Record<string, unknown>,
): Promise<LabBookingRow> {
  const row = await deps.bookings.find(id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (row.userId === user.id) return row;
  let allowed = false;
  if (user.roles.includes('lab')) {
    const lab = await deps.labs.labOfUser(user.id);
    allowed = lab?.id === row.labId;
  }
  if (!allowed && user.roles.includes('doctor'))
    allowed = await deps.bookings.doctorTreats(user.id, row.userId);
  if (!allowed) throw AppError.notFound(NOT_FOUND);
  await deps.audit.record({
    actor: user,
    action,
    subjectUserId: row.userId,
    resourceType: 'lab_booking',
    resourceId: row.id,
    meta: { orderNumber: row.orderNumber, ...meta },
  });
  return row;
}
