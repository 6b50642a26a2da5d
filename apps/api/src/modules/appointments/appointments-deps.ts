// What the booking operations use, built once in src/compose.ts from the app context. Consultations paid
// online refund through the payments module, which reaches appointments through the consultation payable.
import type { PaymentSummary } from '@arogya/contracts/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createDoctorsRepository, type DoctorsRepository } from '../doctors/doctors.repository.ts';
import type { Notify } from '../notifications/notify.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import { loadPaymentSummaries, mapPaymentSummary } from '../payments/payment-mapper.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../payments/payments-deps.ts';
import { createSlotsRepository, type SlotsRepository } from '../slots/slots.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import {
  type AppointmentRow,
  type AppointmentsRepository,
  createAppointmentsRepository,
} from './appointments.repository.ts';
import { createConsultationPayable, ONLINE_PAYMENT_STATUSES } from './consultation-payable.ts';

export type AppointmentsDeps = {
  db: Db;
  users: UsersRepository;
  doctors: DoctorsRepository;
  bookings: AppointmentsRepository;
  slots: SlotsRepository;
  audit: AuditLog;
  card: BookingCard;
  /** Whether this deployment takes online payment (Razorpay keys set). */
  online: boolean;
  payments: PaymentsRepository;
  paymentsDeps: PaymentsDeps;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
};

/** Who an online booking is for: the account holder ('self') or one of their family members. */
export type BookingPerson = {
  personKey: string;
  familyMemberId: string | null;
  name: string | null;
  age: number | null;
  sex: string | null;
};

/**
 * Family members and the health card as bookings use them (docs/product-rules.md#family-members-and-the-health-card),
 * handed in by src/compose.ts (health-card/appointment-card.ts) so this module imports neither. A free consultation
 * a cancelled appointment used goes back to the card by a database trigger, whoever cancels.
 */
export type BookingCard = {
  personFor(userId: string, forWhom: string | undefined, now: Date): Promise<BookingPerson>;
  /** Spends one of the person's free consultations for this appointment; false when none is left. */
  spendFreeConsultation(
    holder: { id: string; name: string },
    personKey: string,
    appointmentId: string,
    now: Date,
  ): Promise<boolean>;
  /** Gives back what `spendFreeConsultation` took, when the booking did not happen. */
  release(appointmentId: string, now: Date): Promise<void>;
  /** Whether the person has a free consultation left on a card live now (a quote: nothing is spent). */
  freeConsultationLeft(holder: { id: string; name: string }, personKey: string, now: Date): Promise<boolean>;
};

/** Desk and staff routes: bookings for the account holder, no card. */
export const NO_BOOKING_CARD: BookingCard = {
  async personFor(_userId, forWhom) {
    if (forWhom && forWhom !== 'self') throw AppError.rule('Bookings here are for the account holder only.');
    return { personKey: 'self', familyMemberId: null, name: null, age: null, sex: null };
  },
  spendFreeConsultation: async () => false,
  release: async () => {},
  freeConsultationLeft: async () => false,
};

export function createAppointmentsDeps(
  ctx: AppContext,
  card: BookingCard = NO_BOOKING_CARD,
): AppointmentsDeps {
  const db = ctx.database.db;
  const bookings = createAppointmentsRepository(db);
  const paymentsDeps = createPaymentsDeps(ctx, {
    appointment: createConsultationPayable(bookings, ctx.notifications.notify),
  });
  return {
    db,
    users: ctx.users,
    doctors: createDoctorsRepository(db),
    bookings,
    slots: createSlotsRepository(db),
    audit: createAuditLog(db),
    card,
    online: onlinePaymentOf(ctx.env) !== null,
    payments: paymentsDeps.payments,
    paymentsDeps,
    notify: ctx.notifications.notify,
  };
}

/** The online payment of each consultation paid online (the rest have none), for the mappers. */
export async function loadConsultationPayments(
  deps: AppointmentsDeps,
  rows: AppointmentRow[],
): Promise<Map<string, PaymentSummary>> {
  const online = rows.filter((r) => ONLINE_PAYMENT_STATUSES.includes(r.paymentStatus));
  const summaries = await loadPaymentSummaries(deps.payments, 'appointment', online);
  // A consult-now consultation was paid as its request (payable 'consult_request', consult-now's
  // consult-request-payable.ts): its payment is found by id.
  for (const row of online) {
    if (row.bookedVia !== 'instant' || !row.paymentId || summaries.get(row.id)?.reference) continue;
    const payment = await deps.payments.find(row.paymentId);
    if (payment?.payableKind !== 'consult_request') continue;
    summaries.set(row.id, mapPaymentSummary(row, [payment], await deps.payments.refundsOf([payment.id])));
  }
  return summaries;
}
