// The doctor sets their weekly hours (and optionally the booking-advance hours). Booked appointments
// outside the new hours are kept: they are honoured, only new bookings follow the new hours.
import { DEFAULT_SLOT_MINUTES } from '@arogya/contracts/constants';
import type { UpdateScheduleRequest } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { clockToMinutes } from '../../lib/zoned-time.ts';
import { mapSchedule } from '../doctors/doctor-mapper.ts';
import type { DoctorDeskDeps } from './doctor-desk-deps.ts';

export async function updateSchedule(
  deps: DoctorDeskDeps,
  doctorId: string,
  input: z.output<typeof UpdateScheduleRequest>,
) {
  const rows = input.schedule.map((r) => ({
    weekday: r.weekday,
    startMinute: clockToMinutes(r.start),
    endMinute: clockToMinutes(r.end),
    slotMinutes: r.slotMinutes ?? DEFAULT_SLOT_MINUTES,
  }));
  try {
    await deps.desk.replaceSchedule(doctorId, rows, input.bookingBeforeTime);
  } catch (err) {
    if (violatedConstraint(err, PG_EXCLUSION_VIOLATION) === undefined) throw err;
    throw AppError.invalid('Working hours overlap on the same day', [
      { field: 'schedule', message: 'Working hours overlap on the same day' },
    ]);
  }
  const doctor = await deps.doctors.findForBooking(doctorId, { unlisted: true });
  return {
    schedule: mapSchedule(await deps.doctors.schedule(doctorId)),
    bookingBeforeTime: doctor?.bookingBeforeHours ?? 0,
  };
}
