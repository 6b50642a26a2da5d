// The parameters' names in Hindi beside the English (lab_parameters.name_hi, db/seed/lab-parameters-hi.ts;
// docs/product-rules.md#languages): a test's page, the lab desk's results form (with the test's and its
// package's Hindi names), the patient's report and its trend carry `nameHi`; abbreviations stay as printed;
// the English stays as it was; migration 0075 fills a database seeded before it.
import { LabDeskBookingAnswer, LabReportAnswer, LabTrendAnswer } from '@arogya/contracts/labs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAMETER_HI } from '../src/db/seed/lab-parameters-hi.ts';
import { PARAMETERS } from '../src/db/seed/labs-parameters.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { booked, ITEMS, labDesk, labItemByCode, tomorrow } from './labs-fixtures.ts';
import { account } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t?.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const detail = (code: string) => labItemByCode(t, code);
const DEVANAGARI = /[\u0900-\u097F]/;
const HB = ['Haemoglobin', 'हीमोग्लोबिन'];
const PLT = ['Platelet Count', 'प्लेटलेट काउंट'];

describe('the seeded Hindi names', () => {
  it('every parameter named in words has its Hindi; an abbreviation alone is printed as it is', () => {
    // A word: four small letters in a row ('Haemoglobin'); 'MCV', 'NT-proBNP', 'eGFR (CKD-EPI 2021)' are not.
    const words = Object.entries(PARAMETERS).filter(([, p]) => /[a-z]{4}/.test(p.name));
    expect(words.filter(([code]) => !PARAMETER_HI[code as keyof typeof PARAMETER_HI])).toEqual([]);
    for (const hi of Object.values(PARAMETER_HI)) if (hi) expect(hi).toMatch(DEVANAGARI);
    // Abbreviations a report prints stay in Latin letters.
    expect(PARAMETER_HI.HBA1C).toMatch(/^HbA1c /);
    expect(PARAMETER_HI.TSH).toMatch(/^TSH /);
    expect(PARAMETER_HI.MCV).toBeNull();
  });
});

describe("a test's page", () => {
  it("answers each parameter's Hindi name beside the English, in a test and in a package's tests", async () => {
    const cbc = await detail('BLD001');
    const names = (ps: { name: string; nameHi: string | null }[]) => ps.map((p) => [p.name, p.nameHi]);
    expect(names(cbc.parameters)).toEqual(expect.arrayContaining([HB, PLT, ['MCV', null]]));
    const pkg = await detail('PKG001');
    expect(names(pkg.tests.flatMap((x) => x.parameters))).toEqual(expect.arrayContaining([HB, PLT]));
  });
});

describe("the lab desk's results form", () => {
  it("names a package's test, the package and the parameters in Hindi beside the English", async () => {
    const desk = await labDesk(t);
    const patient = await account(t);
    const b = await booked(t, patient, desk.labId, { itemIds: [ITEMS.fullBody], date: tomorrow() });
    const res = await get(`/api/v1/labs/desk/bookings/${b.id}`, desk.headers);
    expect(res.statusCode, res.body).toBe(200);
    const results = LabDeskBookingAnswer.parse(res.json()).result.results;
    const cbc = results.find((x) => x.itemId === ITEMS.cbc);
    expect(cbc).toMatchObject({
      name: 'Complete Blood Count (CBC)',
      nameHi: 'कम्प्लीट ब्लड काउंट (CBC)',
      packageName: 'Full Body Checkup Essential',
      packageNameHi: 'फुल बॉडी चेकअप एसेंशियल',
    });
    expect(cbc?.parameters.map((p) => [p.name, p.nameHi])).toEqual(expect.arrayContaining([HB, PLT]));
  });
});

describe("the patient's report", () => {
  it('names each value and its trend in Hindi beside the English', async () => {
    const doctor = bearer(await issueSession(t.ctx, 'usr_demo_doctor', {}));
    const res = await get('/api/v1/labs/bookings/labbk_demo_3/report', doctor);
    expect(res.statusCode, res.body).toBe(200);
    const a1c = LabReportAnswer.parse(res.json())
      .result.tests.flatMap((x) => x.parameters)
      .find((p) => p.code === 'HBA1C');
    expect(a1c).toMatchObject({
      name: 'HbA1c (Glycated Haemoglobin)',
      nameHi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
    });
    const trend = await get(`/api/v1/labs/bookings/labbk_demo_3/trends/${a1c?.parameterId}`, doctor);
    expect(trend.statusCode, trend.body).toBe(200);
    expect(LabTrendAnswer.parse(trend.json()).result.parameter).toMatchObject({
      name: 'HbA1c (Glycated Haemoglobin)',
      nameHi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
    });
  });
});

class Rollback extends Error {
  constructor(readonly rows: unknown) {
    super('rollback');
  }
}
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('migration 0075', () => {
  it("fills a database seeded before it, a generated test's parameters too, and keeps what an admin wrote", async () => {
    const { readFileSync } = await import('node:fs');
    const file = new URL('../src/db/migrations/0075_lab-parameter-names-hindi.sql', import.meta.url);
    const statements = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(statements.length).toBe(1);
    const db = t.ctx.database.db;
    // In a transaction rolled back at the end: the other test files share this database.
    const got = await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update lab_parameters set name_hi = null where test_id in ('lt_bld001', 'lt_dia004')`,
        );
        await tx.execute(sql`update lab_parameters set name_hi = 'एडमिन का लिखा' where id = 'lp_bld001_plt'`);
        // A generated test (db/seed/scale) of a database seeded before: its template's code and name.
        await tx.execute(sql`
          insert into lab_parameters (id, test_id, code, name, unit, value_type, sort_order)
          select 'scale-lp-900075', test_id, code, name, unit, value_type, 99
            from lab_parameters where id = 'lp_bld001_hb'`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        throw new Rollback(
          rowsOf(
            await tx.execute(sql`select id, name_hi from lab_parameters
              where id in ('lp_bld001_hb', 'lp_bld001_plt', 'lp_bld001_mcv', 'lp_dia004_hba1c', 'scale-lp-900075')
              order by id`),
          ),
        );
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.rows as Record<string, unknown>[];
        throw e;
      });
    expect(got).toEqual([
      { id: 'lp_bld001_hb', name_hi: 'हीमोग्लोबिन' },
      { id: 'lp_bld001_mcv', name_hi: null },
      { id: 'lp_bld001_plt', name_hi: 'एडमिन का लिखा' },
      { id: 'lp_dia004_hba1c', name_hi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)' },
      { id: 'scale-lp-900075', name_hi: 'हीमोग्लोबिन' },
    ]);
  });
});
