// Turns the database's refusal of an overlapping appointment (exclusion violation, SQLSTATE 23P01) into
// the 409 the patient sees; any other error is rethrown untouched.
import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';

export function rethrowOverlap(err: unknown, who: 'self' | 'desk', memberName?: string | null): never {
  const constraint = violatedConstraint(err, PG_EXCLUSION_VIOLATION);
  if (constraint === undefined) throw err;
  if (constraint === 'appointments_patient_no_overlap') {
    // The person is the account and the family member it is for (docs/product-rules.md#appointments).
    if (memberName) throw AppError.conflict(`${memberName} already has another appointment at this time.`);
    throw AppError.conflict(
      who === 'desk'
        ? 'This patient already has another appointment at this time.'
        : 'You already have another appointment at this time.',
    );
  }
  throw AppError.conflict(SLOT_TAKEN_MESSAGE);
}
