// What the booking operations use, built once per route plugin from the app context.
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createDoctorsRepository, type DoctorsRepository } from '../doctors/doctors.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { type AppointmentsRepository, createAppointmentsRepository } from './appointments.repository.ts';

export type AppointmentsDeps = {
  db: Db;
  users: UsersRepository;
  doctors: DoctorsRepository;
  bookings: AppointmentsRepository;
  audit: AuditLog;
};

export function createAppointmentsDeps(ctx: AppContext): AppointmentsDeps {
  const db = ctx.database.db;
  return {
    db,
    users: ctx.users,
    doctors: createDoctorsRepository(db),
    bookings: createAppointmentsRepository(db),
    audit: createAuditLog(db),
  };
}
