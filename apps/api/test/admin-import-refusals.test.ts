// A catalogue import refuses a file it cannot read as a whole with a 400 whose details carry the refusal's
// code and what it names (packages/contracts/src/catalogue-import-problems.ts FileRefusal), so the admin's page
// can say which column is missing or what the limit is in its own language; nothing is imported.
import { LAB_TEST_CSV_COLUMNS, LAB_TEST_CSV_OPTIONAL, MEDICINE_CSV_COLUMNS } from '@arogya/contracts/admin';
import {
  FILE_REFUSAL_CODES,
  type FileRefusal,
  type FileRefusalCode,
  fileRefusalMessage,
  fileRefusalOf,
  IMPORT_MAX_CHARS,
  IMPORT_MAX_ROWS,
} from '@arogya/contracts/catalogue-import-problems';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await createAccount(t, 'admin', 'Import Refusals Admin')).headers;
}, 600_000);
afterAll(async () => {
  await t.app.close();
});

const MEDICINES = '/api/v1/admin/products/import';
const LAB_TESTS = '/api/v1/admin/lab-tests/import';
const medicineHead = MEDICINE_CSV_COLUMNS.join(',');
const labHead = LAB_TEST_CSV_COLUMNS.join(',');
const blankRows = (head: string, n: number) =>
  [head, ...Array.from({ length: n }, () => `${','.repeat(head.split(',').length - 1)}x`)].join('\n');

/** Each refusal, on each import where it can happen, with the file that brings it. */
const CASES: [FileRefusalCode, string, string, FileRefusal][] = [
  ['not_csv', MEDICINES, 'PK\u0003\u0004\u0014\u0006 workbook.xml \uFFFD\uFFFD', { code: 'not_csv' }],
  ['not_csv', LAB_TESTS, '\uFFFD\uFFFD\u0001\u0002', { code: 'not_csv' }],
  ['too_large', MEDICINES, 'x'.repeat(IMPORT_MAX_CHARS + 1), { code: 'too_large', limit: IMPORT_MAX_CHARS }],
  ['empty', MEDICINES, '', { code: 'empty' }],
  ['empty', LAB_TESTS, ' \r\n\n', { code: 'empty' }],
  ['no_rows', MEDICINES, `${medicineHead}\n`, { code: 'no_rows' }],
  ['no_rows', LAB_TESTS, labHead, { code: 'no_rows' }],
  [
    'missing_columns',
    MEDICINES,
    `${medicineHead.replace('mrp,price,', '')}\nDolo,x`,
    { code: 'missing_columns', columns: ['mrp', 'price'], expected: MEDICINE_CSV_COLUMNS },
  ],
  [
    'missing_columns',
    LAB_TESTS,
    'name,mrp\nVitamin D,900',
    {
      code: 'missing_columns',
      columns: LAB_TEST_CSV_COLUMNS.filter(
        (c) => c !== 'name' && c !== 'mrp' && !LAB_TEST_CSV_OPTIONAL.includes(c),
      ),
      expected: LAB_TEST_CSV_COLUMNS,
    },
  ],
  [
    'unknown_columns',
    LAB_TESTS,
    `${labHead},alias_hi\nx`,
    { code: 'unknown_columns', columns: ['alias_hi'], expected: LAB_TEST_CSV_COLUMNS },
  ],
  [
    'too_many_rows',
    MEDICINES,
    blankRows(medicineHead, IMPORT_MAX_ROWS + 1),
    { code: 'too_many_rows', limit: IMPORT_MAX_ROWS },
  ],
  [
    'too_many_rows',
    LAB_TESTS,
    blankRows(labHead, IMPORT_MAX_ROWS + 1),
    { code: 'too_many_rows', limit: IMPORT_MAX_ROWS },
  ],
];

describe('a catalogue import refusing a whole file', () => {
  it('has a case here for every refusal code', () => {
    expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(FILE_REFUSAL_CODES));
  });

  it.each(CASES)('refuses %s (%s) with its code and what it names', async (_code, url, csv, refusal) => {
    const before = await t.app.inject({ method: 'POST', url, headers, payload: { csv, dryRun: false } });
    expect(before.statusCode, before.body.slice(0, 500)).toBe(400);
    const body = before.json();
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: fileRefusalMessage(refusal),
    });
    expect(fileRefusalOf(body.details)).toEqual(refusal);
  });

  it('says which columns are missing and which are unknown, in English', () => {
    expect(fileRefusalMessage({ code: 'missing_columns', columns: ['mrp', 'price'], expected: [] })).toBe(
      'The file has no mrp, price columns',
    );
    expect(fileRefusalMessage({ code: 'unknown_columns', columns: ['alias_hi'], expected: [] })).toBe(
      'The file has a column the import does not know: alias_hi',
    );
  });

  it('refuses a body over the request limit as too large before reading it', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: MEDICINES,
      headers,
      payload: { csv: 'x'.repeat(3 * 1024 * 1024 + 1) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
