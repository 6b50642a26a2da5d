// The patient moves a lab booking to another slot of the same lab (POST /api/v1/labs/bookings/:id/reschedule):
// the same window as cancelling (422 after it, or once the sample is collected, or after LAB_MAX_RESCHEDULES),
// the new slot must be offered for the booking's fasting (422) and have a place (409).
import type { LabBooking, RescheduleLabBookingRequest } from '@arogya/contracts/labs';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { SLOT_FULL_MESSAGE } from './create-lab-booking.ts';
import { notifyLabBookingMoved } from './lab-booking-notifications.ts';
import { SlotFullError, StaleBookingError } from './lab-bookings.repository.ts';
import {
  CHANGE_REFUSAL_MESSAGES,
  changeRefusal,
  SLOT_REFUSAL_MESSAGES,
  slotInstant,
  slotRefusal,
} from './lab-rules.ts';
import type { LabsDeps } from './labs-deps.ts';
import { loadLabBooking, patientBooking } from './load-lab-booking.ts';

export async function rescheduleLabBooking(
  deps: LabsDeps,
  userId: string,
  id: string,
  to: z.output<typeof RescheduleLabBookingRequest>,
  now: Date,
): Promise<LabBooking> {
  const b = await patientBooking(deps, userId, id);
  const refusal = changeRefusal(b, now, 'reschedule');
  if (refusal) throw AppError.rule(CHANGE_REFUSAL_MESSAGES[refusal]);
  if (to.date === b.date && to.slot === b.slot) throw AppError.rule('This booking is already in that slot');
  const slotProblem = slotRefusal(to.date, to.slot, b.fastingHours, now);
  if (slotProblem) throw AppError.rule(SLOT_REFUSAL_MESSAGES[slotProblem]);
  const lab = await deps.labs.findLab(b.labId);
  if (!lab) throw AppError.notFound('Lab not found');
  try {
    const row = await deps.bookings.reschedule(
      b,
      { date: to.date, slot: to.slot, slotStartsAt: slotInstant(to.date, to.slot) },
      lab.collectionCapacityPerSlot,
      userId,
      now,
      (tx, moved) => notifyLabBookingMoved(deps.notify, tx, moved, now),
    );
    return loadLabBooking(deps, row, now);
  } catch (err) {
    if (err instanceof SlotFullError) throw AppError.conflict(SLOT_FULL_MESSAGE);
    if (violatedConstraint(err, '23514') === 'lab_slot_counters_capacity')
      throw AppError.conflict(SLOT_FULL_MESSAGE);
    if (err instanceof StaleBookingError)
      throw AppError.conflict('This booking has just changed. Please reload it.');
    throw err;
  }
}
