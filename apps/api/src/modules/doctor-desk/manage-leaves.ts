// The doctor's leave periods (IST dates, inclusive). A new leave may not start in the past nor overlap
// another, and may not cover booked appointments: those are cancelled or moved first.
import { randomUUID } from 'node:crypto';
import type { LeaveRequest } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { dayBounds, todayIn } from '../../lib/zoned-time.ts';
import { mapLeave } from '../doctors/doctor-mapper.ts';
import type { DoctorDeskDeps } from './doctor-desk-deps.ts';

export async function listLeaves(deps: DoctorDeskDeps, doctorId: string) {
  return (await deps.desk.listLeaves(doctorId)).map(mapLeave);
}

export async function addLeave(
  deps: DoctorDeskDeps,
  doctorId: string,
  input: z.output<typeof LeaveRequest>,
  now: Date,
) {
  if (input.startDate < todayIn(now)) throw AppError.rule('Leave cannot start in the past.');
  const booked = await deps.slots.countBooked(
    doctorId,
    dayBounds(input.startDate).start,
    dayBounds(input.endDate).end,
  );
  if (booked > 0) {
    throw AppError.rule(
      `You have ${booked} booked appointment${booked === 1 ? '' : 's'} in this period. Please cancel or reschedule ${booked === 1 ? 'it' : 'them'} first.`,
    );
  }
  try {
    const row = await deps.desk.insertLeave({
      id: randomUUID(),
      doctorId,
      startDate: input.startDate,
      endDate: input.endDate,
      reason: input.reason || null,
    });
    if (!row) throw new Error('leave insert returned nothing');
    return mapLeave(row);
  } catch (err) {
    if (violatedConstraint(err, PG_EXCLUSION_VIOLATION) === undefined) throw err;
    throw AppError.conflict('This leave overlaps another leave period.');
  }
}

export async function removeLeave(deps: DoctorDeskDeps, doctorId: string, leaveId: string) {
  if (!(await deps.desk.deleteLeave(doctorId, leaveId))) throw AppError.notFound('Leave not found');
}
