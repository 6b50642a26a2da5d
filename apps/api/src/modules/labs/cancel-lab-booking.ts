// The patient cancels a lab booking (POST /api/v1/labs/bookings/:id/cancel): free until
// LAB_CHANGE_CUTOFF_HOURS before the slot, never once the sample is collected (422); the slot's place is
// given back. Not the caller's booking: 404. A booking paid online is refunded through Razorpay,
// LAB_CANCEL_REFUND_PERCENT of the payment (docs/product-rules.md#payments); one still awaiting its payment
// is simply not paid.
import { LAB_CANCEL_REFUND_PERCENT } from '@arogya/contracts/constants';
import type { LabBooking } from '@arogya/contracts/labs';
import { AppError } from '../../lib/app-error.ts';
import { paidOnline, refundPayment } from '../payments/refund-payment.ts';
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
        paymentStatus: paymentStatusOnCancel(b.paymentStatus),
      },
      { actorId: userId, note },
      now,
    );
    await refundIfPaid(deps, row, LAB_CANCEL_REFUND_PERCENT, 'Booking cancelled.', now);
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

/** Refunds `percent` of the online payment of a cancelled booking, once (the payments module's unique index). */
export async function refundIfPaid(
  deps: LabsDeps,
  row: { paymentId: string | null; paymentStatus: string },
  percent: number,
  note: string,
  now: Date,
): Promise<void> {
  if (!row.paymentId || !paidOnline(row)) return;
  const payment = await deps.payments.find(row.paymentId);
  if (!payment) return;
  await refundPayment(
    deps.paymentsDeps,
    payment,
    {
      amountPaise: Math.round((payment.amountPaise * percent) / 100),
      reason: 'cancelled',
      initiatedBy: null,
      note,
    },
    now,
  );
}
