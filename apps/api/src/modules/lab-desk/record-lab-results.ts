// PUT /api/v1/labs/desk/bookings/:id/results: the lab enters values per parameter, after collection and
// before the report is ready (422 otherwise); a repeat replaces a value. Each value is flagged against this
// patient's range (docs/product-rules.md#lab-tests). A parameter not in the booking, or a numeric one given
// something that is not a number, is a 400 naming the field. Not its booking: 404.
import type { LabDeskBooking, LabResultsRequest } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { flagNumeric, flagText, parseNumericValue } from '../labs/lab-rules.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';
import { resultSheet } from '../labs/result-sheet.ts';
import { loadDeskBooking } from './load-desk-booking.ts';

export async function recordLabResults(
  deps: LabsDeps,
  user: Actor,
  id: string,
  input: z.output<typeof LabResultsRequest>,
  now: Date,
): Promise<LabDeskBooking> {
  const { row } = await labBooking(deps, user, id);
  if (row.status !== 'sample_collected' && row.status !== 'processing') {
    throw AppError.rule(
      'Results can be entered after the sample is collected and before the report is ready',
    );
  }
  const sheet = await resultSheet(deps, row);
  const byId = new Map(sheet.flatMap((t) => t.parameters.map((p) => [p.param.id, p] as const)));
  const details: { field: string; message: string }[] = [];
  const values = input.results.map((r, i) => {
    const p = byId.get(r.parameterId);
    if (!p) {
      details.push({
        field: `results.${i}.parameterId`,
        message: 'This parameter is not part of the booking',
      });
      return null;
    }
    if (p.param.valueType === 'numeric') {
      const n = parseNumericValue(r.value);
      if (n === null) {
        details.push({ field: `results.${i}.value`, message: `${p.param.name} takes a number, e.g. 5.6` });
        return null;
      }
      return { parameterId: r.parameterId, value: r.value, numericValue: n, flag: flagNumeric(n, p.range) };
    }
    return {
      parameterId: r.parameterId,
      value: r.value,
      numericValue: null,
      flag: flagText(r.value, p.param.normalText),
    };
  });
  if (details.length > 0) throw AppError.invalidInput(details);
  await deps.bookings.saveResults(
    row.id,
    values.filter((v) => v !== null),
    user.id,
    now,
  );
  return loadDeskBooking(deps, row, now);
}
