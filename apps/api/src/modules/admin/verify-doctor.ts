// An admin marks a doctor's medical council registration checked (docs/product-rules.md#doctor-onboarding):
// recorded with who and when, written to the audit log; the doctor is listed publicly from then on, with
// the verified badge. Refusals: no such doctor (404); already checked (409).

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminDeps } from './admin-deps.ts';

export async function verifyDoctor(deps: AdminDeps, admin: Actor, doctorId: string): Promise<void> {
  const outcome = await deps.doctors.verify(admin, doctorId);
  if (!outcome) throw AppError.notFound('Doctor not found');
  if (outcome === 'already') throw AppError.conflict('This registration has already been checked');
}
