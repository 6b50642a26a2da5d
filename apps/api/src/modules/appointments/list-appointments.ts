// Lists appointments for one owner (a patient's own, a doctor's, or a clinic's) with the My Appointments
// filters, derived in Asia/Kolkata: today and upcoming are booked ones, today's or on later days. A staff
// list shows each patient's visit reason, so each listed appointment is written to the audit log
// (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { AppointmentListQuery } from '@arogya/contracts/appointments';
import type { z } from 'zod';
import type { AuditActor } from '../../lib/audit.ts';
import { dayBounds, todayIn } from '../../lib/zoned-time.ts';
import { mapAppointment, type ViewerRole } from './appointment-mapper.ts';
import type { AppointmentOwner, AppointmentWindow } from './appointments.repository.ts';
import { type AppointmentsDeps, loadConsultationPayments } from './appointments-deps.ts';

type Query = z.output<typeof AppointmentListQuery>;

function windowOf(query: Query, now: Date): AppointmentWindow {
  const today = dayBounds(todayIn(now));
  const day = query.date ? dayBounds(query.date) : undefined;
  const base = { from: day?.start, to: day?.end };
  switch (query.filter) {
    case 'today':
      return { statuses: ['booked'], from: today.start, to: today.end, order: 'asc' };
    case 'upcoming':
      return { ...base, statuses: ['booked'], from: maxDate(today.end, day?.start), order: 'asc' };
    case 'completed':
      return { ...base, statuses: ['completed'], order: 'desc' };
    case 'cancelled':
      return { ...base, statuses: ['cancelled'], order: 'desc' };
    default:
      return { ...base, order: query.date ? 'asc' : 'desc' };
  }
}

const maxDate = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

export async function listAppointments(
  deps: AppointmentsDeps,
  owner: AppointmentOwner,
  viewer: ViewerRole,
  query: Query,
  now: Date,
  /** The staff member reading the list (required for a doctor's or a clinic's list). */
  staff?: AuditActor,
) {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const window = { ...windowOf(query, now), member: viewer === 'patient' ? query.member : undefined };
  const { rows, total } = await deps.bookings.list(owner, window, page);
  if (viewer !== 'patient') {
    if (!staff) throw new Error('A staff list of appointments needs the staff member, for the audit log');
    await deps.audit.record(
      rows.map((r) => ({
        actor: staff,
        action: 'appointments.list',
        subjectUserId: r.patientId,
        resourceType: 'appointment',
        resourceId: r.id,
      })),
    );
  }
  const payments = await loadConsultationPayments(deps, rows);
  return {
    result: rows.map((r) => mapAppointment(r, now, viewer, payments.get(r.id) ?? null)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
