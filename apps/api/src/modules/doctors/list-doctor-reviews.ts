// A doctor's reviews, newest first; each names its author by first name and last initial.
import { AppError } from '../../lib/app-error.ts';
import { mapReview } from './doctor-mapper.ts';
import { type DoctorDeps, paginationOf } from './doctors-deps.ts';

export async function listDoctorReviews(deps: DoctorDeps, id: string, page: { page: number; limit: number }) {
  if (!(await deps.doctors.exists(id))) throw AppError.notFound('Doctor not found');
  const { rows, total } = await deps.social.reviews(id, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  return { result: rows.map(mapReview), pagination: paginationOf(page.page, page.limit, total) };
}
