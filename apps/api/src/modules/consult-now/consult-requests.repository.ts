// Patients' consult-now requests, their photos and the instant fees: the only place that writes them (the
// match's own steps are in matching.repository.ts). Every change of a request's status is one conditional
// update, so a payment, a cancellation, the doctor's acceptance and the refund sweep racing settle in the
// database.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { consultPhotos, consultRequests, instantFees } from '../../db/schema/consult-now.ts';
import { doctors, specialties } from '../../db/schema/doctors.ts';

const iso = (d: Date) => d.toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Statuses in which a request is still in the queue. */
export const QUEUED = ['waiting', 'offered'];
/** Statuses in which a request is open (its person may not open another). */
export const OPEN = ['awaiting_payment', ...QUEUED];

const accepted = alias(doctors, 'accepted_doctor');

const fields = {
  id: consultRequests.id,
  reference: consultRequests.reference,
  patientId: consultRequests.patientId,
  familyMemberId: consultRequests.familyMemberId,
  patientName: consultRequests.patientName,
  patientPhone: consultRequests.patientPhone,
  patientAge: consultRequests.patientAge,
  patientGender: consultRequests.patientGender,
  specialtyId: consultRequests.specialtyId,
  specialtySlug: specialties.slug,
  specialtyName: specialties.name,
  specialtyNameHi: specialties.nameHi,
  problem: consultRequests.problem,
  feePaise: consultRequests.feePaise,
  cardBenefitPaise: consultRequests.cardBenefitPaise,
  status: consultRequests.status,
  paymentStatus: consultRequests.paymentStatus,
  paymentId: consultRequests.paymentId,
  paidAt: consultRequests.paidAt,
  holdExpiresAt: consultRequests.holdExpiresAt,
  queuedAt: consultRequests.queuedAt,
  offeredDoctorId: consultRequests.offeredDoctorId,
  offerExpiresAt: consultRequests.offerExpiresAt,
  acceptedDoctorId: consultRequests.acceptedDoctorId,
  acceptedAt: consultRequests.acceptedAt,
  appointmentId: consultRequests.appointmentId,
  callId: consultRequests.callId,
  endedAt: consultRequests.endedAt,
  endReason: consultRequests.endReason,
  createdAt: consultRequests.createdAt,
  doctorName: accepted.name,
  doctorQualification: accepted.qualification,
  doctorRegistration: accepted.registrationNumber,
  photoCount: sql<number>`(SELECT count(*)::int FROM consult_photos ph WHERE ph.request_id = ${consultRequests.id})`,
};

export function createConsultRequestsRepository(db: Db) {
  const joined = () =>
    db
      .select(fields)
      .from(consultRequests)
      .innerJoin(specialties, eq(specialties.id, consultRequests.specialtyId))
      .leftJoin(accepted, eq(accepted.id, consultRequests.acceptedDoctorId));

  return {
    async instantFee(specialtyId: string) {
      const [row] = await db
        .select({
          id: specialties.id,
          slug: specialties.slug,
          name: specialties.name,
          nameHi: specialties.nameHi,
          icon: specialties.icon,
          feePaise: instantFees.feePaise,
        })
        .from(instantFees)
        .innerJoin(specialties, eq(specialties.id, instantFees.specialtyId))
        .where(eq(instantFees.specialtyId, specialtyId));
      return row;
    },

    /** Every specialty offered for consult now, in the specialties' order. */
    async instantFees() {
      return db
        .select({
          id: specialties.id,
          slug: specialties.slug,
          name: specialties.name,
          nameHi: specialties.nameHi,
          icon: specialties.icon,
          feePaise: instantFees.feePaise,
        })
        .from(instantFees)
        .innerJoin(specialties, eq(specialties.id, instantFees.specialtyId))
        .orderBy(asc(specialties.sortOrder), asc(specialties.name));
    },

    /** The specialty a symptom a patient may type maps to (search_terms), if any. */
    async specialtyOfSymptom(symptom: string) {
      const rows = rowsOf<{ specialty_id: string; term: string }>(
        await db.execute(sql`SELECT specialty_id, term FROM search_terms
          WHERE kind IN ('symptom', 'specialty') AND lower(term) = lower(${symptom}) AND specialty_id IS NOT NULL
          ORDER BY kind DESC LIMIT 1`),
      );
      return rows[0] ? { specialtyId: rows[0].specialty_id, term: rows[0].term } : undefined;
    },

    async specialtyBySlugOrId(value: string) {
      const [row] = await db
        .select({ id: specialties.id })
        .from(specialties)
        .where(sql`${specialties.slug} = ${value} OR ${specialties.id} = ${value}`)
        .limit(1);
      return row?.id;
    },

    async setInstantFee(specialtyId: string, feePaise: number, by: string, now: Date) {
      const [before] = await db
        .select({ feePaise: instantFees.feePaise })
        .from(instantFees)
        .where(eq(instantFees.specialtyId, specialtyId));
      await db
        .insert(instantFees)
        .values({ specialtyId, feePaise, updatedAt: now, updatedBy: by })
        .onConflictDoUpdate({
          target: instantFees.specialtyId,
          set: { feePaise, updatedAt: now, updatedBy: by },
        });
      return before?.feePaise ?? null;
    },

    async specialtyExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, id));
      return row !== undefined;
    },

    async insert(row: typeof consultRequests.$inferInsert) {
      await db.insert(consultRequests).values(row);
    },

    async findById(id: string) {
      const [row] = await joined().where(eq(consultRequests.id, id)).limit(1);
      return row;
    },

    /** The request ringing this doctor's desk now, if any. */
    async offeredTo(doctorId: string) {
      const [row] = await joined()
        .where(and(eq(consultRequests.offeredDoctorId, doctorId), eq(consultRequests.status, 'offered')))
        .limit(1);
      return row;
    },

    /** The person's open request (awaiting payment or in the queue), if any. */
    async openOf(patientId: string, familyMemberId: string | null) {
      const [row] = await db
        .select({ id: consultRequests.id })
        .from(consultRequests)
        .where(
          and(
            eq(consultRequests.patientId, patientId),
            familyMemberId
              ? eq(consultRequests.familyMemberId, familyMemberId)
              : isNull(consultRequests.familyMemberId),
            inArray(consultRequests.status, OPEN),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** Where a queued request stands: requests of its specialty queued before it. */
    async aheadOf(specialtyId: string, queuedAt: Date, id: string): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM consult_requests
          WHERE specialty_id = ${specialtyId} AND status IN ('waiting', 'offered')
            AND (queued_at, id) < (${iso(queuedAt)}::timestamptz, ${id})`),
      );
      return rows[0]?.n ?? 0;
    },

    async waitingCount(specialtyId: string): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM consult_requests
          WHERE specialty_id = ${specialtyId} AND status IN ('waiting', 'offered')`),
      );
      return rows[0]?.n ?? 0;
    },

    /** Median minutes of this specialty's consult-now consultations over the last week (their calls' length),
     * and how many there were: what an honest estimate of the wait is made from. */
    async consultationMinutes(specialtyId: string, now: Date) {
      const since = new Date(now.getTime() - 7 * 86_400_000);
      const rows = rowsOf<{ median: number | null; n: number }>(
        await db.execute(sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY c.duration_seconds)::float8 / 60 AS median,
            count(*)::int AS n
          FROM consult_requests r JOIN calls c ON c.id = r.call_id
          WHERE r.specialty_id = ${specialtyId} AND r.accepted_at >= ${iso(since)}::timestamptz
            AND c.duration_seconds IS NOT NULL`),
      );
      return { median: rows[0]?.median ?? null, samples: rows[0]?.n ?? 0 };
    },

    /** Per specialty, the admin's figures since `dayStart` (IST midnight): requests waiting, accepted and
     * their median wait, unanswered and what their refunds gave back. */
    async figures(dayStart: Date) {
      const since = sql`${iso(dayStart)}::timestamptz`;
      return rowsOf<{
        specialty_id: string;
        name: string;
        fee_paise: number | null;
        waiting: number;
        accepted: number;
        median_wait: number | null;
        unanswered: number;
        refunded: number;
      }>(
        await db.execute(sql`SELECT s.id AS specialty_id, s.name, f.fee_paise,
            (SELECT count(*)::int FROM consult_requests r
              WHERE r.specialty_id = s.id AND r.status IN ('waiting', 'offered')) AS waiting,
            (SELECT count(*)::int FROM consult_requests r
              WHERE r.specialty_id = s.id AND r.accepted_at >= ${since}) AS accepted,
            (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.accepted_at - r.queued_at)))::int
              FROM consult_requests r WHERE r.specialty_id = s.id AND r.accepted_at >= ${since}) AS median_wait,
            (SELECT count(*)::int FROM consult_requests r
              WHERE r.specialty_id = s.id AND r.status = 'unanswered' AND r.ended_at >= ${since}) AS unanswered,
            (SELECT coalesce(sum(rf.amount_paise), 0)::int FROM consult_requests r
              JOIN payments pm ON pm.payable_kind = 'consult_request' AND pm.payable_id = r.id
              JOIN refunds rf ON rf.payment_id = pm.id AND rf.status <> 'failed'
              WHERE r.specialty_id = s.id AND r.status = 'unanswered' AND r.ended_at >= ${since}) AS refunded
          FROM specialties s LEFT JOIN instant_fees f ON f.specialty_id = s.id
          ORDER BY (f.fee_paise IS NULL), s.sort_order, s.name`),
      );
    },

    // The payable's side (consult-request-payable.ts).

    /** Paid: into the queue, in the order of payment. 'paid' only for the call that did it. */
    async markPaid(id: string, paymentId: string, now: Date) {
      const rows = await db
        .update(consultRequests)
        .set({
          status: 'waiting',
          paymentStatus: 'paid',
          paymentId,
          paidAt: now,
          queuedAt: now,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(consultRequests.id, id), eq(consultRequests.status, 'awaiting_payment')))
        .returning({ id: consultRequests.id });
      if (rows.length > 0) return 'paid' as const;
      const [current] = await db
        .select({ paymentId: consultRequests.paymentId })
        .from(consultRequests)
        .where(eq(consultRequests.id, id));
      if (current?.paymentId === paymentId) return 'already_paid' as const;
      if (current?.paymentId) return 'duplicate' as const;
      return 'closed' as const;
    },

    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: consultRequests.id })
        .from(consultRequests)
        .where(
          and(eq(consultRequests.paymentStatus, 'awaiting_payment'), lt(consultRequests.holdExpiresAt, now)),
        )
        .orderBy(asc(consultRequests.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async releaseHold(id: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(consultRequests)
        .set({
          status: 'not_paid',
          paymentStatus: 'not_paid',
          endedAt: now,
          endReason: reason,
          updatedAt: now,
        })
        .where(and(eq(consultRequests.id, id), eq(consultRequests.status, 'awaiting_payment')))
        .returning({ id: consultRequests.id });
      return rows.length > 0;
    },

    async setPaymentStatus(id: string, paymentStatus: string, now: Date) {
      await db
        .update(consultRequests)
        .set({ paymentStatus, updatedAt: now })
        .where(eq(consultRequests.id, id));
    },

    /**
     * Ends a request nobody has accepted: cancelled by its patient, or unanswered (the refund). Locks it, so
     * the match's round skips it and a doctor accepting at that moment waits and then finds it gone.
     * Answers it as it was (its offer's doctor, its payment), or nothing when it was no longer open.
     */
    async end(
      id: string,
      status: 'cancelled' | 'unanswered',
      reason: string,
      now: Date,
      onlyQueuedBefore?: Date,
    ) {
      const rows = rowsOf<{
        id: string;
        patient_id: string;
        offered_doctor_id: string | null;
        payment_id: string | null;
        payment_status: string;
        card_benefit_paise: number;
      }>(
        await db.execute(sql`WITH taken AS (
            SELECT id, offered_doctor_id FROM consult_requests
            WHERE id = ${id} AND status IN ('awaiting_payment', 'waiting', 'offered')
              ${onlyQueuedBefore ? sql`AND status IN ('waiting', 'offered') AND queued_at <= ${iso(onlyQueuedBefore)}::timestamptz` : sql``}
            FOR UPDATE)
          UPDATE consult_requests r SET status = CASE WHEN r.status = 'awaiting_payment' THEN 'cancelled' ELSE ${status} END,
            payment_status = CASE WHEN r.payment_status = 'awaiting_payment' THEN 'not_paid' ELSE r.payment_status END,
            offered_doctor_id = NULL, offer_expires_at = NULL, hold_expires_at = NULL,
            ended_at = ${iso(now)}::timestamptz, end_reason = ${reason}, updated_at = ${iso(now)}::timestamptz
          FROM taken WHERE r.id = taken.id
          RETURNING r.id, r.patient_id, taken.offered_doctor_id, r.payment_id, r.payment_status, r.card_benefit_paise`),
      );
      const row = rows[0];
      if (!row) return undefined;
      await db.execute(sql`UPDATE consult_offers SET ended_at = ${iso(now)}::timestamptz, outcome = 'withdrawn'
        WHERE request_id = ${id} AND ended_at IS NULL`);
      if (row.offered_doctor_id) {
        await db.execute(sql`UPDATE doctor_presence SET free_since = ${iso(now)}::timestamptz,
          updated_at = ${iso(now)}::timestamptz WHERE doctor_id = ${row.offered_doctor_id}`);
      }
      return {
        id: row.id,
        patientId: row.patient_id,
        offeredDoctorId: row.offered_doctor_id,
        paymentId: row.payment_id,
        paymentStatus: row.payment_status,
        cardBenefitPaise: row.card_benefit_paise,
      };
    },

    /** Queued requests nobody accepted before `queuedBefore` (the refund sweep's list). */
    async unansweredSince(queuedBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: consultRequests.id })
        .from(consultRequests)
        .where(and(inArray(consultRequests.status, QUEUED), lt(consultRequests.queuedAt, queuedBefore)))
        .orderBy(asc(consultRequests.queuedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    // Photos.

    async insertPhoto(row: typeof consultPhotos.$inferInsert) {
      await db.insert(consultPhotos).values(row);
    },

    /** The account's own photos not yet in a request, of those named. */
    async unusedPhotos(userId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: consultPhotos.id })
        .from(consultPhotos)
        .where(
          and(
            eq(consultPhotos.userId, userId),
            inArray(consultPhotos.id, ids),
            isNull(consultPhotos.requestId),
          ),
        );
    },

    async attachPhotos(requestId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db
        .update(consultPhotos)
        .set({ requestId })
        .where(and(inArray(consultPhotos.id, ids), isNull(consultPhotos.requestId)));
    },

    async photoIdsOf(requestIds: string[]) {
      if (requestIds.length === 0) return new Map<string, string[]>();
      const rows = await db
        .select({ id: consultPhotos.id, requestId: consultPhotos.requestId })
        .from(consultPhotos)
        .where(inArray(consultPhotos.requestId, requestIds))
        .orderBy(asc(consultPhotos.createdAt), asc(consultPhotos.id));
      const map = new Map<string, string[]>();
      for (const r of rows) {
        if (!r.requestId) continue;
        map.set(r.requestId, [...(map.get(r.requestId) ?? []), r.id]);
      }
      return map;
    },

    async photo(requestId: string, photoId: string) {
      const [row] = await db
        .select()
        .from(consultPhotos)
        .where(and(eq(consultPhotos.id, photoId), eq(consultPhotos.requestId, requestId)));
      return row;
    },
  };
}

export type ConsultRequestsRepository = ReturnType<typeof createConsultRequestsRepository>;
export type ConsultRequestRow = NonNullable<Awaited<ReturnType<ConsultRequestsRepository['findById']>>>;
