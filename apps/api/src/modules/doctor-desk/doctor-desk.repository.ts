// The only place that writes a doctor's weekly hours and leave, and finds the profile linked to an account.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorLeaves, doctorSchedules, doctors } from '../../db/schema/doctors.ts';

export type ScheduleRow = { weekday: number; startMinute: number; endMinute: number; slotMinutes: number };

export function createDoctorDeskRepository(db: Db) {
  return {
    async doctorIdForUser(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.userId, userId))
        .limit(1);
      return row?.id;
    },

    /** Replaces the whole week in one transaction; the exclusion constraint refuses overlapping hours. */
    async replaceSchedule(doctorId: string, rows: ScheduleRow[], bookingBeforeHours?: number) {
      await db.transaction(async (tx) => {
        await tx.delete(doctorSchedules).where(eq(doctorSchedules.doctorId, doctorId));
        if (rows.length > 0) await tx.insert(doctorSchedules).values(rows.map((r) => ({ ...r, doctorId })));
        if (bookingBeforeHours !== undefined) {
          await tx.update(doctors).set({ bookingBeforeHours }).where(eq(doctors.id, doctorId));
        }
      });
    },

    async listLeaves(doctorId: string) {
      return db
        .select({
          id: doctorLeaves.id,
          startDate: doctorLeaves.startDate,
          endDate: doctorLeaves.endDate,
          reason: doctorLeaves.reason,
        })
        .from(doctorLeaves)
        .where(eq(doctorLeaves.doctorId, doctorId))
        .orderBy(asc(doctorLeaves.startDate));
    },

    async insertLeave(leave: typeof doctorLeaves.$inferInsert) {
      const [row] = await db.insert(doctorLeaves).values(leave).returning({
        id: doctorLeaves.id,
        startDate: doctorLeaves.startDate,
        endDate: doctorLeaves.endDate,
        reason: doctorLeaves.reason,
      });
      return row;
    },

    async deleteLeave(doctorId: string, leaveId: string): Promise<boolean> {
      const rows = await db
        .delete(doctorLeaves)
        .where(and(eq(doctorLeaves.id, leaveId), eq(doctorLeaves.doctorId, doctorId)))
        .returning({ id: doctorLeaves.id });
      return rows.length > 0;
    },
  };
}
export type DoctorDeskRepository = ReturnType<typeof createDoctorDeskRepository>;
