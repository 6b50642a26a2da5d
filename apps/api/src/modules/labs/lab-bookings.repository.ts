// Lab bookings, their items, events, results and slot counters: the only reads and writes of those tables.
// A slot's capacity is held by the database (docs/product-rules.md#lab-tests): the booking transaction
// raises the (lab, date, slot) counter with one conditional upsert, which takes the row lock, so concurrent
// bookings of the last place queue and only one gets it; CHECK (booked <= capacity) backs it.
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors } from '../../db/schema/doctors.ts';
import {
  labBookingEvents,
  labBookingItems,
  labBookings,
  labItems,
  labParameters,
  labResults,
  labSlotCounters,
  labs,
} from '../../db/schema/labs.ts';
import { isPerson, type Person } from '../../lib/person.ts';

export type LabBookingRow = typeof labBookings.$inferSelect;
export type NewLabBooking = typeof labBookings.$inferInsert;
export type LabBookingItemRow = typeof labBookingItems.$inferSelect;
/** A booking's item with the test's or package's Hindi name today (lab_items.name_hi), for Hindi pages. */
export type LabBookingItemNamed = LabBookingItemRow & { nameHi: string | null };
export type NewLabBookingItem = Omit<typeof labBookingItems.$inferInsert, 'bookingId'>;
export type LabBookingEventRow = typeof labBookingEvents.$inferSelect;
export type LabResultRow = typeof labResults.$inferSelect;
export type ResultValue = {
  parameterId: string;
  value: string;
  numericValue: number | null;
  flag: string | null;
};

/** Thrown inside the booking transaction when the slot has no place left; rolls everything back. */
export class SlotFullError extends Error {
  constructor() {
    super('slot full');
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function takePlace(tx: Tx, labId: string, date: string, slot: string, capacity: number) {
  const taken = await tx
    .insert(labSlotCounters)
    .values({ labId, date, slot, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [labSlotCounters.labId, labSlotCounters.date, labSlotCounters.slot],
      set: { booked: sql`${labSlotCounters.booked} + 1` },
      setWhere: sql`${labSlotCounters.booked} < ${labSlotCounters.capacity}`,
    })
    .returning({ booked: labSlotCounters.booked });
  if (taken.length === 0) throw new SlotFullError();
}

async function releasePlace(tx: Tx, labId: string, date: string, slot: string) {
  await tx
    .update(labSlotCounters)
    .set({ booked: sql`${labSlotCounters.booked} - 1` })
    .where(
      and(
        eq(labSlotCounters.labId, labId),
        eq(labSlotCounters.date, date),
        eq(labSlotCounters.slot, slot),
        sql`${labSlotCounters.booked} > 0`,
      ),
    );
}

export function createLabBookingsRepository(db: Db) {
  return {
    /** Takes a place in the slot and writes the booking, its items and first event, in one transaction. */
    async place(
      booking: Omit<NewLabBooking, 'orderNumber'>,
      items: NewLabBookingItem[],
      capacity: number,
      year: number,
      format: (y: number, n: number) => string,
      then: (tx: Db, row: LabBookingRow) => Promise<void> = async () => {},
    ): Promise<LabBookingRow> {
      return db.transaction(async (tx) => {
        await takePlace(tx, booking.labId, booking.date, booking.slot, capacity);
        const [seq] = rowsOf<{ n: string }>(
          await tx.execute(sql`select nextval('lab_booking_number_seq') as n`),
        );
        const [row] = await tx
          .insert(labBookings)
          .values({ ...booking, orderNumber: format(year, Number(seq?.n)) })
          .returning();
        await tx.insert(labBookingItems).values(items.map((i) => ({ ...i, bookingId: booking.id })));
        await tx.insert(labBookingEvents).values({
          bookingId: booking.id,
          status: 'booked',
          actorId: booking.userId,
          at: booking.createdAt ?? new Date(),
        });
        await then(tx, row as LabBookingRow);
        return row as LabBookingRow;
      });
    },

    /** Moves the booking to another slot: the new place is taken before the old one is given back. */
    async reschedule(
      b: LabBookingRow,
      to: { date: string; slot: string; slotStartsAt: Date },
      capacity: number,
      actorId: string,
      now: Date,
      then: (tx: Db, row: LabBookingRow) => Promise<void> = async () => {},
    ): Promise<LabBookingRow> {
      return db.transaction(async (tx) => {
        await takePlace(tx, b.labId, to.date, to.slot, capacity);
        await releasePlace(tx, b.labId, b.date, b.slot);
        const [row] = await tx
          .update(labBookings)
          .set({
            date: to.date,
            slot: to.slot,
            slotStartsAt: to.slotStartsAt,
            rescheduleCount: sql`${labBookings.rescheduleCount} + 1`,
            updatedAt: now,
          })
          .where(and(eq(labBookings.id, b.id), eq(labBookings.status, b.status)))
          .returning();
        if (!row) throw new StaleBookingError();
        await tx.insert(labBookingEvents).values({
          bookingId: b.id,
          status: row.status,
          actorId,
          note: `Rescheduled from ${b.date} ${b.slot} to ${to.date} ${to.slot}`,
          at: now,
        });
        await then(tx, row);
        return row;
      });
    },

    /**
     * Writes a status change when the booking is still in `from` (a concurrent change wins, this one
     * throws StaleBookingError); a cancellation gives the slot's place back, a ready report counts for the lab.
     * A payment status worked out from `b`'s is written only while it is still `b`'s: a payment arriving
     * meanwhile is never overwritten (not paid, say, while it is paid).
     */
    async transition(
      b: LabBookingRow,
      set: Partial<NewLabBooking> & { status: string },
      event: { actorId: string; note: string | null },
      now: Date,
      then: (tx: Db, row: LabBookingRow) => Promise<void> = async () => {},
    ): Promise<LabBookingRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(labBookings)
          .set({ ...set, updatedAt: now })
          .where(
            and(
              eq(labBookings.id, b.id),
              eq(labBookings.status, b.status),
              set.paymentStatus === undefined ? undefined : eq(labBookings.paymentStatus, b.paymentStatus),
            ),
          )
          .returning();
        if (!row) throw new StaleBookingError();
        if (set.status === 'cancelled') await releasePlace(tx, b.labId, b.date, b.slot);
        if (set.status === 'report_ready' && b.status !== 'report_ready') {
          await tx
            .update(labs)
            .set({ reportsDelivered: sql`${labs.reportsDelivered} + 1` })
            .where(eq(labs.id, b.labId));
        }
        await tx
          .insert(labBookingEvents)
          .values({ bookingId: b.id, status: set.status, actorId: event.actorId, note: event.note, at: now });
        await then(tx, row);
        return row;
      });
    },

    /** What a booking's messages name: its lab (and the lab desk's account) and its tests. */
    async messageFacts(id: string) {
      const [lab] = await db
        .select({ name: labs.name, userId: labs.userId })
        .from(labBookings)
        .innerJoin(labs, eq(labs.id, labBookings.labId))
        .where(eq(labBookings.id, id));
      const items = await db
        .select({ name: labBookingItems.name, nameHi: labItems.nameHi })
        .from(labBookingItems)
        .leftJoin(labItems, eq(labItems.id, labBookingItems.itemId))
        .where(eq(labBookingItems.bookingId, id))
        .orderBy(asc(labBookingItems.id));
      return {
        labName: lab?.name ?? '',
        labUserId: lab?.userId ?? null,
        tests: items.map((i) => i.name),
        /** The tests' Hindi names (lab_items.name_hi) where they have one. */
        testsHi: items.map((i) => i.nameHi ?? i.name),
      };
    },

    /** Where each booking stands (the notifications runner's check of a collection reminder at send time). */
    async statesOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: labBookings.id, status: labBookings.status, startsAt: labBookings.slotStartsAt })
        .from(labBookings)
        .where(inArray(labBookings.id, ids));
    },

    /**
     * Marks a booking paid online if it still awaits its payment, in one conditional update
     * (docs/product-rules.md#payments): 'paid' only for the call that did it.
     */
    async markPaid(id: string, paymentId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(labBookings)
          .set({ paymentStatus: 'paid', paymentId, paidAt: now, holdExpiresAt: null, updatedAt: now })
          .where(
            and(
              eq(labBookings.id, id),
              eq(labBookings.paymentStatus, 'awaiting_payment'),
              eq(labBookings.status, 'booked'),
            ),
          )
          .returning();
        if (row) {
          await tx
            .insert(labBookingEvents)
            .values({ bookingId: id, status: row.status, actorId: null, note: 'Paid online', at: now });
          return 'paid' as const;
        }
        const [current] = await tx
          .select({ paymentId: labBookings.paymentId })
          .from(labBookings)
          .where(eq(labBookings.id, id));
        if (current?.paymentId === paymentId) return 'already_paid' as const;
        if (current?.paymentId) return 'duplicate' as const;
        return 'closed' as const;
      });
    },

    /** Online bookings still unpaid when their hold ended. */
    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: labBookings.id })
        .from(labBookings)
        .where(and(eq(labBookings.paymentStatus, 'awaiting_payment'), lt(labBookings.holdExpiresAt, now)))
        .orderBy(asc(labBookings.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Cancels a booking still awaiting its online payment and gives its slot's place back; true when this call did. */
    async releaseHold(id: string, note: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(labBookings)
          .set({
            status: 'cancelled',
            paymentStatus: 'not_paid',
            cancelReason: note,
            cancelledBy: 'system',
            cancelledAt: now,
            updatedAt: now,
          })
          .where(
            and(
              eq(labBookings.id, id),
              eq(labBookings.paymentStatus, 'awaiting_payment'),
              eq(labBookings.status, 'booked'),
            ),
          )
          .returning();
        if (!row) return false;
        await releasePlace(tx, row.labId, row.date, row.slot);
        await tx
          .insert(labBookingEvents)
          .values({ bookingId: id, status: 'cancelled', actorId: null, note, at: now });
        return true;
      });
    },

    async setPaymentStatus(id: string, paymentStatus: string, now: Date) {
      await db.update(labBookings).set({ paymentStatus, updatedAt: now }).where(eq(labBookings.id, id));
    },

    /** A note on the booking's timeline at its current status (refunds, late payments). */
    async addNote(id: string, note: string, now: Date) {
      const [row] = await db
        .select({ status: labBookings.status })
        .from(labBookings)
        .where(eq(labBookings.id, id));
      if (!row) return;
      // After the booking's last event, so the timeline reads in order.
      const [last] = await db
        .select({ at: sql<Date>`max(${labBookingEvents.at})`.mapWith(labBookingEvents.at) })
        .from(labBookingEvents)
        .where(eq(labBookingEvents.bookingId, id));
      const at = last?.at && last.at > now ? last.at : now;
      await db
        .insert(labBookingEvents)
        .values({ bookingId: id, status: row.status, actorId: null, note, at });
    },

    async setReportFile(
      id: string,
      file: { key: string; name: string; size: number },
      now: Date,
    ): Promise<LabBookingRow | undefined> {
      const [row] = await db
        .update(labBookings)
        .set({
          reportFileKey: file.key,
          reportFileName: file.name,
          reportSizeBytes: file.size,
          reportUploadedAt: now,
          updatedAt: now,
        })
        .where(eq(labBookings.id, id))
        .returning();
      return row;
    },

    async find(id: string): Promise<LabBookingRow | undefined> {
      const [row] = await db.select().from(labBookings).where(eq(labBookings.id, id));
      return row;
    },

    async list(
      where: {
        userId?: string;
        labId?: string;
        date?: string;
        status?: string;
        statuses?: readonly string[];
        /** 'self' or a family member's id. */
        member?: string;
      },
      order: 'newest' | 'slot',
      page: { limit: number; offset: number },
    ) {
      const cond: SQL | undefined = and(
        where.userId ? eq(labBookings.userId, where.userId) : undefined,
        where.labId ? eq(labBookings.labId, where.labId) : undefined,
        where.date ? eq(labBookings.date, where.date) : undefined,
        where.status ? eq(labBookings.status, where.status) : undefined,
        where.statuses ? inArray(labBookings.status, [...where.statuses]) : undefined,
        where.member === 'self'
          ? isNull(labBookings.familyMemberId)
          : where.member
            ? eq(labBookings.familyMemberId, where.member)
            : undefined,
      );
      const rows = await db
        .select()
        .from(labBookings)
        .where(cond)
        .orderBy(
          ...(order === 'slot'
            ? [asc(labBookings.slot), asc(labBookings.createdAt), asc(labBookings.id)]
            : [desc(labBookings.createdAt), asc(labBookings.id)]),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(labBookings).where(cond);
      return { rows, total: total?.n ?? 0 };
    },

    async itemsOf(bookingIds: string[]): Promise<LabBookingItemNamed[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select({ ...getTableColumns(labBookingItems), nameHi: labItems.nameHi })
        .from(labBookingItems)
        .leftJoin(labItems, eq(labItems.id, labBookingItems.itemId))
        .where(inArray(labBookingItems.bookingId, bookingIds))
        .orderBy(asc(labBookingItems.id));
    },

    async eventsOf(bookingIds: string[]): Promise<LabBookingEventRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(labBookingEvents)
        .where(inArray(labBookingEvents.bookingId, bookingIds))
        .orderBy(asc(labBookingEvents.at), asc(labBookingEvents.id));
    },

    async resultsOf(bookingId: string): Promise<LabResultRow[]> {
      return db.select().from(labResults).where(eq(labResults.bookingId, bookingId));
    },

    /**
     * Replaces the given values of a booking (one statement per value) and then its calculated values, in one
     * transaction under the booking's row lock, so two saves at once cannot leave a calculated value made
     * from the other's inputs: `derive` reads the booking's values as saved and names the calculated values
     * to write and the ones to remove (modules/labs/derived-values.ts). Returns false, writing nothing, when
     * the booking is no longer in one of `statuses` once locked.
     */
    async saveResults(
      bookingId: string,
      values: ResultValue[],
      actorId: string,
      now: Date,
      statuses: readonly string[],
      derive: (saved: LabResultRow[]) => { upserts: ResultValue[]; removals: string[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: labBookings.status })
          .from(labBookings)
          .where(eq(labBookings.id, bookingId))
          .for('update');
        if (!locked || !statuses.includes(locked.status)) return false;
        const upsert = async (v: ResultValue) => {
          await tx
            .insert(labResults)
            .values({ bookingId, ...v, enteredBy: actorId, enteredAt: now })
            .onConflictDoUpdate({
              target: [labResults.bookingId, labResults.parameterId],
              set: {
                value: v.value,
                numericValue: v.numericValue,
                flag: v.flag,
                enteredBy: actorId,
                enteredAt: now,
              },
            });
        };
        for (const v of values) await upsert(v);
        const saved = await tx.select().from(labResults).where(eq(labResults.bookingId, bookingId));
        const { upserts, removals } = derive(saved);
        for (const v of upserts) {
          const was = saved.find((r) => r.parameterId === v.parameterId);
          // An unchanged calculated value keeps who entered the inputs it came from, and when.
          if (was && was.value === v.value && was.flag === v.flag) continue;
          await upsert(v);
        }
        if (removals.length > 0)
          await tx
            .delete(labResults)
            .where(and(eq(labResults.bookingId, bookingId), inArray(labResults.parameterId, removals)));
        return true;
      });
    },

    /** Booked and capacity per slot of a lab's day. */
    /** The lab's slot counters on these dates (one primary-key range per date). */
    async counters(labId: string, dates: readonly string[]) {
      return db
        .select({
          date: labSlotCounters.date,
          slot: labSlotCounters.slot,
          booked: labSlotCounters.booked,
          capacity: labSlotCounters.capacity,
        })
        .from(labSlotCounters)
        .where(and(eq(labSlotCounters.labId, labId), inArray(labSlotCounters.date, [...dates])));
    },

    /**
     * Parameter codes measured more than once for this person of the account (reported bookings), among
     * these codes; only this lab's results when `labId` is given (a lab reads only what it produced).
     */
    async repeatedCodes(
      userId: string,
      person: Person,
      codes: string[],
      labId?: string,
    ): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: labParameters.code, n: count() })
        .from(labResults)
        .innerJoin(labBookings, eq(labBookings.id, labResults.bookingId))
        .innerJoin(labParameters, eq(labParameters.id, labResults.parameterId))
        .where(
          and(
            eq(labBookings.userId, userId),
            isPerson(labBookings, person),
            labId ? eq(labBookings.labId, labId) : undefined,
            eq(labBookings.status, 'report_ready'),
            inArray(labParameters.code, codes),
            sql`${labResults.numericValue} is not null`,
          ),
        )
        .groupBy(labParameters.code);
      return new Set(rows.filter((r) => r.n > 1).map((r) => r.code));
    },

    /**
     * This person's reported values of a parameter code, oldest first: from every lab, or only from `labId`
     * when given (a lab desk reads only what it produced).
     */
    async trend(userId: string, person: Person, code: string, labId?: string) {
      return db
        .select({
          bookingId: labBookings.id,
          orderNumber: labBookings.orderNumber,
          at: labBookings.sampleCollectedAt,
          slotStartsAt: labBookings.slotStartsAt,
          date: labBookings.date,
          value: labResults.numericValue,
          flag: labResults.flag,
        })
        .from(labResults)
        .innerJoin(labBookings, eq(labBookings.id, labResults.bookingId))
        .innerJoin(labParameters, eq(labParameters.id, labResults.parameterId))
        .where(
          and(
            eq(labBookings.userId, userId),
            isPerson(labBookings, person),
            labId ? eq(labBookings.labId, labId) : undefined,
            eq(labBookings.status, 'report_ready'),
            eq(labParameters.code, code),
            sql`${labResults.numericValue} is not null`,
          ),
        )
        .orderBy(asc(labBookings.slotStartsAt), asc(labBookings.id));
    },

    /**
     * Whether this doctor (by user id) has an appointment, of any status but cancelled, with this person of
     * the account: a doctor who sees only a family member does not read the holder's reports.
     */
    async doctorTreats(doctorUserId: string, patientId: string, person: Person): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(
          and(
            eq(doctors.userId, doctorUserId),
            eq(appointments.patientId, patientId),
            isPerson(appointments, person),
            sql`${appointments.status} <> 'cancelled'`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type LabBookingsRepository = ReturnType<typeof createLabBookingsRepository>;

/** The booking changed under this request (another request moved it first). */
export class StaleBookingError extends Error {
  constructor() {
    super('stale booking');
  }
}
