// One doctor in the details shape (docs/screens.md#shapes-the-pages-read plus the real fields): 'Doctor not
// found' otherwise.
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapDoctorDetail } from './doctor-mapper.ts';
import type { DoctorDeps } from './doctors-deps.ts';

export async function getDoctor(deps: DoctorDeps, id: string, now: Date) {
  const today = todayIn(now);
  const row = await deps.doctors.findDetail(id, today);
  if (!row) throw AppError.notFound('Doctor not found');
  const [schedule, leaves] = await Promise.all([deps.doctors.schedule(id), deps.doctors.leaves(id, today)]);
  return mapDoctorDetail(row, schedule, leaves);
}
