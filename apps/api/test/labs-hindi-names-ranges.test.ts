// What lab pages and reports still showed in English on Hindi pages, now in Hindi beside the English
// (docs/product-rules.md#languages): a test's other names (aliasesHi, db/seed/lab-aliases-hi.ts), its reference
// ranges' words and its normal answers (textHi, normalTextHi, db/seed/lab-ranges-hi.ts), and the preparation
// lines of the checkout's slots and of a booking (preparationHi, modules/labs/lab-preparation.ts). The English
// stays as it was; a Hindi alias typed in the search finds its test; migration 0073 fills a database seeded
// before it.
import {
  LabBookingAnswer,
  LabReportAnswer,
  LabSlotDayAnswer,
  LabTestListAnswer,
} from '@arogya/contracts/labs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_ALIASES_HI } from '../src/db/seed/lab-aliases-hi.ts';
import { NORMAL_TEXT_HI, RANGE_TEXT_HI } from '../src/db/seed/lab-ranges-hi.ts';
import { labAliasesAndRangesHi } from '../src/db/seed/labs.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { booked, ITEMS, labItemByCode, makeLab, tomorrow } from './labs-fixtures.ts';
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
const SEEDED = labAliasesAndRangesHi();

describe('the seeded Hindi', () => {
  it('every item with other names has them in Hindi, one for one; abbreviations stay in Latin letters', () => {
    for (const item of SEEDED.aliases) {
      if (item.aliases.length === 0) continue;
      expect(LAB_ALIASES_HI[item.code]?.length, item.code).toBe(item.aliases.length);
      expect(item.aliasesHi?.length, item.code).toBeGreaterThan(0);
    }
    expect(Object.keys(LAB_ALIASES_HI).filter((c) => !SEEDED.aliases.some((i) => i.code === c))).toEqual([]);
    // An abbreviation ('CBC', 'TSH') is written as the report prints it, never in Devanagari.
    const cbc = SEEDED.aliases.find((i) => i.code === 'BLD001');
    expect(cbc?.aliasesHi?.slice(0, 2)).toEqual(['CBC', 'CBP']);
  });

  it('every range text that says something in words has its Hindi, every normal answer too', () => {
    const words =
      /\b(years?|prediabetes|deficient|insufficient|desirable|optimal|risk|phase|pregnant|anticoagulants)\b/;
    const missing = SEEDED.ranges.filter((r) => words.test(r.text) && !r.textHi).map((r) => r.text);
    expect(missing).toEqual([]);
    const texts = new Set(SEEDED.ranges.map((r) => r.text));
    expect(Object.keys(RANGE_TEXT_HI).filter((text) => !texts.has(text))).toEqual([]);
    for (const hi of Object.values(RANGE_TEXT_HI)) expect(hi).toMatch(DEVANAGARI);
    const normals = SEEDED.parameters.filter((p) => p.normalText !== null);
    expect(normals.filter((p) => !p.normalTextHi).map((p) => p.normalText)).toEqual([]);
    expect(Object.keys(NORMAL_TEXT_HI).filter((n) => !normals.some((p) => p.normalText === n))).toEqual([]);
  });
});

describe("a test's detail", () => {
  it('answers its other names and its range words in Hindi beside the English, the English as before', async () => {
    const item = await detail('DIA004');
    expect(item.aliases).toEqual([
      'hba1c',
      'a1c',
      'glycosylated haemoglobin',
      '3 month sugar',
      'average sugar',
    ]);
    expect(item.aliasesHi).toEqual(['HbA1c', 'A1c', 'ग्लाइकोसिलेटेड हीमोग्लोबिन', '3 महीने की शुगर', 'औसत शुगर']);
    const a1c = item.parameters.find((p) => p.code === 'HBA1C');
    expect(a1c?.referenceRanges[0]?.text).toBe('4.0 - 5.6 % (5.7 - 6.4 prediabetes)');
    expect(a1c?.referenceRanges[0]?.textHi).toBe('4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)');
    // Numbers and units alone read the same in Hindi: no Hindi of their own.
    const eag = item.parameters.find((p) => p.code === 'EAG');
    expect(eag?.referenceRanges[0]).toMatchObject({ text: '68 - 114 mg/dL', textHi: null });
  });

  it("a range's ages and a text parameter's normal answer in Hindi; a package's tests' parameters too", async () => {
    const tsh = (await detail('THY003')).parameters[0];
    expect(tsh?.referenceRanges.map((r) => r.textHi)).toEqual(
      expect.arrayContaining(['0.70 - 5.97 µIU/mL (1 - 5 साल)', '0.51 - 4.30 µIU/mL (11 - 19 साल)']),
    );
    const hiv = (await detail('FEV014')).parameters[0];
    expect(hiv).toMatchObject({ normalText: 'Non-reactive', normalTextHi: 'नॉन-रिएक्टिव (संक्रमण नहीं मिला)' });
    const pkg = await detail('PKG005');
    const ranges = pkg.tests.flatMap((x) => x.parameters.flatMap((p) => p.referenceRanges));
    expect(ranges.map((r) => r.textHi)).toContain('4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)');
  });

  it('a card in the listing carries the Hindi names; a Hindi name typed in the search finds its test', async () => {
    const list = async (q: string) => {
      const res = await get(`/api/v1/labs/testList?q=${encodeURIComponent(q)}&limit=20`);
      expect(res.statusCode, res.body).toBe(200);
      return LabTestListAnswer.parse(res.json()).result;
    };
    const ppbs = (await list('खाने के बाद शुगर')).find((i) => i.code === 'DIA002');
    expect(ppbs?.aliasesHi).toEqual(['PP शुगर', 'खाने के बाद शुगर', 'PPBS', 'ग्लूकोज़ PP']);
    expect((await list('पीलिया की जांच')).map((i) => i.code)).toContain('LIV001');
    expect((await list('अच्छा कोलेस्ट्रॉल')).map((i) => i.code)).toContain('CAR004');
    // What the Hindi search found before still finds it.
    expect((await list('शुगर टेस्ट')).map((i) => i.code)).toContain('DIA010');
  });
});

describe('preparation in Hindi at checkout and on the booking', () => {
  const FBS_HI = 'फास्टिंग ब्लड शुगर (FBS): सैंपल से पहले 10 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।';
  const FBS_EN = 'Fasting Blood Sugar (FBS): Fast for 10 hours before the sample; plain water is allowed.';

  it("the slots answer each item's preparation in English and in Hindi; the booking keeps both", async () => {
    const labId = await makeLab(t);
    const slots = await get(`/api/v1/labs/slots?labId=${labId}&itemIds=${ITEMS.fbs},${ITEMS.hba1c}`);
    expect(slots.statusCode, slots.body).toBe(200);
    const day = LabSlotDayAnswer.parse(slots.json()).result;
    // HbA1c asks for nothing: one line, the fasting test's.
    expect(day.preparation).toEqual([FBS_EN]);
    expect(day.preparationHi).toEqual([FBS_HI]);

    const patient = await account(t);
    const b = await booked(t, patient, labId, { itemIds: [ITEMS.fbs, ITEMS.hba1c], date: tomorrow() });
    const res = await get(`/api/v1/labs/bookings/${b.id}`, patient.headers);
    expect(res.statusCode, res.body).toBe(200);
    const booking = LabBookingAnswer.parse(res.json()).result;
    expect(booking.preparation).toEqual([FBS_EN]);
    expect(booking.preparationHi).toEqual([FBS_HI]);
    // Its tests under their Hindi names too (the catalogue's, lab_items.name_hi).
    expect(booking.items.map((i) => [i.name, i.nameHi])).toContainEqual([
      'Fasting Blood Sugar (FBS)',
      'फास्टिंग ब्लड शुगर (FBS)',
    ]);
  });
});

describe('the report', () => {
  it("gives the patient's range with its Hindi words, and the test's Hindi name", async () => {
    const doctor = bearer(await issueSession(t.ctx, 'usr_demo_doctor', {}));
    const res = await get('/api/v1/labs/bookings/labbk_demo_3/report', doctor);
    expect(res.statusCode, res.body).toBe(200);
    const test = LabReportAnswer.parse(res.json()).result.tests[0];
    expect(test?.name).toBe('HbA1c (Glycated Haemoglobin)');
    // Another test file renames HbA1c in Hindi in the shared database: any Hindi name is its.
    expect(test?.nameHi).toMatch(DEVANAGARI);
    expect(test?.packageNameHi).toBeNull();
    const a1c = test?.parameters.find((p) => p.code === 'HBA1C');
    expect(a1c?.referenceRange).toMatchObject({
      text: '4.0 - 5.6 % (5.7 - 6.4 prediabetes)',
      textHi: '4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)',
    });
  });
});

class Rollback extends Error {
  constructor(readonly rows: unknown) {
    super('rollback');
  }
}
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('migration 0073', () => {
  it("fills a database seeded before it: names, range words, normal answers, bookings' preparation and their messages", async () => {
    const { readFileSync } = await import('node:fs');
    const db = t.ctx.database.db;
    const file = new URL(
      '../src/db/migrations/0073_lab-hindi-aliases-ranges-preparation.sql',
      import.meta.url,
    );
    const statements = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*(UPDATE|INSERT)/.test(s));
    expect(statements.length).toBe(7);
    const patient = await account(t);
    const b = await booked(t, patient, await makeLab(t), {
      itemIds: [ITEMS.fbs, ITEMS.hba1c],
      date: tomorrow(),
    });
    const written = rowsOf(
      await db.execute(
        sql`select data from notifications where event_key = ${`lab_booking:${b.id}:confirmed`} and channel = 'in_app'`,
      ),
    )[0]?.data as Record<string, string>;
    expect(written.preparationHi).toContain('फास्टिंग ब्लड शुगर (FBS)');

    // In a transaction rolled back at the end: the other test files share this database.
    const got = await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update lab_items set aliases_hi = null where code in ('DIA004', 'PKG001', 'THY003')`,
        );
        await tx.execute(sql`update lab_items set aliases_hi = array['एडमिन का लिखा'] where code = 'THY003'`);
        // A generated item (db/seed/scale) of a database seeded before: it takes its template's names.
        await tx.execute(sql`
          insert into lab_items (id, type, code, slug, name, aliases, search_text, category, summary, description,
            why_taken, sample_types, fasting_hours, preparation, turnaround_hours, mrp_paise, faqs)
          select 'scale-li-900073', type, 'SC900073', slug || '-plus-900073', name || ' Plus', aliases, search_text,
                 category, summary, description, why_taken, sample_types, fasting_hours, preparation,
                 turnaround_hours, mrp_paise, faqs
            from lab_items where code = 'PKG001'`);
        await tx.execute(
          sql`update lab_reference_ranges set text_hi = null where parameter_id = 'lp_dia004_hba1c'`,
        );
        await tx.execute(sql`update lab_parameters set normal_text_hi = null where id = 'lp_fev014_hiv'`);
        await tx.execute(sql`update lab_bookings set preparation_hi = null where id = ${b.id}`);
        await tx.execute(
          sql`update notifications set data = data - 'preparationHi' - 'testsHi' where event_key like ${`lab_booking:${b.id}:%`}`,
        );
        await tx.execute(sql`delete from search_synonyms where term = 'खाने के बाद शुगर'`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const read = async (q: ReturnType<typeof sql>) => rowsOf(await tx.execute(q));
        throw new Rollback({
          aliases: await read(
            sql`select code, aliases_hi from lab_items where code in ('DIA004', 'PKG001', 'SC900073', 'THY003') order by code`,
          ),
          range: await read(
            sql`select text_hi from lab_reference_ranges where parameter_id = 'lp_dia004_hba1c'`,
          ),
          normal: await read(sql`select normal_text_hi from lab_parameters where id = 'lp_fev014_hiv'`),
          booking: await read(sql`select preparation_hi from lab_bookings where id = ${b.id}`),
          messages: await read(
            sql`select data from notifications where event_key like ${`lab_booking:${b.id}:%`} order by id`,
          ),
          synonym: await read(sql`select means from search_synonyms where term = 'खाने के बाद शुगर'`),
        });
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.rows as Record<string, Record<string, unknown>[]>;
        throw e;
      });
    const hi = (code: string) => SEEDED.aliases.find((i) => i.code === code)?.aliasesHi;
    expect(got.aliases).toEqual([
      { code: 'DIA004', aliases_hi: hi('DIA004') },
      { code: 'PKG001', aliases_hi: hi('PKG001') },
      { code: 'SC900073', aliases_hi: hi('PKG001') },
      { code: 'THY003', aliases_hi: ['एडमिन का लिखा'] },
    ]);
    expect(got.range).toEqual([{ text_hi: '4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)' }]);
    expect(got.normal).toEqual([{ normal_text_hi: 'नॉन-रिएक्टिव (संक्रमण नहीं मिला)' }]);
    expect(got.booking).toEqual([
      { preparation_hi: ['फास्टिंग ब्लड शुगर (FBS): सैंपल से पहले 10 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।'] },
    ]);
    expect(got.messages?.length).toBeGreaterThan(0);
    for (const row of got.messages ?? []) {
      const data = row.data as Record<string, string>;
      expect(data.preparationHi).toBe(written.preparationHi);
      expect(data.testsHi).toBe(written.testsHi);
    }
    expect(got.synonym).toEqual([{ means: 'sugar after food' }]);
    const after = await t.ctx.database.db.execute(
      sql`select count(*)::int as n from lab_items where code = 'SC900073'`,
    );
    expect(rowsOf(after)[0]?.n).toBe(0);
  });
});
