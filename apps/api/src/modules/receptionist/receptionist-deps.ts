// What the receptionist's desk operations use, built once per route plugin.
import type { AppContext } from '../../lib/context.ts';
import { type AppointmentsDeps, createAppointmentsDeps } from '../appointments/appointments-deps.ts';
import { createReceptionistRepository, type ReceptionistRepository } from './receptionist.repository.ts';

export type ReceptionistDeps = AppointmentsDeps & { desk: ReceptionistRepository };

export function createReceptionistDeps(ctx: AppContext): ReceptionistDeps {
  return { ...createAppointmentsDeps(ctx), desk: createReceptionistRepository(ctx.database.db) };
}
