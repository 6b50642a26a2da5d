// The patient cancels a lab booking (POST /api/v1/labs/bookings/:id/cancel): free until
// LAB_CHANGE_CUTOFF_HOURS before the slot, never once the sample is collected (422); the slot's place is
// given back. Not the caller's booking: 404.
import type { LabBooking } from '@arogya/contracts/labs';
import { AppError } from '../../lib/app-error.ts';
import { StaleBookingError } from './lab-bookings.repository.ts';
import { CHANGE_REFUSAL_MESSAGES, changeRefusal } from './lab-rules.ts';
import type { LabsDeps } from './labs-deps.ts';
import { loadLabBooking, patientBooking } from './load-lab-booking.ts';

export async function cancelLabBooking(
  deps: LabsDeps,
  userId: string,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<LabBooking> {
  const b = await patientBooking(deps, userId, id);
  const refusal = changeRefusal(b, now, 'cancel');
  if (refusal) throw AppError.rule(CHANGE_REFUSAL_MESSAGES[refusal]);
  const note = reason?.trim() || 'Cancelled by the patient';
  try {
    const row = await deps.bookings.transition(
      b,
      {
        status: 'cancelled',
        cancelReason: note,
        cancelledBy: 'patient',
        cancelledAt: now,
        paymentStatus: 'void',
      },
      { actorId: userId, note },
      now,
    );
    return loadLabBooking(deps, row, now);
  } catch (err) {
    if (err instanceof StaleBookingError)
      throw AppError.conflict('This booking has just changed. Please reload it.');
    throw err;
  }
}
