// A booking as the lab desk works on it (LabDeskBooking): the booking, and per test the parameters to
// enter with this patient's range and any value already saved; a calculated one says what it comes from.
import type { DerivedParameter } from '@arogya/contracts/lab-derived-values';
import type { LabDeskBooking, LabResultFlag } from '@arogya/contracts/labs';
import { calculatedParameters } from '../labs/derived-values.ts';
import type { LabBookingRow } from '../labs/lab-bookings.repository.ts';
import { mapRange } from '../labs/lab-mapper.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { loadLabBooking } from '../labs/load-lab-booking.ts';
import { missingCount, resultSheet } from '../labs/result-sheet.ts';

export async function loadDeskBooking(
  deps: LabsDeps,
  row: LabBookingRow,
  now: Date,
): Promise<LabDeskBooking> {
  const [booking, sheet] = await Promise.all([loadLabBooking(deps, row, now), resultSheet(deps, row)]);
  const calculated = calculatedParameters(sheet);
  return {
    ...booking,
    results: sheet.map((t) => ({
      itemId: t.itemId,
      name: t.name,
      packageName: t.packageName,
      nameHi: t.nameHi,
      packageNameHi: t.packageNameHi,
      parameters: t.parameters.map((p) => ({
        id: p.param.id,
        code: p.param.code,
        name: p.param.name,
        nameHi: p.param.nameHi,
        unit: p.param.unit,
        valueType: p.param.valueType as 'numeric' | 'text',
        normalText: p.param.normalText,
        normalTextHi: p.param.normalTextHi,
        referenceRange: p.range ? mapRange(p.range) : null,
        value: p.value,
        flag: (p.flag as LabResultFlag | null) ?? null,
        calculated: calculationOf(calculated.get(p.param.id)),
      })),
    })),
    missingResults: missingCount(sheet),
  };
}

const calculationOf = (d: DerivedParameter | undefined) =>
  d ? { from: [...d.inputs], hint: d.hint, formula: d.formula } : null;
