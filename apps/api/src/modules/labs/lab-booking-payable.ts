// A lab booking as something payable online (payments/payables.ts): its total from the database, paid once
// by a conditional update, released after PAYMENT_HOLD_MINUTES unpaid (cancelled, its slot's place given
// back), its refunds written to its timeline (docs/product-rules.md#payments).
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import type { Notify } from '../notifications/notify.ts';
import type { Payable, PayableAdapter } from '../payments/payables.ts';
import { notifyLabBookingConfirmed } from './lab-booking-notifications.ts';
import {
  createLabBookingsRepository,
  type LabBookingRow,
  type LabBookingsRepository,
} from './lab-bookings.repository.ts';

function state(row: LabBookingRow): Payable['state'] {
  if (row.paymentStatus === 'awaiting_payment' && row.status === 'booked') return 'awaiting';
  if (row.paymentId) return 'paid';
  return 'closed';
}

export function createLabBookingPayable(bookings: LabBookingsRepository, notify: Notify): PayableAdapter {
  return {
    kind: 'lab_booking',
    async load(id) {
      const row = await bookings.find(id);
      if (row?.paymentMethod !== 'online') return undefined;
      return {
        kind: 'lab_booking',
        id: row.id,
        userId: row.userId,
        reference: row.orderNumber,
        amountPaise: row.totalPaise,
        description: `Lab booking ${row.orderNumber}`,
        state: state(row),
        paymentStatus: row.paymentStatus as OrderPaymentStatus,
        holdExpiresAt: row.holdExpiresAt,
      };
    },
    // In the transaction that captures the attempt (payments/settle-payment.ts).
    // In the settle transaction; paid, the booking is confirmed (its messages written with it).
    async markPaid(id, payment, now, tx) {
      const repo = createLabBookingsRepository(tx);
      const result = await repo.markPaid(id, payment.id, now);
      const row = result === 'paid' ? await repo.find(id) : undefined;
      if (row) await notifyLabBookingConfirmed(notify, tx, row, now);
      return result;
    },
    listExpired: (now, limit) => bookings.expiredHolds(now, limit),
    release: (id, now) =>
      bookings.releaseHold(
        id,
        `Cancelled: payment was not received within ${PAYMENT_HOLD_MINUTES} minutes, so the slot was released`,
        now,
      ),
    // On the transaction handed in (payments/refund-payment.ts applyRefundOutcome).
    setPaymentStatus: (id, status, now, tx) =>
      createLabBookingsRepository(tx).setPaymentStatus(id, status, now),
    tell: (id, note, tx) => createLabBookingsRepository(tx).addNote(id, note, new Date()),
  };
}
