// The patient cancels a lab booking (POST /api/v1/labs/bookings/:id/cancel): free until
// LAB_CHANGE_CUTOFF_HOURS before the slot, never once the sample is collected (422); the slot's place is
// given back. Not the caller's booking: 404. A booking paid online is refunded through Razorpay,
// LAB_CANCEL_REFUND_PERCENT of the payment (docs/product-rules.md#payments); one still awaiting its payment
// is simply not paid. The cancellation and its refund's reservation are one transaction
// (payments/refund-payment.ts#reserveRefund), the refund sent after the commit.
import { LAB_CANCEL_REFUND_PERCENT } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, paidOnline, reserveRefund } from '../payments/refund-payment.ts';
import { notifyLabBookingStatus } from './lab-booking-notifications.ts';
import {
  createLabBookingsRepository,
  type LabBookingRow,
  StaleBookingError,
} from './lab-bookings.repository.ts';
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
    const row = await cancelAndRefund(
      deps,
      b,
      {
        status: 'cancelled',
        cancelReason: note,
        cancelledBy: 'patient',
        cancelledAt: now,
        paymentStatus: paymentStatusOnCancel(b.paymentStatus),
      },
      { actorId: userId, note },
      { percent: LAB_CANCEL_REFUND_PERCENT, note: 'Booking cancelled.' },
      now,
    );
    return loadLabBooking(deps, (await deps.bookings.find(id)) ?? row, now);
  } catch (err) {
    if (err instanceof StaleBookingError)
      throw AppError.conflict('This booking has just changed. Please reload it.');
    throw err;
  }
}

/** What a cancellation leaves of the money: a paid booking stays paid until its refund starts. */
export function paymentStatusOnCancel(status: string): string {
  if (status === 'awaiting_payment') return 'not_paid';
  if (status === 'pending') return 'void';
  return status;
}

/**
 * Cancels a booking (`set`, a transition from its current status) and reserves the refund of `percent` of
 * its online payment, if paid, in one transaction: a crash leaves it either not cancelled and paid, or
 * cancelled with its refund on record. The refund is sent after the commit (or by the payments job when the
 * process dies first); a cause refunded before is not refunded again (the payments module's unique index).
 * StaleBookingError when the booking changed meanwhile (nothing written).
 */
export async function cancelAndRefund(
  deps: LabsDeps,
  b: LabBookingRow,
  set: Parameters<LabsDeps['bookings']['transition']>[1],
  event: { actorId: string; note: string | null },
  refund: { percent: number; note: string },
  now: Date,
): Promise<LabBookingRow> {
  const request = { reason: 'cancelled' as const, initiatedBy: null, note: refund.note };
  const done = await deps.db.transaction(async (tx) => {
    const row = await createLabBookingsRepository(tx).transition(b, set, event, now, (inTx, changed) =>
      notifyLabBookingStatus(deps.notify, inTx, changed),
    );
    if (!row.paymentId || !paidOnline(row)) return { row };
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(row.paymentId);
    if (!payment) return { row };
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise: Math.round((payment.amountPaise * refund.percent) / 100) },
      now,
    );
    return { row, payment, reserved };
  });
  const { row, payment, reserved } = done;
  if (payment && reserved?.fresh)
    await completeRefund(deps.paymentsDeps, payment, reserved.refund, request, now);
  return row;
}
