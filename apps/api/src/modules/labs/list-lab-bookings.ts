// GET /api/v1/labs/bookings: the signed-in patient's lab bookings, newest first; filter upcoming (not yet
// reported or cancelled), completed (report ready) or cancelled. Items carry the spec's order item fields.
import type { LabBookingListQuery } from '@arogya/contracts/labs';
import type { z } from 'zod';
import { type LabsDeps, pageOf, paginationOf } from './labs-deps.ts';
import { loadLabBookings } from './load-lab-booking.ts';

const STATUSES = {
  all: undefined,
  upcoming: ['booked', 'phlebotomist_assigned', 'sample_collected', 'processing'],
  completed: ['report_ready'],
  cancelled: ['cancelled'],
} as const;

export async function listLabBookings(
  deps: LabsDeps,
  userId: string,
  query: z.output<typeof LabBookingListQuery>,
  now: Date,
) {
  const { rows, total } = await deps.bookings.list(
    { userId, statuses: STATUSES[query.filter], member: query.member },
    'newest',
    pageOf(query.page, query.limit),
  );
  return {
    result: await loadLabBookings(deps, rows, now),
    pagination: paginationOf(query.page, query.limit, total),
  };
}
