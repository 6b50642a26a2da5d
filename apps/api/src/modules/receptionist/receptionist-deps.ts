// What the receptionist's desk operations use, built once in src/compose.ts.
import type { AppContext } from '../../lib/context.ts';
import {
  type AppointmentsDeps,
  type BookingCard,
  createAppointmentsDeps,
} from '../appointments/appointments-deps.ts';
import { createFamilyRepository, type FamilyRepository } from '../family/family.repository.ts';
import { createReceptionistRepository, type ReceptionistRepository } from './receptionist.repository.ts';

export type ReceptionistDeps = AppointmentsDeps & { desk: ReceptionistRepository; family: FamilyRepository };

/** `card` says who a desk booking is for (a patient's family member); desk bookings spend no card benefit. */
export function createReceptionistDeps(ctx: AppContext, card?: BookingCard): ReceptionistDeps {
  return {
    ...createAppointmentsDeps(ctx, card),
    desk: createReceptionistRepository(ctx.database.db),
    family: createFamilyRepository(ctx.database.db),
  };
}
