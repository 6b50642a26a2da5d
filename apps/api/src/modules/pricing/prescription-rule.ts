// The prescription rule (docs/product-rules.md#prescriptions-and-medicine-schedules): Schedule X is never
// sold online; an order with an H or H1 medicine needs a prescription issued within the last
// PRESCRIPTION_VALIDITY_DAYS (uploaded or issued by an Arogya doctor), which a pharmacist approves before
// dispatch.
import { PRESCRIPTION_VALIDITY_DAYS } from '@arogya/contracts/constants';
import type { Schedule } from '@arogya/contracts/pharmacy';

const DAY_MS = 86_400_000;
/** A prescription dated a little ahead of the server clock (time zones, clock drift) is still accepted. */
const FUTURE_SKEW_MS = 36 * 3_600_000;

export const soldOnline = (schedule: Schedule) => schedule !== 'X';
export const needsPrescription = (schedule: Schedule) => schedule === 'H' || schedule === 'H1';
export const orderNeedsPrescription = (schedules: readonly Schedule[]) => schedules.some(needsPrescription);

export function prescriptionValidUntil(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PRESCRIPTION_VALIDITY_DAYS * DAY_MS);
}

export function isPrescriptionValid(issuedAt: Date, now: Date): boolean {
  return (
    issuedAt.getTime() <= now.getTime() + FUTURE_SKEW_MS &&
    now.getTime() <= prescriptionValidUntil(issuedAt).getTime()
  );
}
