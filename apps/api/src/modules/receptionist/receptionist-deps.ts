// What the receptionist's desk operations use, built once per route plugin.
import type { AppContext } from '../../lib/context.ts';
import { type BookingDeps, createBookingDeps } from '../bookings/booking-deps.ts';
import { createReceptionistRepository, type ReceptionistRepository } from './receptionist.repository.ts';

export type ReceptionistDeps = BookingDeps & { desk: ReceptionistRepository };

export function createReceptionistDeps(ctx: AppContext): ReceptionistDeps {
  return { ...createBookingDeps(ctx), desk: createReceptionistRepository(ctx.database.db) };
}
