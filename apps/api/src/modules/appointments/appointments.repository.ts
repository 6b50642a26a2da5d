// The only place that writes appointments and reviews (the slots module reads the periods they take). Overlaps are refused by the database's
// exclusion constraints; callers turn SQLSTATE 23P01 into a 409.

import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls } from '../../db/schema/calls.ts';
import {
  appointments,
  clinics,
  doctors,
  receptionists,
  reviews,
  specialties,
} from '../../db/schema/doctors.ts';
import { PG_DEADLOCK_DETECTED, pgErrorOf } from '../../lib/db-errors.ts';

/** An instant consultation whose call the doctor answered (then it is a consultation given, not refundable). */
const instantAnswered = sql<boolean>`(${appointments.bookedVia} = 'instant' AND EXISTS (
  SELECT 1 FROM ${calls} WHERE ${calls.appointmentId} = ${appointments.id} AND ${calls.answeredAt} IS NOT NULL))`;

const fields = {
  id: appointments.id,
  bookingNumber: appointments.bookingNumber,
  doctorId: appointments.doctorId,
  patientId: appointments.patientId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  consultationType: appointments.consultationType,
  status: appointments.status,
  patientName: appointments.patientName,
  patientPhone: appointments.patientPhone,
  patientAge: appointments.patientAge,
  patientGender: appointments.patientGender,
  reason: appointments.reason,
  feePaise: appointments.feePaise,
  familyMemberId: appointments.familyMemberId,
  patientFor: appointments.patientFor,
  cardBenefitPaise: appointments.cardBenefitPaise,
  paymentStatus: appointments.paymentStatus,
  paymentId: appointments.paymentId,
  paidAt: appointments.paidAt,
  holdExpiresAt: appointments.holdExpiresAt,
  rescheduleCount: appointments.rescheduleCount,
  bookedVia: appointments.bookedVia,
  instantAnswered,
  followUpOf: appointments.followUpOf,
  notes: appointments.notes,
  completedAt: appointments.completedAt,
  cancelReason: appointments.cancelReason,
  createdAt: appointments.createdAt,
  doctorName: doctors.name,
  doctorUserId: doctors.userId,
  doctorQualification: doctors.qualification,
  specialtyName: specialties.name,
  specialtyNameHi: specialties.nameHi,
  clinicId: clinics.id,
  clinicName: clinics.name,
  clinicAddress: clinics.address,
  clinicArea: clinics.area,
  clinicCity: clinics.city,
  clinicPinCode: clinics.pinCode,
  clinicState: clinics.state,
  clinicPhone: clinics.phone,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
  reviewCreatedAt: reviews.createdAt,
};

/** What a cancellation answers: the appointment's payment as it stood under the cancel's row lock. */
const CANCELLED_COLUMNS = {
  id: appointments.id,
  paymentStatus: appointments.paymentStatus,
  paymentId: appointments.paymentId,
};

/** What a cancellation writes, by whoever cancels. */
const cancelled = (byUserId: string, reason: string | null) => ({
  status: 'cancelled',
  cancelledAt: new Date(),
  cancelledById: byUserId,
  cancelReason: reason,
  updatedAt: new Date(),
});

export type AppointmentOwner = { patientId?: string; doctorId?: string; clinicId?: string };
export type AppointmentWindow = {
  statuses?: string[];
  from?: Date;
  to?: Date;
  order: 'asc' | 'desc';
  /** 'self' (no family member) or a family member's id. */
  member?: string;
};

export function createAppointmentsRepository(db: Db) {
  const joined = () =>
    db
      .select(fields)
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id));

  const conditions = (owner: AppointmentOwner, w: AppointmentWindow): SQL | undefined =>
    and(
      owner.patientId ? eq(appointments.patientId, owner.patientId) : undefined,
      owner.doctorId ? eq(appointments.doctorId, owner.doctorId) : undefined,
      owner.clinicId ? eq(doctors.clinicId, owner.clinicId) : undefined,
      w.statuses ? inArray(appointments.status, w.statuses) : undefined,
      w.from ? gte(appointments.startsAt, w.from) : undefined,
      w.to ? lt(appointments.startsAt, w.to) : undefined,
      w.member === 'self'
        ? isNull(appointments.familyMemberId)
        : w.member
          ? eq(appointments.familyMemberId, w.member)
          : undefined,
    );

  return {
    /** The doctor profile and the clinic an account works for, if any. */
    async staffOf(userId: string): Promise<{ doctorId?: string; clinicId?: string }> {
      const [[doctor], [desk]] = await Promise.all([
        db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId)).limit(1),
        db
          .select({ clinicId: receptionists.clinicId })
          .from(receptionists)
          .where(eq(receptionists.userId, userId))
          .limit(1),
      ]);
      return { doctorId: doctor?.id, clinicId: desk?.clinicId };
    },

    async clinicName(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, id)).limit(1);
      return row?.name;
    },

    /** Where each appointment stands (the notifications runner's check of a reminder at send time). */
    async statesOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: appointments.id, status: appointments.status, startsAt: appointments.startsAt })
        .from(appointments)
        .where(inArray(appointments.id, ids));
    },

    async findById(id: string) {
      const [row] = await joined().where(eq(appointments.id, id)).limit(1);
      return row;
    },

    async list(owner: AppointmentOwner, w: AppointmentWindow, page: { limit: number; offset: number }) {
      const where = conditions(owner, w);
      const order = w.order === 'asc' ? asc(appointments.startsAt) : desc(appointments.startsAt);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(order, asc(appointments.id)).limit(page.limit).offset(page.offset),
        db
          .select({ n: count() })
          .from(appointments)
          .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Active appointments of a doctor overlapping [from, to), except one being moved. */

    /**
     * Inserts one appointment. Two overlapping inserts checking the exclusion constraints at once can each
     * wait for the other (PostgreSQL then aborts one as a deadlock, 40P01); the aborted one is tried again
     * and meets the other's committed row as a plain 23P01, which the caller turns into a 409.
     */
    /** Inserts the appointment and runs `then` in the same transaction (its notifications). */
    async insert(
      row: typeof appointments.$inferInsert,
      then: (tx: Db) => Promise<void> = async () => {},
    ): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        try {
          await db.transaction(async (tx) => {
            await tx.insert(appointments).values(row);
            await then(tx);
          });
          return;
        } catch (err) {
          if (attempt >= 3 || pgErrorOf(err)?.code !== PG_DEADLOCK_DETECTED) throw err;
        }
      }
    },

    /** Inserts one appointment on `db` as it is (a transaction of the caller's: consult-now's acceptance). */
    async insertRow(row: typeof appointments.$inferInsert): Promise<void> {
      await db.insert(appointments).values(row);
    },

    /** Moves a booked appointment if nobody changed it meanwhile (optimistic on the reschedule count). */
    async reschedule(id: string, seenCount: number, startsAt: Date, endsAt: Date, latestOldStart: Date) {
      const rows = await db
        .update(appointments)
        .set({ startsAt, endsAt, rescheduleCount: seenCount + 1, updatedAt: new Date() })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'booked'),
            eq(appointments.rescheduleCount, seenCount),
            gte(appointments.startsAt, latestOldStart),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    async cancel(id: string, byUserId: string, reason: string | null, earliestStart: Date) {
      const rows = await db
        .update(appointments)
        .set(cancelled(byUserId, reason))
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'booked'),
            gte(appointments.startsAt, earliestStart),
          ),
        )
        .returning(CANCELLED_COLUMNS);
      return rows[0];
    },

    /**
     * Cancels an instant consultation no call of which was answered, whenever its patient asks, in one
     * conditional update (a doctor answering at that moment wins).
     */
    async cancelUnansweredInstant(id: string, byUserId: string, reason: string | null) {
      const rows = await db
        .update(appointments)
        .set(cancelled(byUserId, reason))
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'booked'),
            eq(appointments.bookedVia, 'instant'),
            sql`NOT ${instantAnswered}`,
          ),
        )
        .returning(CANCELLED_COLUMNS);
      return rows[0];
    },

    /**
     * The person's instant consultation with this doctor that is still open (booked, not ended): asking
     * again (a reload, a second tap) answers it instead of booking another.
     */
    async openInstant(patientId: string, doctorId: string, familyMemberId: string | null, now: Date) {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, patientId),
            eq(appointments.doctorId, doctorId),
            familyMemberId
              ? eq(appointments.familyMemberId, familyMemberId)
              : isNull(appointments.familyMemberId),
            eq(appointments.bookedVia, 'instant'),
            eq(appointments.status, 'booked'),
            gt(appointments.endsAt, now),
          ),
        )
        .orderBy(desc(appointments.startsAt))
        .limit(1);
      return row?.id;
    },

    /**
     * Marks a consultation paid online if it still awaits its payment, in one conditional update
     * (docs/product-rules.md#payments): 'paid' only for the call that did it.
     */
    async markPaid(id: string, paymentId: string, now: Date) {
      const rows = await db
        .update(appointments)
        .set({ paymentStatus: 'paid', paymentId, paidAt: now, holdExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.paymentStatus, 'awaiting_payment'),
            eq(appointments.status, 'booked'),
          ),
        )
        .returning({ id: appointments.id });
      if (rows.length > 0) return 'paid' as const;
      const [current] = await db
        .select({ paymentId: appointments.paymentId })
        .from(appointments)
        .where(eq(appointments.id, id));
      if (current?.paymentId === paymentId) return 'already_paid' as const;
      if (current?.paymentId) return 'duplicate' as const;
      return 'closed' as const;
    },

    /** Consultations still unpaid when their hold ended. */
    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.paymentStatus, 'awaiting_payment'), lt(appointments.holdExpiresAt, now)))
        .orderBy(asc(appointments.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Cancels a consultation still awaiting its payment, freeing its slot; true when this call did. */
    async releaseHold(id: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({
          status: 'cancelled',
          paymentStatus: 'not_paid',
          cancelledAt: now,
          cancelReason: reason,
          updatedAt: now,
        })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.paymentStatus, 'awaiting_payment'),
            eq(appointments.status, 'booked'),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    async setPaymentStatus(id: string, paymentStatus: string, now: Date) {
      await db.update(appointments).set({ paymentStatus, updatedAt: now }).where(eq(appointments.id, id));
    },

    /** Completes (with notes) or marks a no-show an appointment that has started and is still booked. */
    async close(id: string, status: 'completed' | 'no-show', notes: string | null, now: Date) {
      const rows = await db
        .update(appointments)
        .set({ status, notes, completedAt: status === 'completed' ? now : null, updatedAt: now })
        .where(
          and(eq(appointments.id, id), eq(appointments.status, 'booked'), lte(appointments.startsAt, now)),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /**
     * A call of this appointment was answered and has ended (calls/end-calls.ts): the consultation was given,
     * so a still-booked appointment is completed, without notes (its doctor may add them, addNotes). A
     * consult-now consultation, which holds no slot, ends when its call did: its person may start another at
     * once (it only ever shrinks, so it cannot overlap anything it did not already).
     */
    async completeByCall(id: string, at: Date, now: Date): Promise<boolean> {
      const end = sql`${at.toISOString()}::timestamptz`;
      const rows = await db
        .update(appointments)
        .set({
          status: 'completed',
          completedAt: at,
          updatedAt: now,
          endsAt: sql`case when ${appointments.bookedVia} = 'instant' then least(${appointments.endsAt}, greatest(${end}, ${appointments.startsAt} + interval '1 millisecond')) else ${appointments.endsAt} end`,
        })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /** The doctor's notes on an appointment its call completed without them, while `since` is not past. */
    async addNotes(id: string, notes: string, since: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ notes, updatedAt: now })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'completed'),
            isNull(appointments.notes),
            gte(appointments.completedAt, since),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    async insertReview(row: typeof reviews.$inferInsert): Promise<void> {
      await db.insert(reviews).values(row);
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
export type AppointmentRow = NonNullable<Awaited<ReturnType<AppointmentsRepository['findById']>>>;
