// What a booking measures, test by test: each parameter with the reference range for this patient's sex
// and age, and the value and flag entered so far. A test booked twice (alone and in a package) is listed
// once. The desk's results form, the report and the results check read it.
import { calculatedParameters } from './derived-values.ts';
import type { LabBookingRow } from './lab-bookings.repository.ts';
import { rangeFor } from './lab-rules.ts';
import type { ParameterRow, RangeRowDb } from './labs.repository.ts';
import type { LabsDeps } from './labs-deps.ts';

export type SheetParameter = {
  param: ParameterRow;
  range: RangeRowDb | null;
  value: string | null;
  numericValue: number | null;
  flag: string | null;
};
export type SheetTest = {
  itemId: string;
  name: string;
  packageName: string | null;
  /** The test's and its package's Hindi names (lab_items.name_hi), for a Hindi report. */
  nameHi: string | null;
  packageNameHi: string | null;
  parameters: SheetParameter[];
};

export async function resultSheet(deps: LabsDeps, b: LabBookingRow): Promise<SheetTest[]> {
  const items = await deps.bookings.itemsOf([b.id]);
  const packageIds = items.filter((i) => i.kind === 'package').map((i) => i.itemId);
  const packageTests = await deps.labs.packageTests(packageIds);
  const tests: {
    id: string;
    name: string;
    nameHi: string | null;
    packageName: string | null;
    packageNameHi: string | null;
  }[] = [];
  const seen = new Set<string>();
  for (const i of items) {
    const list =
      i.kind === 'package'
        ? packageTests
            .filter((p) => p.packageId === i.itemId)
            .map((p) => ({ id: p.test.id, name: p.test.name, nameHi: p.test.nameHi }))
        : [{ id: i.itemId, name: i.name, nameHi: i.nameHi }];
    for (const t of list) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      const inPackage = i.kind === 'package';
      tests.push({
        ...t,
        packageName: inPackage ? i.name : null,
        packageNameHi: inPackage ? i.nameHi : null,
      });
    }
  }
  const [{ params, ranges }, results] = await Promise.all([
    deps.labs.parametersOf(tests.map((t) => t.id)),
    deps.bookings.resultsOf(b.id),
  ]);
  return tests.map((t) => ({
    itemId: t.id,
    name: t.name,
    packageName: t.packageName,
    nameHi: t.nameHi,
    packageNameHi: t.packageNameHi,
    parameters: params
      .filter((p) => p.testId === t.id)
      .map((p) => {
        const r = results.find((x) => x.parameterId === p.id);
        return {
          param: p,
          range: rangeFor(
            ranges.filter((x) => x.parameterId === p.id),
            b.patientSex,
            b.patientAge,
          ),
          value: r?.value ?? null,
          numericValue: r?.numericValue ?? null,
          flag: r?.flag ?? null,
        };
      }),
  }));
}

/**
 * Typed parameters still without a value. Calculated ones are not counted: they follow from the others,
 * and some stay empty by rule (VLDL above 400 mg/dL triglycerides, eGFR below 18 years).
 */
export function missingCount(sheet: SheetTest[]): number {
  const calculated = calculatedParameters(sheet);
  return sheet.reduce(
    (n, t) => n + t.parameters.filter((p) => p.value === null && !calculated.has(p.param.id)).length,
    0,
  );
}
