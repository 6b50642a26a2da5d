// Every calculated parameter's formula, its rounding, and when it is not calculated.
import { describe, expect, it } from 'vitest';
import {
  calculatedIn,
  ckdEpi2021,
  DERIVED_BY_CODE,
  DERIVED_PARAMETERS,
  deriveValues,
  parseLabNumber,
  roundTo,
} from './lab-derived-values.ts';

const adult = { age: 45, sex: 'male' };
/** A test of `code` and everything it is calculated from (the lipid profile for CHOL_HDL ...). */
const testOf = (...codes: string[]): string[] =>
  codes.flatMap((c) => [c, ...testOf(...(DERIVED_BY_CODE.get(c)?.inputs ?? []))]);
const one = (code: string, entered: Record<string, number>, patient = adult) =>
  deriveValues(testOf(code), entered, patient).get(code);
const some = (codes: string[], entered: Record<string, number>) =>
  deriveValues(testOf(...codes), entered, adult);

describe('calculated lab parameters', () => {
  it('eAG = 28.7 × HbA1c − 46.7, a whole number of mg/dL', () => {
    expect(one('EAG', { HBA1C: 6.5 })).toEqual({ code: 'EAG', value: '140', numericValue: 140 });
    expect(one('EAG', { HBA1C: 5.7 })?.value).toBe('117');
    expect(one('EAG', { HBA1C: 7.4 })?.value).toBe('166');
    expect(one('EAG', {})).toEqual({ code: 'EAG', value: null, reason: null });
  });

  it('VLDL = triglycerides / 5, only up to 400 mg/dL of triglycerides', () => {
    expect(one('VLDL', { TRIG: 150 })?.value).toBe('30');
    expect(one('VLDL', { TRIG: 148 })?.value).toBe('30');
    expect(one('VLDL', { TRIG: 400 })?.value).toBe('80');
    expect(one('VLDL', { TRIG: 401 })).toEqual({
      code: 'VLDL',
      value: null,
      reason: 'Not calculated: triglycerides above 400 mg/dL',
    });
  });

  it('non-HDL = total − HDL; total / HDL and LDL / HDL to one decimal', () => {
    const lipids = some(['NONHDL', 'CHOL_HDL', 'LDL_HDL'], { CHOL: 210, HDL: 45, LDL: 130 });
    expect(lipids.get('NONHDL')?.value).toBe('165');
    expect(lipids.get('CHOL_HDL')?.value).toBe('4.7');
    expect(lipids.get('LDL_HDL')?.value).toBe('2.9');
    expect(one('CHOL_HDL', { CHOL: 200, HDL: 0 })).toMatchObject({
      value: null,
      reason: 'HDL must be above 0',
    });
    expect(one('NONHDL', { CHOL: 40, HDL: 50 })).toMatchObject({ value: null });
  });

  it('HOMA-IR = fasting glucose (mg/dL) × fasting insulin (µIU/mL) / 405, two decimals', () => {
    expect(one('HOMA_IR', { GLU_F: 90, INSULIN_F: 10 })?.value).toBe('2.22');
    expect(one('HOMA_IR', { GLU_F: 90 })?.value).toBeNull();
  });

  it('transferrin saturation = iron / TIBC × 100', () => {
    expect(one('TSAT', { IRON: 100, TIBC: 300 })?.value).toBe('33.3');
    expect(one('TSAT', { IRON: 100, TIBC: 0 })?.value).toBeNull();
  });

  it('indirect bilirubin = total − direct; globulin = protein − albumin; A/G = albumin / globulin', () => {
    expect(one('BILI_I', { BILI_T: 0.8, BILI_D: 0.25 })?.value).toBe('0.55');
    expect(one('BILI_I', { BILI_T: 0.2, BILI_D: 0.3 })).toMatchObject({
      value: null,
      reason: 'Direct bilirubin is above Total bilirubin',
    });
    const liver = some(['GLOB', 'AG_RATIO'], { TP: 7.2, ALB: 4.5 });
    expect(liver.get('GLOB')?.value).toBe('2.7');
    // A/G from the globulin as printed: 4.5 / 2.7.
    expect(liver.get('AG_RATIO')?.value).toBe('1.67');
  });

  it('BUN = urea / 2.14; BUN / creatinine from the BUN as printed', () => {
    const kidney = some(['BUN', 'BUN_CREAT'], { UREA: 30, CREAT: 0.9 });
    expect(kidney.get('BUN')?.value).toBe('14.0');
    expect(kidney.get('BUN_CREAT')?.value).toBe('15.6');
    expect(some(['BUN_CREAT'], { UREA: 30 }).get('BUN_CREAT')?.value).toBeNull();
    // A test of BUN alone measures it: typed, not calculated, and an input as typed.
    expect(calculatedIn(['BUN'])).toEqual(new Set());
    expect(
      deriveValues(['BUN', 'CREAT', 'BUN_CREAT'], { BUN: 14, CREAT: 1 }, adult).get('BUN_CREAT')?.value,
    ).toBe('14.0');
  });

  it('eGFR by CKD-EPI 2021 from creatinine, age and sex, adults only', () => {
    // The worked example of creatinineclearancecalculator.net/equations/ckd-epi: a 55-year-old woman with
    // creatinine 0.9 mg/dL, "about 76" from rounded intermediate factors; unrounded it is 75.5.
    expect(ckdEpi2021(0.9, 55, 'female')).toBeCloseTo(75.5, 1);
    // 142 × (1.0 / 0.9)^−1.200 × 0.9938^50 for a 50-year-old man with creatinine 1.0 mg/dL.
    expect(one('EGFR', { CREAT: 1.0 }, { age: 50, sex: 'male' })?.value).toBe('92');
    // Below κ the α exponent applies: a 40-year-old woman with 0.6 mg/dL.
    expect(ckdEpi2021(0.6, 40, 'female')).toBeCloseTo(142 * (0.6 / 0.7) ** -0.241 * 0.9938 ** 40 * 1.012, 10);
    expect(one('EGFR', { CREAT: 1.0 }, { age: 17, sex: 'male' })).toMatchObject({ value: null });
  });

  it('never takes a typed value of a calculated parameter as an input', () => {
    expect(one('AG_RATIO', { ALB: 4.5, GLOB: 1.5 })?.value).toBeNull();
    expect(one('AG_RATIO', { TP: 6, ALB: 4.5, GLOB: 1 })?.value).toBe('3.00');
  });

  it('names each code once, with inputs calculated before the values that use them', () => {
    const codes = DERIVED_PARAMETERS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [i, d] of DERIVED_PARAMETERS.entries())
      for (const input of d.inputs) expect(codes.indexOf(input)).toBeLessThan(i);
  });

  it('rounds half away from zero without binary noise, and reads plain numbers only', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(139.85, 0)).toBe(140);
    expect(parseLabNumber(' 6.5 ')).toBe(6.5);
    expect(parseLabNumber('6,5')).toBeNull();
    expect(parseLabNumber('1e3')).toBeNull();
  });
});
