// Cancels a booked appointment up to the cutoff before its start (an instant consultation: until its call is
// answered); the slot is bookable again at once
// because the exclusion constraints only cover booked and completed appointments. A consultation paid online
// is refunded through Razorpay, APPOINTMENT_CANCEL_REFUND_PERCENT of the payment, whoever cancels inside the
// window; one still awaiting its payment is simply not paid (docs/product-rules.md#payments).
import type { CancelRequest } from '@arogya/contracts/appointments';
import {
  APPOINTMENT_CANCEL_REFUND_PERCENT,
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
} from '@arogya/contracts/constants';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { paidOnline, refundPayment } from '../payments/refund-payment.ts';
import { loadVisibleAppointment, viewerOf } from './appointment-access.ts';
import { changeAllowed, mapAppointmentDetail } from './appointment-mapper.ts';
import { type AppointmentsDeps, loadConsultationPayments } from './appointments-deps.ts';

/**
 * An instant consultation ("consult now") is cancelled by its patient while no call of it was answered, at
 * any time (the doctor did not pick up, or the patient changed their mind): refunded in full like any
 * cancelled paid consultation. Once the doctor answered, it was given.
 */
async function cancelInstant(
  deps: AppointmentsDeps,
  user: Actor,
  role: string,
  row: { id: string; instantAnswered: boolean },
  reason: string | null,
) {
  if (role !== 'patient') throw AppError.rule('An instant consultation is cancelled by its patient.');
  if (row.instantAnswered) {
    throw AppError.rule('Your doctor answered this consultation’s call, so it can no longer be cancelled.');
  }
  if (!(await deps.bookings.cancelUnansweredInstant(row.id, user.id, reason)))
    throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
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
  if (row.bookedVia === 'instant') {
    await cancelInstant(deps, user, role, row, input.reason || null);
  } else {
    if (!changeAllowed(row.status, row.startsAt, now)) {
      throw AppError.rule(
        `Appointments can be cancelled up to ${APPOINTMENT_CHANGE_CUTOFF_HOURS} hour before the start.`,
      );
    }
    const earliest = new Date(now.getTime() + APPOINTMENT_CHANGE_CUTOFF_HOURS * 3_600_000);
    const cancelled = await deps.bookings.cancel(row.id, user.id, input.reason || null, earliest);
    if (!cancelled)
      throw AppError.conflict('This appointment was changed at the same time. Please reload and try again.');
  }
  if (row.paymentStatus === 'awaiting_payment') await deps.bookings.setPaymentStatus(row.id, 'not_paid', now);
  if (paidOnline(row) && row.paymentId) {
    const payment = await deps.payments.find(row.paymentId);
    if (payment) {
      await refundPayment(
        deps.paymentsDeps,
        payment,
        {
          amountPaise: Math.round((payment.amountPaise * APPOINTMENT_CANCEL_REFUND_PERCENT) / 100),
          reason: 'cancelled',
          initiatedBy: null,
          note: 'Appointment cancelled.',
        },
        now,
      );
    }
  }
  const updated = await deps.bookings.findById(row.id);
  if (!updated) throw AppError.notFound('Appointment not found');
  const payments = await loadConsultationPayments(deps, [updated]);
  return mapAppointmentDetail(updated, now, role, payments.get(updated.id) ?? null);
}
