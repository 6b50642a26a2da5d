// Loads bookings with their items, events and lab for the mapper, and finds a booking for the one who
// asks: its patient, or the lab it was booked with (docs/product-rules.md#lab-tests). Anyone else is told
// it does not exist (404), so booking ids reveal nothing.
import type { LabBooking } from '@arogya/contracts/labs';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPaymentSummaries } from '../payments/payment-mapper.ts';
import type { LabBookingRow } from './lab-bookings.repository.ts';
import { mapBooking, reportFileUrl } from './lab-mapper.ts';
import type { LabRow } from './labs.repository.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function loadLabBookings(
  deps: LabsDeps,
  rows: LabBookingRow[],
  now: Date,
): Promise<LabBooking[]> {
  const ids = rows.map((r) => r.id);
  const online = rows.filter((r) => r.paymentMethod === 'online');
  const [items, events, payments] = await Promise.all([
    deps.bookings.itemsOf(ids),
    deps.bookings.eventsOf(ids),
    loadPaymentSummaries(deps.payments, 'lab_booking', online),
  ]);
  const labs = new Map<string, LabRow>();
  for (const labId of new Set(rows.map((r) => r.labId))) {
    const lab = await deps.labs.findLab(labId);
    if (lab) labs.set(labId, lab);
  }
  return rows.map((r) => {
    const lab = labs.get(r.labId);
    if (!lab) throw new Error(`lab ${r.labId} missing`);
    return mapBooking(
      r,
      items.filter((i) => i.bookingId === r.id),
      events.filter((e) => e.bookingId === r.id),
      lab,
      now,
      reportFileUrl,
      payments.get(r.id) ?? null,
    );
  });
}

export async function loadLabBooking(deps: LabsDeps, row: LabBookingRow, now: Date): Promise<LabBooking> {
  const [one] = await loadLabBookings(deps, [row], now);
  if (!one) throw new Error('booking missing');
  return one;
}

const NOT_FOUND = 'Lab booking not found';

/** The caller's own booking, else 404. */
export async function patientBooking(deps: LabsDeps, userId: string, id: string): Promise<LabBookingRow> {
  const row = await deps.bookings.find(id);
  if (!row || row.userId !== userId) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** The signed-in lab user's lab, else 403 (a lab account not linked to a lab yet). */
export async function labOf(deps: LabsDeps, user: Actor): Promise<LabRow> {
  const lab = await deps.labs.labOfUser(user.id);
  if (!lab) throw AppError.forbidden('This account is not linked to a partner lab');
  return lab;
}

/** A booking of the caller's lab, else 404. */
export async function labBooking(deps: LabsDeps, user: Actor, id: string) {
  const lab = await labOf(deps, user);
  const row = await deps.bookings.find(id);
  if (!row || row.labId !== lab.id) throw AppError.notFound(NOT_FOUND);
  return { lab, row };
}
