// The only place that reads and writes calls and teleconsultation consents. Every status change is one
// conditional UPDATE (a call leaves 'ringing' or 'active' once), so racing answers, hang-ups and timeouts
// settle in the database; the partial unique indexes keep one live call per doctor and per patient. The
// callee of a call is the doctor when the patient rang, the patient when the doctor rang from the desk.
import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls, ePrescriptions, teleconsultationConsents } from '../../db/schema/calls.ts';
import { appointments, doctors, specialties } from '../../db/schema/doctors.ts';

const LIVE = ['ringing', 'active'];

const fields = {
  id: calls.id,
  doctorId: calls.doctorId,
  doctorUserId: calls.doctorUserId,
  patientId: calls.patientId,
  patientName: calls.patientName,
  initiatedBy: calls.initiatedBy,
  appointmentId: calls.appointmentId,
  callType: calls.callType,
  status: calls.status,
  reason: calls.reason,
  createdAt: calls.createdAt,
  ringExpiresAt: calls.ringExpiresAt,
  answeredAt: calls.answeredAt,
  endedAt: calls.endedAt,
  durationSeconds: calls.durationSeconds,
  endedBy: calls.endedBy,
  lastSeenAt: calls.lastSeenAt,
  doctorName: doctors.name,
  doctorRegistration: doctors.registrationNumber,
  doctorCouncil: doctors.registrationCouncil,
  specialtyName: specialties.name,
  specialtyNameHi: specialties.nameHi,
  ePrescriptionId: ePrescriptions.id,
};

const joinedQuery = (db: Db) =>
  db
    .select(fields)
    .from(calls)
    .innerJoin(doctors, eq(doctors.id, calls.doctorId))
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .leftJoin(ePrescriptions, eq(ePrescriptions.callId, calls.id));

export type CallRow = Awaited<ReturnType<typeof joinedQuery>>[number];
export type NewCall = typeof calls.$inferInsert;
export type CallOwner = { patientId: string } | { doctorId: string };
/** A call that has just ended, with what its appointment needs (calls/end-calls.ts). */
export type EndedCall = { id: string; status: string; appointmentId: string | null; endedAt: Date | null };

const iso = (d: Date) => d.toISOString();

/** The calls this account answers: rung by a patient to its doctor account, or by a doctor to this patient. */
const calleeIs = (userId: string) =>
  or(
    and(eq(calls.initiatedBy, 'patient'), eq(calls.doctorUserId, userId)),
    and(eq(calls.initiatedBy, 'doctor'), eq(calls.patientId, userId)),
  );

const endedFields = {
  id: calls.id,
  status: calls.status,
  appointmentId: calls.appointmentId,
  endedAt: calls.endedAt,
};

export function createCallsRepository(db: Db) {
  const joined = () => joinedQuery(db);

  const byIds = async (ids: string[]): Promise<CallRow[]> =>
    ids.length === 0 ? [] : joined().where(inArray(calls.id, ids));

  return {
    async findById(id: string): Promise<CallRow | undefined> {
      const [row] = await joined().where(eq(calls.id, id)).limit(1);
      return row;
    },

    byIds,

    /** What a call needs to know about the doctor being called. */
    async doctorForCall(doctorId: string) {
      const [row] = await db
        .select({
          id: doctors.id,
          name: doctors.name,
          userId: doctors.userId,
          consultationTypes: doctors.consultationTypes,
          feePaise: doctors.feePaise,
        })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .limit(1);
      return row;
    },

    async appointmentForCall(id: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          patientId: appointments.patientId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          consultationType: appointments.consultationType,
          status: appointments.status,
          paymentStatus: appointments.paymentStatus,
          bookedVia: appointments.bookedVia,
          reason: appointments.reason,
          patientName: appointments.patientName,
        })
        .from(appointments)
        .where(eq(appointments.id, id))
        .limit(1);
      return row;
    },

    async doctorIdForUser(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.userId, userId))
        .limit(1);
      return row?.id;
    },

    /** Inserts a ringing call; a live call of the same doctor or patient breaks a unique index (23505). */
    /** Inserts the call and runs `then` in the same transaction (its notifications). */
    async insert(row: NewCall, then: (tx: Db) => Promise<void> = async () => {}): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(calls).values(row);
        await then(tx);
      });
    },

    /** Inserts a call on `db` as it is: a consult-now acceptance starts its call, answered, in its own
     * transaction (consult-now/accept-offer.ts). The live-call unique indexes hold as for any call. */
    async insertRow(row: NewCall): Promise<void> {
      await db.insert(calls).values(row);
    },

    async liveCallIdsOfPatient(patientId: string): Promise<string[]> {
      const rows = await db
        .select({ id: calls.id })
        .from(calls)
        .where(and(eq(calls.patientId, patientId), inArray(calls.status, LIVE)));
      return rows.map((r) => r.id);
    },

    /** The calls this doctor rang from the desk that still ring. */
    async ringingRungBy(doctorId: string): Promise<string[]> {
      const rows = await db
        .select({ id: calls.id })
        .from(calls)
        .where(
          and(eq(calls.doctorId, doctorId), eq(calls.initiatedBy, 'doctor'), eq(calls.status, 'ringing')),
        );
      return rows.map((r) => r.id);
    },

    /** Calls ringing for this account to answer (its open pages show them). */
    async ringingFor(userId: string, now: Date): Promise<CallRow[]> {
      return joined()
        .where(
          and(
            eq(calls.status, 'ringing'),
            sql`${calls.ringExpiresAt} > ${iso(now)}::timestamptz`,
            calleeIs(userId),
          ),
        )
        .orderBy(calls.createdAt);
    },

    /** ringing -> active, only by the callee's account and before the ring expires. */
    async accept(id: string, calleeUserId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(calls)
        .set({ status: 'active', answeredAt: now, lastSeenAt: now })
        .where(
          and(
            eq(calls.id, id),
            calleeIs(calleeUserId),
            eq(calls.status, 'ringing'),
            sql`${calls.ringExpiresAt} > ${iso(now)}::timestamptz`,
          ),
        )
        .returning({ id: calls.id });
      return rows.length > 0;
    },

    /**
     * Ends a live call. An active call becomes completed (or failed), with its duration; a ringing one
     * becomes declined when its callee ends it, missed otherwise (the caller gave up, or nobody answered).
     */
    async end(
      id: string,
      by: 'patient' | 'doctor' | 'system',
      failed: boolean,
      now: Date,
    ): Promise<EndedCall | undefined> {
      const at = sql`${iso(now)}::timestamptz`;
      const byCallee = by === 'system' ? sql`false` : sql`${calls.initiatedBy} <> ${by}`;
      const [row] = await db
        .update(calls)
        .set({
          status: sql`case when ${calls.status} = 'active' then ${failed ? 'failed' : 'completed'} when ${byCallee} then 'declined' else 'missed' end`,
          endedAt: sql`greatest(${at}, ${calls.createdAt})`,
          endedBy: by,
          durationSeconds: sql`case when ${calls.status} = 'active' then greatest(0, floor(extract(epoch from (${at} - ${calls.answeredAt}))))::int else null end`,
        })
        .where(and(eq(calls.id, id), inArray(calls.status, LIVE)))
        .returning(endedFields);
      return row;
    },

    /** A call that could not ring (signalling down) is recorded as failed, not missed. */
    async failRinging(id: string, now: Date): Promise<void> {
      await db
        .update(calls)
        .set({ status: 'failed', endedAt: now, endedBy: 'system' })
        .where(and(eq(calls.id, id), eq(calls.status, 'ringing')));
    },

    /** Ringing calls past their ring time become missed; returns their ids. */
    async expireRinging(now: Date): Promise<string[]> {
      const rows = await db
        .update(calls)
        .set({ status: 'missed', endedAt: calls.ringExpiresAt, endedBy: 'system' })
        .where(and(eq(calls.status, 'ringing'), lte(calls.ringExpiresAt, now)))
        .returning({ id: calls.id });
      return rows.map((r) => r.id);
    },

    /** Active calls nobody has been heard from since `silentSince` end at their last sign of life. */
    async closeSilent(silentSince: Date): Promise<EndedCall[]> {
      return db
        .update(calls)
        .set({
          status: 'completed',
          endedAt: sql`greatest(${calls.lastSeenAt}, ${calls.answeredAt})`,
          endedBy: 'system',
          durationSeconds: sql`greatest(0, floor(extract(epoch from (${calls.lastSeenAt} - ${calls.answeredAt}))))::int`,
        })
        .where(and(eq(calls.status, 'active'), lt(calls.lastSeenAt, silentSince)))
        .returning(endedFields);
    },

    async touch(id: string, now: Date): Promise<void> {
      await db
        .update(calls)
        .set({ lastSeenAt: now })
        .where(and(eq(calls.id, id), inArray(calls.status, LIVE)));
    },

    async history(owner: CallOwner, page: { limit: number; offset: number }) {
      const where =
        'patientId' in owner ? eq(calls.patientId, owner.patientId) : eq(calls.doctorId, owner.doctorId);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(calls.createdAt), desc(calls.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(calls).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async consentOf(userId: string) {
      const [row] = await db
        .select({ version: teleconsultationConsents.version, givenAt: teleconsultationConsents.givenAt })
        .from(teleconsultationConsents)
        .where(eq(teleconsultationConsents.userId, userId))
        .limit(1);
      return row;
    },

    async saveConsent(row: typeof teleconsultationConsents.$inferInsert) {
      const [saved] = await db
        .insert(teleconsultationConsents)
        .values(row)
        .onConflictDoUpdate({
          target: teleconsultationConsents.userId,
          set: { version: row.version, givenAt: row.givenAt, ip: row.ip, userAgent: row.userAgent },
          setWhere: or(
            sql`${teleconsultationConsents.version} <> ${row.version}`,
            sql`${teleconsultationConsents.version} IS NULL`,
          ),
        })
        .returning({ version: teleconsultationConsents.version, givenAt: teleconsultationConsents.givenAt });
      return saved;
    },
  };
}
export type CallsRepository = ReturnType<typeof createCallsRepository>;
