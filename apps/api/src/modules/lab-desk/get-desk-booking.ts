// GET /api/v1/labs/desk/bookings/:id: one of the lab's own bookings with what to enter (404 otherwise); an
// audited staff read.
import type { LabDeskBooking } from '@arogya/contracts/labs';
import type { Actor } from '../../lib/actor.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';
import { loadDeskBooking } from './load-desk-booking.ts';

export async function getDeskBooking(
  deps: LabsDeps,
  user: Actor,
  id: string,
  now: Date,
): Promise<LabDeskBooking> {
  const { row } = await labBooking(deps, user, id);
  await deps.audit.record({
    actor: user,
    action: 'lab_booking.read',
    subjectUserId: row.userId,
    resourceType: 'lab_booking',
    resourceId: row.id,
  });
  return loadDeskBooking(deps, row, now);
}
