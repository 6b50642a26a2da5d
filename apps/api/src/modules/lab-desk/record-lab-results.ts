// PUT /api/v1/labs/desk/bookings/:id/results: the lab enters values per parameter, after collection and
// before the report is ready (422 otherwise); a repeat replaces a value. Each value is flagged against this
// patient's range (docs/product-rules.md#lab-tests). A parameter not in the booking, or a numeric one given
// something that is not a number, is a 400 naming the field. A calculated parameter (eAG, VLDL, eGFR ...)
// is never typed: a value sent for one is a 400 saying what it is calculated from; after the typed values
// are saved, the booking's calculated values are computed from them and flagged, in the same transaction
// (modules/labs/derived-values.ts). Not its booking: 404.
import type { LabDeskBooking, LabResultsRequest } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { calculatedParameters, derivedChanges } from '../labs/derived-values.ts';
import { flagNumeric, flagText, parseNumericValue } from '../labs/lab-rules.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';
import { resultSheet, type SheetTest } from '../labs/result-sheet.ts';
import { loadDeskBooking } from './load-desk-booking.ts';

export async function recordLabResults(
  deps: LabsDeps,
  user: Actor,
  id: string,
  input: z.output<typeof LabResultsRequest>,
  now: Date,
): Promise<LabDeskBooking> {
  const { row } = await labBooking(deps, user, id);
  if (!ENTERABLE.includes(row.status)) throw AppError.rule(NOT_ENTERABLE);
  const sheet = await resultSheet(deps, row);
  const byId = new Map(sheet.flatMap((t) => t.parameters.map((p) => [p.param.id, p] as const)));
  const calculated = calculatedParameters(sheet);
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
    const derived = calculated.get(p.param.id);
    if (derived) {
      details.push({
        field: `results.${i}.value`,
        message: `${p.param.name} is calculated from ${namesOf(derived.inputs, sheet)}; it is not typed`,
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
  const saved = await deps.bookings.saveResults(
    row.id,
    values.filter((v) => v !== null),
    user.id,
    now,
    ENTERABLE,
    (rows) => derivedChanges(sheet, { age: row.patientAge, sex: row.patientSex }, rows),
  );
  if (!saved) throw AppError.rule(NOT_ENTERABLE);
  return loadDeskBooking(deps, row, now);
}

const ENTERABLE: readonly string[] = ['sample_collected', 'processing'];
const NOT_ENTERABLE = 'Results can be entered after the sample is collected and before the report is ready';

/** 'HbA1c (Glycated Haemoglobin)', 'Cholesterol, Total and HDL Cholesterol': the inputs as this booking names them. */
function namesOf(codes: readonly string[], sheet: SheetTest[]): string {
  const names = codes.map(
    (code) => sheet.flatMap((t) => t.parameters).find((p) => p.param.code === code)?.param.name ?? code,
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
