// GET /api/v1/users/lab: the signed-in lab user's lab and one day's collections (default today, IST) by
// slot with each slot's capacity and places taken, and the day's bookings per status. Only its own
// bookings; a lab account without a lab is refused (403). Each patient's booking shown is an audited
// staff read.
import { LAB_BOOKING_STATUSES, type LabDesk, type LabDeskQuery } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapLab } from '../labs/lab-mapper.ts';
import { SLOT_STARTS, slotEnd } from '../labs/lab-rules.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labOf, loadLabBookings } from '../labs/load-lab-booking.ts';

const DAY_LIMIT = 1000;

export async function getLabDesk(
  deps: LabsDeps,
  user: Actor,
  query: z.output<typeof LabDeskQuery>,
  now: Date,
): Promise<LabDesk> {
  const lab = await labOf(deps, user);
  const date = query.date ?? todayIn(now);
  const [{ rows }, counters, pinCodes] = await Promise.all([
    deps.bookings.list({ labId: lab.id, date }, 'slot', { limit: DAY_LIMIT, offset: 0 }),
    deps.bookings.counters(lab.id, [date]),
    deps.labs.pinCodesOf(lab.id),
  ]);
  const bookings = await loadLabBookings(deps, rows, now);
  await deps.audit.record(
    rows.map((r) => ({
      actor: user,
      action: 'lab_bookings.list',
      subjectUserId: r.userId,
      resourceType: 'lab_booking',
      resourceId: r.id,
      meta: { date },
    })),
  );
  const shown = query.status ? bookings.filter((b) => b.status === query.status) : bookings;
  const counts = Object.fromEntries(
    LAB_BOOKING_STATUSES.map((s) => [s, bookings.filter((b) => b.status === s).length]),
  ) as LabDesk['counts'];
  return {
    lab: {
      ...mapLab(lab),
      collectionCapacityPerSlot: lab.collectionCapacityPerSlot,
      pinCodes,
    },
    date,
    slots: SLOT_STARTS.map((start) => {
      const c = counters.find((x) => x.slot === start);
      return {
        start,
        end: slotEnd(start),
        capacity: c?.capacity ?? lab.collectionCapacityPerSlot,
        booked: c?.booked ?? 0,
        bookings: shown.filter((b) => b.slot.start === start),
      };
    }),
    counts,
  };
}
