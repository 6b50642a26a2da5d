// Favourite doctors, stored per signed-in user (docs/product-rules.md#nothing-shown-is-invented).
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapDoctorCard } from './doctor-mapper.ts';
import type { DoctorDeps } from './doctors-deps.ts';

export async function listFavouriteDoctors(deps: DoctorDeps, userId: string, now: Date) {
  const rows = await deps.doctors.favourites(userId, todayIn(now));
  return rows.map(mapDoctorCard);
}

export async function setFavouriteDoctor(
  deps: DoctorDeps,
  userId: string,
  doctorId: string,
  favourite: boolean,
) {
  if (!(await deps.doctors.exists(doctorId))) throw AppError.notFound('Doctor not found');
  if (favourite) await deps.social.addFavourite(userId, doctorId);
  else await deps.social.removeFavourite(userId, doctorId);
  return { doctorId, favourite };
}
