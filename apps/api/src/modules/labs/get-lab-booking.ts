// GET /api/v1/labs/bookings/:id: one of the caller's lab bookings; anyone else's is a 404.
import type { LabBooking } from '@arogya/contracts/labs';
import type { LabsDeps } from './labs-deps.ts';
import { loadLabBooking, patientBooking } from './load-lab-booking.ts';

export async function getLabBooking(
  deps: LabsDeps,
  userId: string,
  id: string,
  now: Date,
): Promise<LabBooking> {
  return loadLabBooking(deps, await patientBooking(deps, userId, id), now);
}
