// POST /api/v1/labs/desk/bookings/:id/status: the lab moves its booking on. booked -> phlebotomist
// assigned (through /phlebotomist) -> sample collected (with the tube's barcode; payment taken at
// collection) -> processing -> report ready (every parameter entered and the PDF uploaded), or cancelled
// with a reason the patient sees (never once the report is ready; a booking paid online is refunded in
// full). A booking still awaiting its online payment is not worked on yet, and no sample is collected,
// processed or reported before the day its collection is booked for (lab-rules.ts `beforeCollectionDay`).
// Else 422; a barcode already used by this lab 409; not its booking 404.
import type { LabDeskBooking, LabStatusRequest } from '@arogya/contracts/labs';
import { LAB_BOOKING_STATUS_LABELS } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { cancelAndRefund } from '../labs/cancel-lab-booking.ts';
import { notifyLabBookingStatus } from '../labs/lab-booking-notifications.ts';
import { StaleBookingError } from '../labs/lab-bookings.repository.ts';
import { beforeCollectionDay, canMoveTo } from '../labs/lab-rules.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';
import { missingCount, resultSheet } from '../labs/result-sheet.ts';
import { loadDeskBooking } from './load-desk-booking.ts';

export const AWAITING_PAYMENT =
  'This booking is awaiting its online payment. It can be worked on once paid (or is released if unpaid).';

export async function advanceLabBooking(
  deps: LabsDeps,
  user: Actor,
  id: string,
  input: z.output<typeof LabStatusRequest>,
  now: Date,
): Promise<LabDeskBooking> {
  const { row } = await labBooking(deps, user, id);
  if (row.paymentStatus === 'awaiting_payment' && input.status !== 'cancelled') {
    throw AppError.rule(AWAITING_PAYMENT);
  }
  if (!canMoveTo(row.status, input.status)) {
    const from =
      LAB_BOOKING_STATUS_LABELS[row.status as keyof typeof LAB_BOOKING_STATUS_LABELS] ?? row.status;
    const hint =
      row.status === 'booked' && input.status === 'sample_collected' ? ' Assign a phlebotomist first.' : '';
    throw AppError.rule(
      `A booking that is ${from.toLowerCase()} cannot be moved to ${input.status.replace('_', ' ')}.${hint}`,
    );
  }
  const early = beforeCollectionDay(row, input.status, now);
  if (early) throw AppError.rule(early);
  let set: Parameters<LabsDeps['bookings']['transition']>[1];
  let note: string | null = null;
  switch (input.status) {
    case 'sample_collected':
      set = {
        status: input.status,
        sampleBarcode: input.barcode,
        sampleCollectedAt: now,
        paymentStatus: row.paymentMethod === 'online' ? row.paymentStatus : 'paid',
      };
      note = `Barcode ${input.barcode}`;
      break;
    case 'processing':
      set = { status: input.status };
      break;
    case 'report_ready': {
      const missing = missingCount(await resultSheet(deps, row));
      if (missing > 0) throw AppError.rule(`Enter every result first: ${missing} still missing`);
      if (!row.reportFileKey) throw AppError.rule('Upload the signed report PDF first');
      set = { status: input.status, reportReadyAt: now };
      break;
    }
    case 'cancelled':
      set = {
        status: input.status,
        cancelReason: input.reason,
        cancelledBy: 'lab',
        cancelledAt: now,
        paymentStatus:
          row.paymentMethod === 'online'
            ? row.paymentStatus === 'awaiting_payment'
              ? 'not_paid'
              : row.paymentStatus
            : row.paymentStatus === 'paid'
              ? 'refunded'
              : 'void',
      };
      note = input.reason;
      break;
  }
  try {
    if (input.status === 'cancelled') {
      // The cancellation and its full refund's reservation are one transaction (cancel-lab-booking.ts).
      const cancelled = await cancelAndRefund(
        deps,
        row,
        set,
        { actorId: user.id, note },
        { percent: 100, note: `Cancelled by the lab: ${input.reason}.` },
        now,
      );
      return loadDeskBooking(deps, (await deps.bookings.find(id)) ?? cancelled, now);
    }
    const updated = await deps.bookings.transition(row, set, { actorId: user.id, note }, now, (tx, changed) =>
      notifyLabBookingStatus(deps.notify, tx, changed),
    );
    return loadDeskBooking(deps, updated, now);
  } catch (err) {
    if (err instanceof StaleBookingError)
      throw AppError.conflict('This booking has just changed. Please reload it.');
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'lab_bookings_barcode_unique') {
      throw AppError.conflict('This barcode is already on another sample of your lab');
    }
    throw err;
  }
}
