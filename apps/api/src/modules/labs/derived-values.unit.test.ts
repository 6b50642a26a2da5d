// The calculated parameters against the seed: each code is a numeric parameter of the catalogue, calculated
// in the tests that measure its inputs (a calculation works inside one test) and typed only where a test
// reports it alone, and
// each is printed with at least the decimals of its own reference range.
import { calculatedIn, DERIVED_BY_CODE, DERIVED_PARAMETERS } from '@arogya/contracts/lab-derived-values';
import { describe, expect, it } from 'vitest';
import { TESTS } from '../../db/seed/labs-catalogue.ts';
import { PARAMETERS } from '../../db/seed/labs-parameters.ts';

const decimalsOf = (n: number | null) => (n === null ? 0 : (String(n).split('.')[1]?.length ?? 0));

describe('calculated parameters in the seed', () => {
  it('are numeric parameters of the seed', () => {
    for (const d of DERIVED_PARAMETERS) {
      const p = (PARAMETERS as Record<string, (typeof PARAMETERS)[keyof typeof PARAMETERS]>)[d.code];
      expect(p?.kind, d.code).toBe('numeric');
      for (const input of d.inputs) expect(input in PARAMETERS, `${d.code} from ${input}`).toBe(true);
    }
  });

  it('are calculated in every test that measures their inputs; a test of one alone measures it', () => {
    const typed: string[] = [];
    const seen = new Set<string>();
    for (const t of TESTS) {
      const calculated = calculatedIn(t.params);
      for (const code of t.params) {
        if (!DERIVED_BY_CODE.has(code)) continue;
        if (calculated.has(code)) seen.add(code);
        else typed.push(`${t.code} ${code}`);
      }
    }
    // KID004 'Blood Urea Nitrogen (BUN)' reports BUN without urea: the lab types it there.
    expect(typed).toEqual(['KID004 BUN']);
    expect([...seen].sort()).toEqual(DERIVED_PARAMETERS.map((d) => d.code).sort());
    const kft = TESTS.find((t) => t.params.includes('BUN_CREAT'));
    expect(kft && [...calculatedIn(kft.params)].sort()).toEqual(['BUN', 'BUN_CREAT', 'EGFR']);
  });

  it('print at least the decimals of their reference range', () => {
    for (const d of DERIVED_PARAMETERS) {
      const p = PARAMETERS[d.code as keyof typeof PARAMETERS];
      if (p.kind !== 'numeric') continue;
      for (const r of p.ranges)
        expect(d.decimals, d.code).toBeGreaterThanOrEqual(Math.max(decimalsOf(r.low), decimalsOf(r.high)));
    }
  });
});
