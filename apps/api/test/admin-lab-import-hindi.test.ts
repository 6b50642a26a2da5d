// The admin's lab test import takes a test's other names and their Hindi (docs/product-rules.md#catalogue-imports):
// `aliases`, `name_hi` and `aliases_hi` (names separated by ';'), each row's cells parsed by the contract
// (LabTestImportNames). An imported test then shows its Hindi name and 'also known as' on Hindi pages and is
// found by a Devanagari search; a row whose Hindi is not Devanagari is rejected with the column named, and
// a file with a column the import does not know (a misspelt Hindi column) is refused with a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(async () => {
  await t.app.close();
});

const HEAD =
  'code,name,category,summary,description,why_taken,sample_types,fasting_hours,preparation,turnaround_hours,mrp';
const row = (code: string, name: string, names: string[] = []) =>
  [
    code,
    name,
    'Vitamins',
    'A short summary',
    'What it measures',
    'Why doctors ask for it',
    'Blood',
    '0',
    'No preparation',
    '24',
    '499',
    ...names.map((n) => `"${n}"`),
  ].join(',');

describe('the lab test import in Hindi', () => {
  it('stores the Hindi name and other names, shown on Hindi pages and found by a Devanagari search', async () => {
    const admin = await createAccount(t, 'admin', 'Lab Import Hindi Admin');
    const n = Date.now() % 1e6;
    const post = (csv: string, dryRun = false) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/lab-tests/import',
        headers: admin.headers,
        payload: { csv, dryRun },
      });
    const head = `${HEAD},aliases,name_hi,aliases_hi`;

    // Hindi in Latin letters, too many names, or a name too long: the row is rejected, its column named.
    const bad = await post(
      [
        head,
        row(`HQ${n}A`, `Vitamin HQ${n} A`, ['vitamin k test', 'Vitamin K', 'vitamin k; prothrombin factor']),
        row(`HQ${n}B`, `Vitamin HQ${n} B`, [
          '',
          '',
          Array.from({ length: 13 }, (_, i) => `नाम ${i}`).join(';'),
        ]),
        row(`HQ${n}C`, `Vitamin HQ${n} C`, ['k'.repeat(61), 'विटामिन सी', 'Vitamin C blood level']),
      ].join('\n'),
      true,
    );
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json().result).toEqual({
      total: 3,
      applied: 0,
      rejected: [
        {
          line: 2,
          name: `Vitamin HQ${n} A`,
          errors: [
            'name_hi: Write the Hindi name in Devanagari',
            'aliases_hi: Write each Hindi name in Devanagari (abbreviations such as CBC may stay as printed)',
          ],
        },
        { line: 3, name: `Vitamin HQ${n} B`, errors: ['aliases_hi: At most 12 names, separated by ;'] },
        {
          line: 4,
          name: `Vitamin HQ${n} C`,
          errors: [
            'aliases: At most 60 characters',
            'aliases_hi: Write each Hindi name in Devanagari (abbreviations such as CBC may stay as printed)',
          ],
        },
      ],
    });

    const code = `HQ${n}K`;
    const ok = await post(
      [
        head,
        row(code, `Vitamin HQ${n} K`, [
          'vitamin k test; phylloquinone',
          'विटामिन के जाँच',
          `खून में विटामिन${n} के; K1`,
        ]),
        // A file without the Hindi columns' cells: the test shows its English.
        row(`HQ${n}L`, `Vitamin HQ${n} L`),
      ].join('\n'),
    );
    expect(ok.json().result, ok.body).toEqual({ total: 2, applied: 2, rejected: [] });

    const slug = `vitamin-hq${n}-k`;
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/labs/testList/${slug}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result).toMatchObject({
      code,
      nameHi: 'विटामिन के जाँच',
      aliases: ['vitamin k test', 'phylloquinone'],
      aliasesHi: [`खून में विटामिन${n} के`, 'K1'],
    });
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/labs/testList/vitamin-hq${n}-l` });
    expect(plain.json().result).toMatchObject({ nameHi: null, aliases: [], aliasesHi: null });

    // Found by its Hindi 'also known as' typed in Devanagari, and by its English one.
    for (const q of [`खून में विटामिन${n}`, 'phylloquinone']) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/v1/labs/testList?q=${encodeURIComponent(q)}`,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().result.map((i: { code: string }) => i.code),
        q,
      ).toContain(code);
    }
  });

  it('refuses a file with a column it does not know, or a body that is not an import, with a clear 400', async () => {
    const admin = await createAccount(t, 'admin', 'Lab Import Column Admin');
    const misspelt = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lab-tests/import',
      headers: admin.headers,
      payload: { csv: `${HEAD},alias_hi\n${row('HQBAD1', 'Vitamin HQ bad', ['शुगर'])}` },
    });
    expect(misspelt.statusCode, misspelt.body).toBe(400);
    expect(misspelt.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'The file has a column the import does not know: alias_hi',
      details: expect.arrayContaining([
        { field: 'csv', message: 'unknown_columns' },
        { field: 'columns', message: 'alias_hi' },
        { field: 'expected', message: expect.stringContaining('aliases, name_hi, aliases_hi') },
      ]),
    });
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lab-tests/import',
      headers: admin.headers,
      payload: { csv: 42, aliases_hi: ['शुगर'] },
    });
    expect(notCsv.statusCode, notCsv.body).toBe(400);
    expect(notCsv.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
