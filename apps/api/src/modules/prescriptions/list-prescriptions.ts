// GET /api/v1/bookings/getPrescriptions: the caller's uploaded and doctor-issued prescriptions, newest first,
// optionally only one person's (`?member=`: 'self' or a family member's id, filtered in SQL).
import type { Prescription } from '@arogya/contracts/pharmacy';
import { mapPrescription } from './prescription-mapper.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';

export async function listPrescriptions(
  deps: PrescriptionsDeps,
  userId: string,
  now: Date,
  member?: string,
): Promise<Prescription[]> {
  return (await deps.prescriptions.listForUser(userId, member)).map((r) => mapPrescription(r, now));
}
