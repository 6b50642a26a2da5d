// What the booking operations use, built once per route plugin from the app context.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createDoctorsRepository, type DoctorsRepository } from '../doctors/doctors.repository.ts';
import { createSlotsRepository, type SlotsRepository } from '../slots/slots.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { type AppointmentsRepository, createAppointmentsRepository } from './appointments.repository.ts';

export type AppointmentsDeps = {
  db: Db;
  users: UsersRepository;
  doctors: DoctorsRepository;
  bookings: AppointmentsRepository;
  slots: SlotsRepository;
  audit: AuditLog;
  card: BookingCard;
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
 * handed in by app.ts (health-card/appointment-card.ts) so this module imports neither. A free consultation
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
};

/** Desk and staff routes: bookings for the account holder, no card. */
export const NO_BOOKING_CARD: BookingCard = {
  async personFor(_userId, forWhom) {
    if (forWhom && forWhom !== 'self') throw AppError.rule('Bookings here are for the account holder only.');
    return { personKey: 'self', familyMemberId: null, name: null, age: null, sex: null };
  },
  spendFreeConsultation: async () => false,
  release: async () => {},
};

export function createAppointmentsDeps(
  ctx: AppContext,
  card: BookingCard = NO_BOOKING_CARD,
): AppointmentsDeps {
  const db = ctx.database.db;
  return {
    db,
    users: ctx.users,
    doctors: createDoctorsRepository(db),
    bookings: createAppointmentsRepository(db),
    slots: createSlotsRepository(db),
    audit: createAuditLog(db),
    card,
  };
}
