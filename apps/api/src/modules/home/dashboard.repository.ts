// The only place that counts things for the dashboard.
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, clinics, doctorLeaves, doctors, reviews } from '../../db/schema/doctors.ts';
import { labBookings } from '../../db/schema/labs.ts';
import { orders } from '../../db/schema/pharmacy-orders.ts';
import { sessions, users } from '../../db/schema/users.ts';

/** Orders a patient is waiting to receive (docs/product-rules.md#orders-returns-and-refunds). */
const ON_THE_WAY = ['confirmed', 'packed', 'shipped', 'out_for_delivery'];
/** Lab bookings whose home collection is still ahead. */
const TO_COLLECT = ['booked', 'phlebotomist_assigned'];

export type DayScope = { doctorId?: string; clinicId?: string };

export function createDashboardRepository(db: Db) {
  const onLeave = (date: string) =>
    sql<boolean>`exists (select 1 from ${doctorLeaves} l where l.doctor_id = ${doctors.id} and ${date}::date between l.start_date and l.end_date)`;

  const labBookingColumns = {
    id: labBookings.id,
    orderNumber: labBookings.orderNumber,
    status: labBookings.status,
    patientName: labBookings.patientName,
    date: labBookings.date,
    slot: labBookings.slot,
    slotStartsAt: labBookings.slotStartsAt,
    reportReadyAt: labBookings.reportReadyAt,
  };

  function patientOrders(where: ReturnType<typeof and>, limit: number) {
    return db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        // Spelled out: drizzle leaves columns unqualified in a select list, which would bind to order_items.
        itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = orders.id)`,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), orders.id)
      .limit(limit);
  }

  return {
    /** Appointments starting in [from, to) by status. */
    async statusCounts(scope: DayScope, from: Date, to: Date) {
      return db
        .select({ status: appointments.status, n: count() })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(
          and(
            scope.doctorId ? eq(appointments.doctorId, scope.doctorId) : undefined,
            scope.clinicId ? eq(doctors.clinicId, scope.clinicId) : undefined,
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        )
        .groupBy(appointments.status);
    },

    async countBookedFrom(scope: DayScope & { patientId?: string }, from: Date, to?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            scope.doctorId ? eq(appointments.doctorId, scope.doctorId) : undefined,
            scope.patientId ? eq(appointments.patientId, scope.patientId) : undefined,
            eq(appointments.status, 'booked'),
            gte(appointments.startsAt, from),
            to ? lt(appointments.startsAt, to) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Whether the patient has been here before: signed in before this session, or booked or ordered
     * anything. Each test is one probe of an index on the user (sessions_user_idx, the appointments' patient
     * index, orders_user_created_idx, the lab bookings' user index).
     */
    async isReturning(patientId: string): Promise<boolean> {
      const result = (await db.execute(sql`
        select (
          exists (select 1 from ${sessions} s where s.user_id = ${patientId} offset 1)
          or exists (select 1 from ${appointments} a where a.patient_id = ${patientId})
          or exists (select 1 from ${orders} o where o.user_id = ${patientId})
          or exists (select 1 from ${labBookings} b where b.user_id = ${patientId})
        ) as "returning"`)) as unknown as { rows: { returning: boolean }[] };
      return result.rows[0]?.returning === true;
    },

    async countCompleted(patientId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'completed')));
      return row?.n ?? 0;
    },

    async nextAppointmentId(patientId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, patientId),
            eq(appointments.status, 'booked'),
            gte(appointments.endsAt, now),
          ),
        )
        .orderBy(appointments.startsAt)
        .limit(1);
      return row?.id;
    },

    // A patient's lists: each reads one patient's rows through the (user_id, created_at) indexes of orders
    // and lab_bookings, and returns at most `limit` rows.
    async ordersOnTheWay(patientId: string, limit: number) {
      return patientOrders(and(eq(orders.userId, patientId), inArray(orders.status, ON_THE_WAY)), limit);
    },

    async prescriptionsAwaiting(patientId: string, limit: number) {
      return patientOrders(
        and(
          eq(orders.userId, patientId),
          eq(orders.prescriptionStatus, 'pending'),
          ne(orders.status, 'cancelled'),
        ),
        limit,
      );
    },

    async labCollections(patientId: string, now: Date, limit: number) {
      // A collection stays listed until its slot's hour is over.
      const since = new Date(now.getTime() - 60 * 60_000);
      return db
        .select(labBookingColumns)
        .from(labBookings)
        .where(
          and(
            eq(labBookings.userId, patientId),
            inArray(labBookings.status, TO_COLLECT),
            gte(labBookings.slotStartsAt, since),
          ),
        )
        .orderBy(labBookings.slotStartsAt, labBookings.id)
        .limit(limit);
    },

    /** Reports made ready since `since`, newest first. */
    async labReportsReady(patientId: string, since: Date, limit: number) {
      return db
        .select(labBookingColumns)
        .from(labBookings)
        .where(
          and(
            eq(labBookings.userId, patientId),
            eq(labBookings.status, 'report_ready'),
            gte(labBookings.reportReadyAt, since),
          ),
        )
        .orderBy(desc(labBookings.reportReadyAt), labBookings.id)
        .limit(limit);
    },

    async clinicDoctors(clinicId: string, today: string) {
      const [row] = await db
        .select({ total: count(), onLeave: sql<number>`count(*) filter (where ${onLeave(today)})::int` })
        .from(doctors)
        .where(eq(doctors.clinicId, clinicId));
      return { total: row?.total ?? 0, onLeave: Number(row?.onLeave ?? 0) };
    },

    async doctorOnLeave(doctorId: string, today: string): Promise<boolean> {
      const [row] = await db
        .select({ onLeave: onLeave(today) })
        .from(doctors)
        .where(eq(doctors.id, doctorId));
      return Boolean(row?.onLeave);
    },

    async totals() {
      const [row] = await db
        .select({
          doctors: sql<number>`(select count(*)::int from ${doctors})`,
          clinics: sql<number>`(select count(*)::int from ${clinics})`,
          patients: sql<number>`(select count(*)::int from ${users} where 'patient' = any(${users.roles}))`,
          appointments: sql<number>`(select count(*)::int from ${appointments})`,
          reviews: sql<number>`(select count(*)::int from ${reviews})`,
        })
        .from(sql`(select 1) as one`);
      return {
        doctors: Number(row?.doctors ?? 0),
        clinics: Number(row?.clinics ?? 0),
        patients: Number(row?.patients ?? 0),
        appointments: Number(row?.appointments ?? 0),
        reviews: Number(row?.reviews ?? 0),
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
