// Cancels a booked appointment up to the cutoff before its start (an instant consultation: until its call is
// answered); the slot is bookable again at once
// because the exclusion constraints only cover booked and completed appointments. A consultation paid online
// is refunded through Razorpay, APPOINTMENT_CANCEL_REFUND_PERCENT of the payment, whoever cancels inside the
// window; one still awaiting its payment is simply not paid (docs/product-rules.md#payments). The
// cancellation and its refund's reservation are one transaction (payments/refund-payment.ts#reserveRefund),
// the refund sent after the commit.
import type { CancelRequest } from '@arogya/contracts/appointments';
import {
  APPOINTMENT_CANCEL_REFUND_PERCENT,
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
} from '@arogya/contracts/constants';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, paidOnline, reserveRefund } from '../payments/refund-payment.ts';
import { loadVisibleAppointment, viewerOf } from './appointment-access.ts';
import { changeAllowed, mapAppointmentDetail } from './appointment-mapper.ts';
import { notifyAppointmentCancelled } from './appointment-notifications.ts';
import { type AppointmentsRepository, createAppointmentsRepository } from './appointments.repository.ts';
import { type AppointmentsDeps, loadConsultationPayments } from './appointments-deps.ts';

/**
 * An instant consultation ("consult now") is cancelled by its patient while no call of it was answered, at
 * any time (the doctor did not pick up, or the patient changed their mind): refunded in full like any
 * cancelled paid consultation. Once the doctor answered, it was given.
 */
async function cancelInstant(
  bookings: AppointmentsRepository,
  user: Actor,
  role: string,
  row: { id: string; instantAnswered: boolean },
  reason: string | null,
) {
  if (role !== 'patient') throw AppError.rule('An instant consultation is cancelled by its patient.');
  if (row.instantAnswered) {
    throw AppError.rule('Your doctor answered this consultation’s call, so it can no longer be cancelled.');
  }
  const cancelled = await bookings.cancelUnansweredInstant(row.id, user.id, reason);
  if (!cancelled)
    throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
  return cancelled;
}

export async function cancelAppointment(
  deps: AppointmentsDeps,
  user: Actor,
  input: z.output<typeof CancelRequest>,
  now: Date,
) {
  const viewer = await viewerOf(deps, user);
  const { row, role } = await loadVisibleAppointment(deps, viewer, input.appointmentId);
  if (row.status !== 'booked') throw AppError.rule('Only a booked appointment can be cancelled.');
  if (row.bookedVia !== 'instant' && !changeAllowed(row.status, row.startsAt, now)) {
    throw AppError.rule(
      `Appointments can be cancelled up to ${APPOINTMENT_CHANGE_CUTOFF_HOURS} hour before the start.`,
    );
  }
  const request = { reason: 'cancelled' as const, initiatedBy: null, note: 'Appointment cancelled.' };
  // The cancellation and its refund's reservation are one transaction: a crash leaves the consultation
  // either booked and paid, or cancelled with its refund on record (sent now, or by the payments job).
  const done = await deps.db.transaction(async (tx) => {
    const bookings = createAppointmentsRepository(tx);
    const earliest = new Date(now.getTime() + APPOINTMENT_CHANGE_CUTOFF_HOURS * 3_600_000);
    // Its payment as it stands now (a payment arriving since it was read is refunded too).
    const cancelled =
      row.bookedVia === 'instant'
        ? await cancelInstant(bookings, user, role, row, input.reason || null)
        : await bookings.cancel(row.id, user.id, input.reason || null, earliest);
    if (!cancelled)
      throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
    if (cancelled.paymentStatus === 'awaiting_payment')
      await bookings.setPaymentStatus(row.id, 'not_paid', now);
    // Told only of an appointment that had been confirmed (one still awaiting its payment never was).
    if (cancelled.paymentStatus !== 'awaiting_payment')
      await notifyAppointmentCancelled(deps.notify, tx, row, now);
    if (!paidOnline(cancelled) || !cancelled.paymentId) return undefined;
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(cancelled.paymentId);
    if (!payment) return undefined;
    const amountPaise = Math.round((payment.amountPaise * APPOINTMENT_CANCEL_REFUND_PERCENT) / 100);
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise },
      now,
    );
    return reserved?.fresh ? { payment, refund: reserved.refund } : undefined;
  });
  if (done) await completeRefund(deps.paymentsDeps, done.payment, done.refund, request, now);
  const updated = await deps.bookings.findById(row.id);
  if (!updated) throw AppError.notFound('Appointment not found');
  const payments = await loadConsultationPayments(deps, [updated]);
  return mapAppointmentDetail(updated, now, role, payments.get(updated.id) ?? null);
}
