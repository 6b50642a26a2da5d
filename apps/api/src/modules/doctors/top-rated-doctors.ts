// Doctors with the best average rating from real reviews (doctors with no review are not ranked).
import { todayIn } from '../../lib/zoned-time.ts';
import { mapDoctorCard } from './doctor-mapper.ts';
import type { DoctorDeps } from './doctors-deps.ts';

export async function topRatedDoctors(deps: DoctorDeps, limit: number, now: Date) {
  const rows = await deps.doctors.topRated(todayIn(now), limit);
  return rows.map(mapDoctorCard);
}
