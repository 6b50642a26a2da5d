// Lab tests and packages are shown to patients by their Hindi name on Hindi pages (docs/product-rules.md#languages):
// every seeded package has one, and so has every test whose name is words; a name that is only a laboratory
// abbreviation (CK-MB, NT-proBNP, CA 125) reads the same in Hindi and may go without.
import { describe, expect, it } from 'vitest';
import { LAB_ITEM_HI } from './hindi-names.ts';
import { PACKAGES, TESTS } from './labs-catalogue.ts';

/** Whether a name is only an abbreviation: no word all in lower-case letters (two or more) outside brackets. */
const onlyAbbreviation = (name: string) => !/\b[a-z]{2,}\b/.test(name.replace(/\([^)]*\)/g, ''));

describe('Hindi names of the lab catalogue', () => {
  it('names every package in Hindi', () => {
    expect(PACKAGES.filter((p) => !LAB_ITEM_HI[p.code]).map((p) => `${p.code} ${p.name}`)).toEqual([]);
  });

  it('names every test in Hindi but those named by an abbreviation alone', () => {
    const missing = TESTS.filter((t) => !LAB_ITEM_HI[t.code] && !onlyAbbreviation(t.name));
    expect(missing.map((t) => `${t.code} ${t.name}`)).toEqual([]);
  });

  it('names nothing that is not in the catalogue', () => {
    const codes = new Set([...TESTS, ...PACKAGES].map((i) => i.code));
    expect(Object.keys(LAB_ITEM_HI).filter((code) => !codes.has(code))).toEqual([]);
  });
});
