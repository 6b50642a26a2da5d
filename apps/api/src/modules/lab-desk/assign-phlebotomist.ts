// POST /api/v1/labs/desk/bookings/:id/phlebotomist: the lab names who will collect (or someone else, before
// collection). Only its own bookings (404); not once the sample is collected or the booking is cancelled (422).
import type { AssignPhlebotomistRequest, LabDeskBooking } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { StaleBookingError } from '../labs/lab-bookings.repository.ts';
import { canMoveTo } from '../labs/lab-rules.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';
import { AWAITING_PAYMENT } from './advance-lab-booking.ts';
import { loadDeskBooking } from './load-desk-booking.ts';

export async function assignPhlebotomist(
  deps: LabsDeps,
  user: Actor,
  id: string,
  input: z.output<typeof AssignPhlebotomistRequest>,
  now: Date,
): Promise<LabDeskBooking> {
  const { row } = await labBooking(deps, user, id);
  if (row.paymentStatus === 'awaiting_payment') throw AppError.rule(AWAITING_PAYMENT);
  if (!canMoveTo(row.status, 'phlebotomist_assigned')) {
    throw AppError.rule('A phlebotomist can be assigned only before the sample is collected');
  }
  try {
    const updated = await deps.bookings.transition(
      row,
      { status: 'phlebotomist_assigned', phlebotomistName: input.name, phlebotomistPhone: input.phone },
      { actorId: user.id, note: `${input.name}, +91 ${input.phone}` },
      now,
    );
    return loadDeskBooking(deps, updated, now);
  } catch (err) {
    if (err instanceof StaleBookingError)
      throw AppError.conflict('This booking has just changed. Please reload it.');
    throw err;
  }
}
