// The calculated parameters of a lab report: values a lab never types, because they follow from other values
// of the same test (docs/product-rules.md#lab-tests). Each is named by its parameter code (the seed's codes,
// apps/api/src/db/seed/labs-parameters.ts) with its inputs and formula as Indian labs print them. The API
// computes and saves them after every entry (apps/api/src/modules/labs/derived-values.ts); the lab desk's
// results dialog shows the same numbers live as the inputs are typed. Plain values, without zod.
//
// Sources: eAG, Nathan et al., Diabetes Care 2008;31:1473 (ADAG); VLDL and its 400 mg/dL triglyceride limit,
// Friedewald et al., Clin Chem 1972;18:499; HOMA-IR, Matthews et al., Diabetologia 1985;28:412 (glucose in
// mg/dL × insulin in µIU/mL / 405); BUN = urea / 2.14 (urea 60 g/mol carries two nitrogens, 28 g/mol);
// eGFR, the race-free CKD-EPI 2021 creatinine equation, Inker et al., N Engl J Med 2021;385:1737, as the
// National Kidney Foundation gives it (kidney.org/ckd-epi-creatinine-equation-2021), for adults only.

/** The patient a value is calculated for: eGFR needs age and sex. */
export type DerivedPatient = { age: number; sex: string };

/** A calculated value, or why it is not calculated although every input has a value. */
export type DerivedOutcome = { value: number } | { notCalculated: string };

export type DerivedParameter = {
  code: string;
  /** The codes of the parameters it is calculated from, in the order the formula names them. */
  inputs: readonly string[];
  /** The dialog's hint: 'Calculated from HbA1c'. */
  hint: string;
  /** As the lab's report prints it: 'eAG = 28.7 × HbA1c − 46.7'. */
  formula: string;
  /** Decimal places it is printed with (and flagged at). */
  decimals: number;
  compute: (v: Readonly<Record<string, number>>, patient: DerivedPatient) => DerivedOutcome;
};

/** Friedewald's VLDL (= triglycerides / 5) holds only up to this triglyceride level, in mg/dL. */
export const VLDL_MAX_TRIGLYCERIDES = 400;
/** CKD-EPI 2021 is an adult equation. */
export const EGFR_MIN_AGE = 18;

const ok = (value: number): DerivedOutcome =>
  Number.isFinite(value) && value >= 0 ? { value } : { notCalculated: 'The inputs give no value above 0' };
/** A ratio needs a positive denominator. */
const ratio = (top: number, bottom: number, bottomName: string): DerivedOutcome =>
  bottom > 0 ? ok(top / bottom) : { notCalculated: `${bottomName} must be above 0` };
/** A difference of two measured parts cannot be negative: the part is larger than the whole. */
const difference = (whole: number, part: number, wholeName: string, partName: string): DerivedOutcome =>
  whole >= part ? ok(whole - part) : { notCalculated: `${partName} is above ${wholeName}` };

/** eGFR (mL/min/1.73 m²) by CKD-EPI 2021 from serum creatinine in mg/dL, age in years and sex. */
export function ckdEpi2021(creatinine: number, age: number, sex: 'male' | 'female'): number {
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const s = creatinine / kappa;
  return 142 * Math.min(s, 1) ** alpha * Math.max(s, 1) ** -1.2 * 0.9938 ** age * (female ? 1.012 : 1);
}

/**
 * Every calculated parameter, in an order where an input that is itself calculated (BUN, Globulin) comes
 * before the parameters calculated from it. LDL is not here: the seed measures it directly (CAR005 'LDL
 * Cholesterol (Direct)', the same code in the lipid profile), so the lab types it.
 */
export const DERIVED_PARAMETERS: readonly DerivedParameter[] = [
  {
    code: 'EAG',
    inputs: ['HBA1C'],
    hint: 'Calculated from HbA1c',
    formula: 'eAG = 28.7 × HbA1c − 46.7',
    decimals: 0,
    compute: (v) => ok(28.7 * (v.HBA1C as number) - 46.7),
  },
  {
    code: 'HOMA_IR',
    inputs: ['GLU_F', 'INSULIN_F'],
    hint: 'Calculated from fasting glucose and fasting insulin',
    formula: 'HOMA-IR = glucose (mg/dL) × insulin (µIU/mL) / 405',
    decimals: 2,
    compute: (v) => ok(((v.GLU_F as number) * (v.INSULIN_F as number)) / 405),
  },
  {
    code: 'TSAT',
    inputs: ['IRON', 'TIBC'],
    hint: 'Calculated from serum iron and TIBC',
    formula: 'Transferrin saturation = iron / TIBC × 100',
    decimals: 1,
    compute: (v) => {
      const r = ratio(v.IRON as number, v.TIBC as number, 'TIBC');
      return 'value' in r ? ok(r.value * 100) : r;
    },
  },
  {
    code: 'VLDL',
    inputs: ['TRIG'],
    hint: 'Calculated from triglycerides',
    formula: `VLDL = triglycerides / 5 (triglycerides up to ${VLDL_MAX_TRIGLYCERIDES} mg/dL)`,
    decimals: 0,
    compute: (v) =>
      (v.TRIG as number) <= VLDL_MAX_TRIGLYCERIDES
        ? ok((v.TRIG as number) / 5)
        : { notCalculated: `Not calculated: triglycerides above ${VLDL_MAX_TRIGLYCERIDES} mg/dL` },
  },
  {
    code: 'NONHDL',
    inputs: ['CHOL', 'HDL'],
    hint: 'Calculated from total cholesterol and HDL',
    formula: 'Non-HDL = total cholesterol − HDL',
    decimals: 0,
    compute: (v) => difference(v.CHOL as number, v.HDL as number, 'Total cholesterol', 'HDL'),
  },
  {
    code: 'CHOL_HDL',
    inputs: ['CHOL', 'HDL'],
    hint: 'Calculated from total cholesterol and HDL',
    formula: 'Total cholesterol / HDL',
    decimals: 1,
    compute: (v) => ratio(v.CHOL as number, v.HDL as number, 'HDL'),
  },
  {
    code: 'LDL_HDL',
    inputs: ['LDL', 'HDL'],
    hint: 'Calculated from LDL and HDL',
    formula: 'LDL / HDL',
    decimals: 1,
    compute: (v) => ratio(v.LDL as number, v.HDL as number, 'HDL'),
  },
  {
    code: 'BILI_I',
    inputs: ['BILI_T', 'BILI_D'],
    hint: 'Calculated from total and direct bilirubin',
    formula: 'Indirect bilirubin = total − direct',
    decimals: 2,
    compute: (v) => difference(v.BILI_T as number, v.BILI_D as number, 'Total bilirubin', 'Direct bilirubin'),
  },
  {
    code: 'GLOB',
    inputs: ['TP', 'ALB'],
    hint: 'Calculated from total protein and albumin',
    formula: 'Globulin = total protein − albumin',
    decimals: 1,
    compute: (v) => difference(v.TP as number, v.ALB as number, 'Total protein', 'Albumin'),
  },
  {
    code: 'AG_RATIO',
    inputs: ['ALB', 'GLOB'],
    hint: 'Calculated from albumin and globulin',
    formula: 'A/G ratio = albumin / globulin',
    decimals: 2,
    compute: (v) => ratio(v.ALB as number, v.GLOB as number, 'Globulin'),
  },
  {
    code: 'BUN',
    inputs: ['UREA'],
    hint: 'Calculated from urea',
    formula: 'BUN = urea / 2.14',
    decimals: 1,
    compute: (v) => ok((v.UREA as number) / 2.14),
  },
  {
    code: 'BUN_CREAT',
    inputs: ['BUN', 'CREAT'],
    hint: 'Calculated from BUN and creatinine',
    formula: 'BUN / creatinine',
    decimals: 1,
    compute: (v) => ratio(v.BUN as number, v.CREAT as number, 'Creatinine'),
  },
  {
    code: 'EGFR',
    inputs: ['CREAT'],
    hint: "Calculated from creatinine, the patient's age and sex",
    formula: 'CKD-EPI 2021 (creatinine, age, sex; without race)',
    decimals: 0,
    compute: (v, patient) => {
      if (patient.age < EGFR_MIN_AGE) return { notCalculated: 'Not calculated below 18 years' };
      if (patient.sex !== 'male' && patient.sex !== 'female')
        return { notCalculated: 'Not calculated without the sex the equation needs' };
      const creatinine = v.CREAT as number;
      if (!(creatinine > 0)) return { notCalculated: 'Creatinine must be above 0' };
      return ok(ckdEpi2021(creatinine, patient.age, patient.sex));
    },
  },
];

export const DERIVED_BY_CODE: ReadonlyMap<string, DerivedParameter> = new Map(
  DERIVED_PARAMETERS.map((d) => [d.code, d]),
);

/**
 * The parameters of one test (`codes`) that are calculated in it: a calculated code whose inputs the test
 * measures, or calculates in turn. A test that has the code without its inputs measures it (KID004 'Blood
 * Urea Nitrogen (BUN)' reports BUN alone), and the lab types it.
 */
export function calculatedIn(codes: readonly string[]): Set<string> {
  const has = new Set(codes);
  const available = (code: string): boolean => {
    const d = DERIVED_BY_CODE.get(code);
    return has.has(code) || d?.inputs.every(available) === true;
  };
  return new Set(
    codes.filter((code) => {
      return DERIVED_BY_CODE.get(code)?.inputs.every(available) === true;
    }),
  );
}

/** Half away from zero at `decimals` places, free of binary noise (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(value)}e${decimals}`))) / 10 ** decimals;
}

/** '5.6', '-1', '.5', '120': a plain decimal number; anything else is not a number for a numeric parameter. */
export function parseLabNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export type DerivedResult =
  | { code: string; value: string; numericValue: number }
  | { code: string; value: null; reason: string | null };

/**
 * The parameters calculated in one test (`codes`, its parameters; see calculatedIn) from the numbers entered
 * so far, keyed by code: a value printed at its decimals, or none (with why, when every input has a value).
 * A calculated input feeds on as printed, so the report's own numbers reproduce each other.
 */
export function deriveValues(
  codes: readonly string[],
  entered: Readonly<Record<string, number>>,
  patient: DerivedPatient,
): Map<string, DerivedResult> {
  const known: Record<string, number> = { ...entered };
  const wanted = calculatedIn(codes);
  const measured = new Set(codes.filter((c) => !wanted.has(c)));
  const out = new Map<string, DerivedResult>();
  for (const d of DERIVED_PARAMETERS) {
    // Measured in this test (BUN alone): typed, and an input as typed.
    if (measured.has(d.code)) continue;
    // Calculated: never from a typed value, even one saved before it was calculated.
    delete known[d.code];
    const missing = d.inputs.some((i) => known[i] === undefined);
    const outcome = missing ? null : d.compute(known, patient);
    if (outcome && 'value' in outcome) {
      const n = roundTo(outcome.value, d.decimals);
      known[d.code] = n;
      if (wanted.has(d.code))
        out.set(d.code, { code: d.code, value: n.toFixed(d.decimals), numericValue: n });
    } else if (wanted.has(d.code)) {
      out.set(d.code, { code: d.code, value: null, reason: outcome ? outcome.notCalculated : null });
    }
  }
  return out;
}
