// Turns the database's refusal of an overlapping appointment (exclusion violation, SQLSTATE 23P01) into
// the 409 the patient sees; any other error is rethrown untouched.
import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';

/**
 * `personName`: the name of the person it is for when that is not the account holder (a family member, or
 * someone else booked by name); null or absent for the holder.
 */
export function rethrowOverlap(err: unknown, who: 'self' | 'desk', personName?: string | null): never {
  const constraint = violatedConstraint(err, PG_EXCLUSION_VIOLATION);
  if (constraint === undefined) throw err;
  if (constraint === 'appointments_patient_no_overlap') {
    // The person is the holder, a family member or someone else by name (migration 0051_person-overlap-by-name,
    // docs/product-rules.md#appointments): the refusal names whom it is about.
    if (personName) throw AppError.conflict(`${personName} already has another appointment at this time.`);
    throw AppError.conflict(
      who === 'desk'
        ? 'This patient already has another appointment at this time.'
        : 'You already have another appointment at this time.',
    );
  }
  throw AppError.conflict(SLOT_TAKEN_MESSAGE);
}
