// A doctor of the desk's clinic, their slots for walk-ins: like the public slots, but without the
// doctor's booking-advance window (the desk booking skips it too); past, booked and leave still apply.
import type { DoctorSlots, SlotsQuery } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { getDoctorSlots } from '../doctors/get-doctor-slots.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';

export function getDeskSlots(
  deps: ReceptionistDeps,
  clinicId: string,
  doctorId: string,
  query: z.output<typeof SlotsQuery>,
  now: Date,
): Promise<DoctorSlots> {
  return getDoctorSlots(deps, doctorId, query, now, { clinicId, ignoreAdvance: true });
}
