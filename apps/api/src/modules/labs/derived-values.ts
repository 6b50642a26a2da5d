// The calculated parameters of a booking (eAG from HbA1c, VLDL from triglycerides, eGFR from creatinine ...):
// the formulas are one module shared with the web app (packages/contracts/src/lab-derived-values.ts); here
// they are applied to a booking's result sheet. Test by test, from the values that test holds: a calculated
// parameter whose inputs all have values gets its value, flagged against this patient's range like a typed
// one; one whose inputs are missing (or that cannot be calculated, e.g. triglycerides above 400 mg/dL) has
// none, and a value it had is removed. The lab never types them (record-lab-results.ts refuses it). A test
// that has such a code without its inputs measures it (BUN alone), and there it is typed.
import {
  calculatedIn,
  DERIVED_BY_CODE,
  type DerivedParameter,
  deriveValues,
} from '@arogya/contracts/lab-derived-values';
import type { LabResultRow, ResultValue } from './lab-bookings.repository.ts';
import { flagNumeric, type RangeRow } from './lab-rules.ts';

/** A booking's result sheet as far as calculations read it (result-sheet.ts SheetTest). */
type SheetTest = {
  parameters: readonly { param: { id: string; code: string }; range: RangeRow | null }[];
};

/** The calculation of each parameter of the sheet calculated in its test, by parameter id. */
export function calculatedParameters(sheet: readonly SheetTest[]): Map<string, DerivedParameter> {
  const out = new Map<string, DerivedParameter>();
  for (const test of sheet) {
    const calculated = calculatedIn(test.parameters.map((p) => p.param.code));
    for (const p of test.parameters) {
      const d = DERIVED_BY_CODE.get(p.param.code);
      if (d && calculated.has(p.param.code)) out.set(p.param.id, d);
    }
  }
  return out;
}

/** The calculated values to write and the parameter ids whose value must go, given the values saved. */
export function derivedChanges(
  sheet: readonly SheetTest[],
  patient: { age: number; sex: string },
  saved: readonly LabResultRow[],
): { upserts: ResultValue[]; removals: string[] } {
  const byParam = new Map(saved.map((r) => [r.parameterId, r]));
  const upserts: ResultValue[] = [];
  const removals: string[] = [];
  for (const test of sheet) {
    const entered: Record<string, number> = {};
    for (const p of test.parameters) {
      const n = byParam.get(p.param.id)?.numericValue;
      if (n !== null && n !== undefined) entered[p.param.code] = n;
    }
    const derived = deriveValues(
      test.parameters.map((p) => p.param.code),
      entered,
      patient,
    );
    for (const p of test.parameters) {
      const d = derived.get(p.param.code);
      if (!d) continue;
      if (d.value === null) {
        if (byParam.has(p.param.id)) removals.push(p.param.id);
        continue;
      }
      upserts.push({
        parameterId: p.param.id,
        value: d.value,
        numericValue: d.numericValue,
        flag: flagNumeric(d.numericValue, p.range),
      });
    }
  }
  return { upserts, removals };
}
