// What the booking operations use, built once per route plugin from the app context.
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createDoctorsRepository, type DoctorsRepository } from '../doctors/doctors.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { type BookingsRepository, createBookingsRepository } from './bookings.repository.ts';

export type BookingDeps = {
  db: Db;
  users: UsersRepository;
  doctors: DoctorsRepository;
  bookings: BookingsRepository;
  audit: AuditLog;
};

export function createBookingDeps(ctx: AppContext): BookingDeps {
  const db = ctx.database.db;
  return {
    db,
    users: ctx.users,
    doctors: createDoctorsRepository(db),
    bookings: createBookingsRepository(db),
    audit: createAuditLog(db),
  };
}
