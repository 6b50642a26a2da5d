// Every row problem a catalogue import can write (packages/contracts/src/catalogue-import-problems.ts) reads in
// Hindi on a Hindi page, with its values, and exactly as written on an English page; and the API writes no
// row problem of its own words, outside that list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROW_PROBLEMS, rowProblem } from '@arogya/contracts/catalogue-import-problems';
import { SAMPLE_TYPES } from '@arogya/contracts/labs-values';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { importProblemText } from './import-problem-text.ts';

const IMPORT_SOURCE = fileURLToPath(
  new URL('../../../../api/src/modules/admin/import-catalogue.ts', import.meta.url),
);

/** Each problem, built as the API builds it. */
const PROBLEMS = [
  ...Object.values(ROW_PROBLEMS),
  rowProblem.missing('price'),
  rowProblem.missing('sample_types'),
  rowProblem.duplicateOfLine(2),
  rowProblem.duplicateKeyOfLine('code', 3),
  rowProblem.duplicateKeyOfLine('name', 14),
  rowProblem.labTestExists('code'),
  rowProblem.labTestExists('name'),
  rowProblem.unknownBrand('no-such-brand'),
  rowProblem.unknownCategory('Vitamins X'),
  rowProblem.unknownSubcategory('pain-gels'),
  rowProblem.noSampleType(SAMPLE_TYPES),
  rowProblem.unknownSampleType(['hair', 'nail'], SAMPLE_TYPES),
  rowProblem.inColumn('name_hi', 'Write the Hindi name in Devanagari'),
  rowProblem.inColumn('aliases', 'At most 60 characters'),
  rowProblem.inColumn('aliases_hi', 'At most 12 names, separated by ;'),
];

/** English words of the problems that must not be left on a Hindi page (values such as 'blood' may stay). */
const ENGLISH =
  /\b(must|line|Unknown|Missing|Duplicate|already|menu|catalogue|amount|rupees|negative|above|Give|needs|whole|Write|most)\b/;

afterEach(() => backToEnglish());

describe('a catalogue import’s row problems', () => {
  it('read as the API wrote them on an English page', () => {
    for (const problem of PROBLEMS) expect(importProblemText(problem, i18n)).toBe(problem);
  });

  it('read in Hindi on a Hindi page, values kept', async () => {
    await inHindi('admin', 'validation');
    const left = PROBLEMS.map((p) => [p, importProblemText(p, i18n)] as const).filter(
      ([, shown]) => !/[\u0900-\u097F]/.test(shown) || ENGLISH.test(shown) || shown.includes('इसे जाँच लें'),
    );
    expect(left).toEqual([]);
    expect(importProblemText(rowProblem.duplicateKeyOfLine('code', 3), i18n)).toBe('यही कोड लाइन 3 में भी है');
    expect(importProblemText(rowProblem.unknownBrand('no-such-brand'), i18n)).toBe(
      "ब्रांड 'no-such-brand' मौजूद नहीं है",
    );
    expect(
      importProblemText(rowProblem.inColumn('name_hi', 'Write the Hindi name in Devanagari'), i18n),
    ).toMatch(/^name_hi: [\u0900-\u097F]/);
  });

  it('are all the contract’s: the API writes none in words of its own', () => {
    const source = readFileSync(IMPORT_SOURCE, 'utf8');
    expect(source).toMatch(/errors\.push\(P\./);
    expect(source.match(/errors\.push\(\s*['`"]/g) ?? []).toEqual([]);
    expect(source.match(/`Missing|'Duplicate|`Duplicate|'Unknown|`Unknown/g) ?? []).toEqual([]);
  });
});
