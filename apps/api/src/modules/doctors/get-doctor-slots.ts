// A doctor's bookable slots for a range of IST dates (default: today and the next 7 days, at most 14).
// The desk asks for them without the advance window (walk-ins) and only for its own clinic's doctors.
import { TIME_ZONE } from '@arogya/contracts/constants';
import {
  type ConsultationType,
  type DoctorSlots,
  SLOTS_DEFAULT_DAYS,
  SLOTS_MAX_DAYS,
  type SlotsQuery,
  WEEKDAYS,
} from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { addDays, daysBetween, todayIn } from '../../lib/zoned-time.ts';
import { loadSlotDays, type SlotRepos } from '../slots/load-slot-days.ts';
import type { DoctorsRepository } from './doctors.repository.ts';

export type SlotsOptions = {
  /** Walk-ins at the desk: slots inside the doctor's booking-advance window are offered too. */
  ignoreAdvance?: boolean;
  /** Only a doctor of this clinic is found (the desk's own clinic); any other is a 404. */
  clinicId?: string;
};

export async function getDoctorSlots(
  deps: SlotRepos & { doctors: Pick<DoctorsRepository, 'findForBooking'> },
  id: string,
  query: z.output<typeof SlotsQuery>,
  now: Date,
  opts: SlotsOptions = {},
): Promise<DoctorSlots> {
  const doctor = await deps.doctors.findForBooking(id);
  if (!doctor || (opts.clinicId !== undefined && doctor.clinicId !== opts.clinicId)) {
    throw AppError.notFound('Doctor not found');
  }
  const from = query.from ?? todayIn(now);
  const to = query.to ?? addDays(from, SLOTS_DEFAULT_DAYS - 1);
  if (daysBetween(from, to) < 0) {
    throw AppError.invalid('to must not be before from', [
      { field: 'to', message: 'Must not be before from' },
    ]);
  }
  if (daysBetween(from, to) >= SLOTS_MAX_DAYS) {
    throw AppError.invalid(`At most ${SLOTS_MAX_DAYS} days at a time`, [
      { field: 'to', message: `At most ${SLOTS_MAX_DAYS} days after from` },
    ]);
  }
  const days = await loadSlotDays(deps, doctor, { from, to }, now, { ignoreAdvance: opts.ignoreAdvance });
  return {
    doctorId: doctor.id,
    timeZone: TIME_ZONE,
    bookingBeforeTime: doctor.bookingBeforeHours,
    consultationTypes: doctor.consultationTypes as ConsultationType[],
    days: days.map((d) => ({
      date: d.date,
      weekday: d.weekday,
      day: WEEKDAYS[d.weekday] ?? '',
      onLeave: d.onLeave,
      slots: d.slots
        .filter((s) => s.status === 'available' || s.status === 'booked')
        .map((s) => ({
          date: s.date,
          start: s.start,
          end: s.end,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
          status: s.status as 'available' | 'booked',
        })),
    })),
  };
}
