// The dashboard: one section per role the caller holds. A patient's upcoming appointments and what is
// pending (orders on their way, prescriptions to verify, lab collections, reports ready), a doctor's
// day, a receptionist's clinic day, and an admin's totals; days are Asia/Kolkata days.
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_REPORT_DAYS,
  type Dashboard,
  type DashboardLabBooking,
  type DashboardOrder,
} from '@arogya/contracts/home';
import { LAB_BOOKING_STATUS_LABELS, type LabBookingStatus } from '@arogya/contracts/labs';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@arogya/contracts/orders';
import type { Role } from '@arogya/contracts/roles';
import type { Actor } from '../../lib/actor.ts';
import { dayBounds, todayIn } from '../../lib/zoned-time.ts';
import { viewerOf } from '../appointments/appointment-access.ts';
import { mapAppointment } from '../appointments/appointment-mapper.ts';
import type { AppointmentsDeps } from '../appointments/appointments-deps.ts';
import type { DashboardRepository, DayScope } from './dashboard.repository.ts';

const DAY_MS = 86_400_000;

export type HomeDeps = AppointmentsDeps & { dashboard: DashboardRepository };

type OrderRow = Awaited<ReturnType<HomeDeps['dashboard']['ordersOnTheWay']>>[number];
type LabRow = Awaited<ReturnType<HomeDeps['dashboard']['labCollections']>>[number];

const mapOrder = (r: OrderRow): DashboardOrder => ({
  id: r.id,
  orderNumber: r.orderNumber,
  status: r.status,
  statusLabel: ORDER_STATUS_LABELS[r.status as OrderStatus] ?? r.status,
  totalPaise: r.totalPaise,
  itemCount: Number(r.itemCount),
  createdAt: r.createdAt.toISOString(),
});

const mapLabBooking = (r: LabRow): DashboardLabBooking => ({
  id: r.id,
  orderNumber: r.orderNumber,
  status: r.status,
  statusLabel: LAB_BOOKING_STATUS_LABELS[r.status as LabBookingStatus] ?? r.status,
  patientName: r.patientName,
  date: r.date,
  slot: r.slot,
  slotStartsAt: r.slotStartsAt.toISOString(),
  reportReadyAt: r.reportReadyAt?.toISOString() ?? null,
});

async function dayCounts(deps: HomeDeps, scope: DayScope, day: { start: Date; end: Date }) {
  const rows = await deps.dashboard.statusCounts(scope, day.start, day.end);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    booked: of('booked'),
    completed: of('completed'),
    cancelled: of('cancelled'),
    noShow: of('no-show'),
  };
}

export async function getDashboard(deps: HomeDeps, user: Actor, now: Date): Promise<Dashboard> {
  const roles = user.roles as Role[];
  const date = todayIn(now);
  const today = dayBounds(date);
  const out: Dashboard = { role: roles[0] ?? 'patient', date };
  if (roles.includes('patient')) {
    const nextId = await deps.dashboard.nextAppointmentId(user.id, now);
    const next = nextId ? await deps.bookings.findById(nextId) : undefined;
    const limit = DASHBOARD_LIST_LIMIT;
    out.patient = {
      returning: await deps.dashboard.isReturning(user.id),
      today: await deps.dashboard.countBookedFrom({ patientId: user.id }, today.start, today.end),
      upcoming: await deps.dashboard.countBookedFrom({ patientId: user.id }, today.end),
      completed: await deps.dashboard.countCompleted(user.id),
      next: next ? mapAppointment(next, now, 'patient') : null,
      ordersOnTheWay: (await deps.dashboard.ordersOnTheWay(user.id, limit)).map(mapOrder),
      prescriptionsAwaiting: (await deps.dashboard.prescriptionsAwaiting(user.id, limit)).map(mapOrder),
      labCollections: (await deps.dashboard.labCollections(user.id, now, limit)).map(mapLabBooking),
      labReportsReady: (
        await deps.dashboard.labReportsReady(
          user.id,
          new Date(now.getTime() - DASHBOARD_REPORT_DAYS * DAY_MS),
          limit,
        )
      ).map(mapLabBooking),
    };
  }
  const viewer = await viewerOf(deps, user);
  if (viewer.doctorId) {
    out.doctor = {
      doctorId: viewer.doctorId,
      today: await dayCounts(deps, { doctorId: viewer.doctorId }, today),
      upcoming: await deps.dashboard.countBookedFrom({ doctorId: viewer.doctorId }, today.end),
      onLeaveToday: await deps.dashboard.doctorOnLeave(viewer.doctorId, date),
    };
  }
  if (viewer.clinicId) {
    const clinic = await deps.dashboard.clinicDoctors(viewer.clinicId, date);
    const name = (await deps.bookings.clinicName(viewer.clinicId)) ?? '';
    out.receptionist = {
      clinic: { id: viewer.clinicId, name },
      today: await dayCounts(deps, { clinicId: viewer.clinicId }, today),
      doctors: clinic.total,
      doctorsOnLeave: clinic.onLeave,
    };
  }
  if (roles.includes('admin')) {
    const totals = await deps.dashboard.totals();
    out.admin = { ...totals, today: await dayCounts(deps, {}, today) };
  }
  return out;
}
