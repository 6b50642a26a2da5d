// Doctors' presence for consult now: the desk's switch, the heartbeat of its notification socket, and who is
// online or free now (presence-sql.ts says what those mean). The only place that writes doctor_presence.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorPresence, instantFees } from '../../db/schema/consult-now.ts';
import { doctors, specialties } from '../../db/schema/doctors.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import { freeSql, onDutySql, onlineSql, type PresenceClock } from './presence-sql.ts';

const clockDate = (now: Date) => zonedParts(now).date;

const iso = (d: Date) => d.toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createPresenceRepository(db: Db) {
  return {
    /** The doctor profile behind an account, with what turning the switch on needs. */
    async doctorOfUser(userId: string) {
      const [row] = await db
        .select({
          id: doctors.id,
          name: doctors.name,
          specialtyId: doctors.specialtyId,
          specialtyName: specialties.name,
          consultationTypes: doctors.consultationTypes,
          listed: sql<boolean>`${doctors.registrationVerifiedAt} IS NOT NULL`,
          instantFeePaise: instantFees.feePaise,
        })
        .from(doctors)
        .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
        .leftJoin(instantFees, eq(instantFees.specialtyId, doctors.specialtyId))
        .where(eq(doctors.userId, userId))
        .limit(1);
      return row;
    },

    /** Whether the doctor is inside today's hours and not on leave (IST). */
    async onDuty(doctorId: string, now: Date): Promise<boolean> {
      const rows = rowsOf<{ ok: boolean }>(
        await db.execute(sql`SELECT ${onDutySql(now)} AS ok FROM (SELECT ${doctorId}::text AS doctor_id) p`),
      );
      return rows[0]?.ok === true;
    },

    /** The accounts that answer for these doctors (their desks' notification sockets). */
    async userIdsOf(doctorIds: string[]) {
      if (doctorIds.length === 0) return [];
      return db
        .select({ doctorId: doctors.id, userId: doctors.userId })
        .from(doctors)
        .where(inArray(doctors.id, doctorIds));
    },

    async find(doctorId: string) {
      const [row] = await db.select().from(doctorPresence).where(eq(doctorPresence.doctorId, doctorId));
      return row;
    },

    /** The doctor's state now: online, free, or what holds them. */
    async stateOf(doctorId: string, clock: PresenceClock) {
      const rows = rowsOf<{ online: boolean; free: boolean }>(
        await db.execute(sql`SELECT ${onlineSql(clock)} AS online, ${freeSql(clock)} AS free
          FROM doctor_presence p WHERE p.doctor_id = ${doctorId}`),
      );
      return rows[0] ?? { online: false, free: false };
    },

    /** Turns the switch on: the doctor joins the back of the specialty's free doctors, heard from now. */
    async turnOn(doctorId: string, specialtyId: string, now: Date) {
      await db
        .insert(doctorPresence)
        .values({
          doctorId,
          specialtyId,
          available: true,
          freeSince: now,
          lastSeenAt: now,
          missedOffers: 0,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: doctorPresence.doctorId,
          set: {
            specialtyId,
            available: true,
            freeSince: now,
            lastSeenAt: now,
            offlineReason: null,
            offlineAt: null,
            missedOffers: 0,
            updatedAt: now,
          },
        });
    },

    /** Turns the switch off with its reason; true when it was on. */
    async turnOff(doctorIds: string[], reason: string, now: Date): Promise<string[]> {
      if (doctorIds.length === 0) return [];
      const rows = await db
        .update(doctorPresence)
        .set({ available: false, offlineReason: reason, offlineAt: now, updatedAt: now })
        .where(and(inArray(doctorPresence.doctorId, doctorIds), eq(doctorPresence.available, true)))
        .returning({ doctorId: doctorPresence.doctorId });
      return rows.map((r) => r.doctorId);
    },

    /** The desk's notification socket is alive: one small update, only for an account with a doctor's
     * presence row (a patient's socket writes nothing). */
    async heartbeat(userId: string, now: Date): Promise<void> {
      await db.execute(sql`UPDATE doctor_presence p SET last_seen_at = ${iso(now)}::timestamptz
        FROM doctors d WHERE d.user_id = ${userId} AND p.doctor_id = d.id AND p.available`);
    },

    /** Switched-on doctors who are no longer online: their desk gone quiet, their hours over, on leave. */
    async lapsed(clock: PresenceClock) {
      const stale = new Date(clock.now.getTime() - clock.presenceTimeoutMs);
      return rowsOf<{ doctor_id: string; reason: string }>(
        await db.execute(sql`SELECT p.doctor_id,
            CASE WHEN p.last_seen_at IS NULL OR p.last_seen_at <= ${iso(stale)}::timestamptz THEN 'socket'
                 WHEN EXISTS (SELECT 1 FROM doctor_leaves l WHERE l.doctor_id = p.doctor_id
                   AND l.start_date <= ${clockDate(clock.now)}::date AND l.end_date >= ${clockDate(clock.now)}::date) THEN 'leave'
                 ELSE 'hours' END AS reason
          FROM doctor_presence p
          WHERE p.available AND NOT ${onlineSql(clock)}
          LIMIT 500`),
      ).map((r) => ({ doctorId: r.doctor_id, reason: r.reason }));
    },

    /** Of these doctors, the ones free now ('Online now'). */
    async freeAmong(doctorIds: string[], clock: PresenceClock): Promise<string[]> {
      if (doctorIds.length === 0) return [];
      const ids = sql.join(
        doctorIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return rowsOf<{ doctor_id: string }>(
        await db.execute(sql`SELECT p.doctor_id FROM doctor_presence p
          WHERE p.doctor_id IN (${ids}) AND ${freeSql(clock)}`),
      ).map((r) => r.doctor_id);
    },

    /** Per specialty: doctors online (free or in a consultation) and free. */
    async countsBySpecialty(clock: PresenceClock, specialtyId?: string) {
      const rows = rowsOf<{ specialty_id: string; online: number; free: number }>(
        await db.execute(sql`SELECT p.specialty_id, count(*)::int AS online,
            count(*) FILTER (WHERE ${freeSql(clock)})::int AS free
          FROM doctor_presence p
          WHERE p.available ${specialtyId ? sql`AND p.specialty_id = ${specialtyId}` : sql``}
            AND ${onlineSql(clock)}
          GROUP BY p.specialty_id`),
      );
      return new Map(rows.map((r) => [r.specialty_id, { online: r.online, free: r.free }]));
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
