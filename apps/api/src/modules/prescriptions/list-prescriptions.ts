// GET /api/v1/bookings/getPrescriptions: the caller's uploaded and doctor-issued prescriptions, newest first.
import type { Prescription } from '@arogya/contracts/pharmacy';
import { mapPrescription } from './prescription-mapper.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';

export async function listPrescriptions(
  deps: PrescriptionsDeps,
  userId: string,
  now: Date,
): Promise<Prescription[]> {
  return (await deps.prescriptions.listForUser(userId)).map((r) => mapPrescription(r, now));
}
