// What slot generation reads about a doctor's time (docs/ARCHITECTURE.md#boundaries): the periods already
// taken by appointments, and how many booked appointments a date range holds (for leave). The slots module
// is used by both the doctors module (the slots a doctor offers, leave) and the appointments module
// (checking a slot at booking), so neither needs the other for slots.
import { and, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/doctors.ts';

/** Appointments that hold their slot. */
export const ACTIVE_STATUSES = ['booked', 'completed'] as const;

export function createSlotsRepository(db: Db) {
  return {
    async busyPeriods(doctorId: string, from: Date, to: Date, exceptId?: string) {
      return db
        .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            inArray(appointments.status, [...ACTIVE_STATUSES]),
            // Consult-now consultations do not take the doctor's slots (migration instant-consultations).
            ne(appointments.bookedVia, 'instant'),
            lt(appointments.startsAt, to),
            sql`${appointments.endsAt} > ${from}`,
            exceptId ? ne(appointments.id, exceptId) : undefined,
          ),
        );
    },

    async countBooked(doctorId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            eq(appointments.status, 'booked'),
            lt(appointments.startsAt, to),
            sql`${appointments.endsAt} > ${from}`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type SlotsRepository = ReturnType<typeof createSlotsRepository>;
