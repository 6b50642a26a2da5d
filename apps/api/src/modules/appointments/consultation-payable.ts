// A consultation (an appointment) as something payable online (payments/payables.ts): the fee less the
// health card's line, from the database; paid once by a conditional update; released after
// PAYMENT_HOLD_MINUTES unpaid (cancelled, its slot bookable again) (docs/product-rules.md#payments).
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import type { Notify } from '../notifications/notify.ts';
import type { Payable, PayableAdapter } from '../payments/payables.ts';
import { notifyAppointmentConfirmed } from './appointment-notifications.ts';
import {
  type AppointmentRow,
  type AppointmentsRepository,
  createAppointmentsRepository,
} from './appointments.repository.ts';

/** Statuses of a consultation paid online (the others: nothing to pay online, or paid at the clinic). */
export const ONLINE_PAYMENT_STATUSES = [
  'awaiting_payment',
  'paid',
  'not_paid',
  'refund_pending',
  'refunded',
  'refund_failed',
];

function state(row: AppointmentRow): Payable['state'] {
  if (row.paymentStatus === 'awaiting_payment' && row.status === 'booked') return 'awaiting';
  if (row.paymentId) return 'paid';
  return 'closed';
}

export function createConsultationPayable(bookings: AppointmentsRepository, notify: Notify): PayableAdapter {
  return {
    kind: 'appointment',
    async load(id) {
      const row = await bookings.findById(id);
      if (!row || !ONLINE_PAYMENT_STATUSES.includes(row.paymentStatus)) return undefined;
      return {
        kind: 'appointment',
        id: row.id,
        userId: row.patientId,
        // The booking number the patient quotes (APT-2026-001207), as orders and lab bookings give theirs.
        reference: row.bookingNumber,
        amountPaise: row.feePaise - row.cardBenefitPaise,
        description: `Consultation with Dr. ${row.doctorName}`,
        state: state(row),
        paymentStatus: row.paymentStatus as OrderPaymentStatus,
        holdExpiresAt: row.holdExpiresAt,
      };
    },
    // In the transaction that captures the attempt (payments/settle-payment.ts); paid, it is confirmed.
    async markPaid(id, payment, now, tx) {
      const repo = createAppointmentsRepository(tx);
      const result = await repo.markPaid(id, payment.id, now);
      const row = result === 'paid' ? await repo.findById(id) : undefined;
      if (row) await notifyAppointmentConfirmed(notify, tx, row, now);
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
      createAppointmentsRepository(tx).setPaymentStatus(id, status, now),
    // An appointment has no timeline: My Appointments shows the payment status, which setPaymentStatus keeps.
    async tell() {},
  };
}
