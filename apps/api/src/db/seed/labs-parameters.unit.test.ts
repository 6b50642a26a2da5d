// The seeded reference ranges read as they apply (lab-rules.ts: a band holds ageMin up to, not including,
// ageMax): ages named in a range's words are the band's own, so a six-year-old never reads two bands.
import { describe, expect, it } from 'vitest';
import { PARAMETERS } from './labs-parameters.ts';

describe('seeded reference range words', () => {
  it('name the ages of their band: "(1 - 5 years)" for ages 1 to 5, "(70 years and above)" from 70', () => {
    const wrong: string[] = [];
    for (const [code, p] of Object.entries(PARAMETERS)) {
      if (p.kind !== 'numeric') continue;
      for (const r of p.ranges) {
        const span = /\((\d+) - (\d+) years\)$/.exec(r.text);
        if (span && (Number(span[1]) !== r.ageMin || Number(span[2]) !== (r.ageMax ?? 0) - 1))
          wrong.push(`${code}: ${r.text} (band ${r.ageMin} to under ${r.ageMax})`);
        const under = /\(under (\d+) years\)$/.exec(r.text);
        if (under && Number(under[1]) !== r.ageMax) wrong.push(`${code}: ${r.text}`);
        const from = /\((\d+) years and above\)$/.exec(r.text);
        if (from && (Number(from[1]) !== r.ageMin || r.ageMax !== null)) wrong.push(`${code}: ${r.text}`);
      }
    }
    expect(wrong).toEqual([]);
    const tsh = PARAMETERS.TSH;
    expect(tsh.kind === 'numeric' && tsh.ranges.map((r) => r.text)).toEqual([
      '0.70 - 5.97 µIU/mL (1 - 5 years)',
      '0.60 - 4.84 µIU/mL (6 - 10 years)',
      '0.51 - 4.30 µIU/mL (11 - 19 years)',
      '0.27 - 4.20 µIU/mL',
    ]);
  });
});
