// A lab test's and package's detail text in Hindi (docs/product-rules.md#languages): the answer keeps its
// English description, why doctors ask for it, preparation and FAQs exactly as before and carries the Hindi
// beside them (descriptionHi, whyTakenHi, preparationHi, faqsHi; lab_items' *_hi columns, db/seed/lab-details-hi.ts),
// and migration 0072 fills a database seeded before it.
import { LabItemAnswer } from '@arogya/contracts/labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREP_HI } from '../src/db/seed/lab-details-hi.ts';
import { LAB_SUMMARY_HI } from '../src/db/seed/lab-summaries-hi.ts';
import { labDetailsHiByCode } from '../src/db/seed/labs.ts';
import { CATEGORY_WHY, TESTS } from '../src/db/seed/labs-catalogue.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t?.app.close();
});

const detail = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/labs/testList/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return LabItemAnswer.parse(res.json()).result;
};
const isHindi = (text: string | null | undefined) => Boolean(text && /[\u0900-\u097F]/.test(text));
const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);
const HI = new Map(labDetailsHiByCode().map((r) => [r.code, r]));

describe('the seeded Hindi detail text', () => {
  it('every test and package has all of it, and every preparation text its Hindi', () => {
    const missing = [...HI.values()].filter(
      (r) =>
        !isHindi(r.descriptionHi) ||
        !isHindi(r.whyTakenHi) ||
        !isHindi(r.preparationHi) ||
        r.faqsHi?.length !== 4 ||
        !r.faqsHi.every((f) => isHindi(f.question) && isHindi(f.answer)),
    );
    expect(missing.map((r) => r.code)).toEqual([]);
    const preps = new Set(TESTS.flatMap((s) => (s.prep ? [s.prep] : [])));
    expect([...preps].filter((p) => !isHindi(PREP_HI[p]))).toEqual([]);
    expect(Object.keys(PREP_HI).filter((p) => !preps.has(p))).toEqual([]);
  });
});

describe("a test's and a package's detail", () => {
  it('a test answers its English as before and the Hindi beside it', async () => {
    const item = await detail('hba1c-glycated-haemoglobin');
    expect(item.description).toBe(
      'Shows your average blood sugar over the last 2 to 3 months. The report gives 2 values: HbA1c (Glycated Haemoglobin), Estimated Average Glucose.',
    );
    expect(item.whyTaken).toBe(CATEGORY_WHY.diabetes);
    expect(item.preparation).toBe('No special preparation is needed.');
    expect(item.faqs.map((f) => f.question)).toEqual([
      'Do I need to fast for the HbA1c (Glycated Haemoglobin)?',
      'When will I get my report?',
      'How is the sample collected?',
      'How do I pay?',
    ]);
    expect(item.faqs[1]?.answer).toBe(
      'Within 12 hours of sample collection. You can read it and download the PDF under My Orders.',
    );
    const english = [
      item.description,
      item.whyTaken,
      item.preparation,
      ...item.faqs.flatMap((f) => [f.question, f.answer]),
    ];
    expect(english.filter(hasDevanagari)).toEqual([]);

    expect(item.descriptionHi).toBe(
      `${LAB_SUMMARY_HI.DIA004} रिपोर्ट में 2 वैल्यू मिलती हैं: HbA1c (Glycated Haemoglobin), Estimated Average Glucose।`,
    );
    expect(item.whyTakenHi).toBe(HI.get('DIA004')?.whyTakenHi);
    expect(item.preparationHi).toBe('किसी खास तैयारी की ज़रूरत नहीं है।');
    expect(item.faqsHi?.[0]?.question).toBe('क्या HbA1c (3 महीने की औसत शुगर) के लिए खाली पेट रहना ज़रूरी है?');
    expect(item.faqsHi?.[1]?.answer).toContain('12 घंटे के अंदर');
    expect(item.faqsHi).toEqual(HI.get('DIA004')?.faqsHi);
  });

  it('a test with fasting and its own preparation builds both in Hindi', async () => {
    const seed = TESTS.find((s) => s.code === 'DIA009');
    const item = await detail(
      (await t.ctx.database.db.query.labItems.findFirst({ where: (i, { eq }) => eq(i.code, 'DIA009') }))
        ?.slug as string,
    );
    expect(item.preparation).toBe(
      `Fast for ${seed?.fasting} hours before the sample; plain water is allowed. ${seed?.prep}`,
    );
    expect(item.preparationHi).toBe(
      `सैंपल से पहले ${seed?.fasting} घंटे खाली पेट रहें; सादा पानी पी सकते हैं। ${PREP_HI[seed?.prep as string]}`,
    );
    expect(item.faqsHi?.[0]?.answer).toBe(
      `हां। ${seed?.fasting} घंटे खाली पेट रहें (पानी पी सकते हैं); सुबह का स्लॉट बुक करें।`,
    );
  });

  it('a package answers its English as before and the Hindi beside it', async () => {
    const item = await detail('full-body-checkup-essential');
    expect(item.type).toBe('package');
    expect(item.description).toMatch(
      /^Blood count, liver, kidney, lipids, thyroid, sugar and urine: the yearly basics\. It holds \d+ tests measuring \d+ parameters: /,
    );
    expect(item.whyTaken).toBe(CATEGORY_WHY['full-body']);
    expect(item.faqs[0]?.question).toBe('Do I need to fast for the Full Body Checkup Essential?');
    expect(item.faqs[2]?.answer).toContain(`for all ${item.testCount} tests`);
    const english = [
      item.description,
      item.whyTaken,
      item.preparation,
      ...item.faqs.flatMap((f) => [f.question, f.answer]),
    ];
    expect(english.filter(hasDevanagari)).toEqual([]);

    const hi = HI.get('PKG001');
    expect(item.descriptionHi).toBe(hi?.descriptionHi);
    expect(item.descriptionHi).toContain(`इसमें ${item.testCount} टेस्ट हैं, जिनसे ${item.parameterCount} पैरामीटर`);
    expect(item.whyTakenHi).toBe(hi?.whyTakenHi);
    expect(item.preparationHi).toBe(hi?.preparationHi);
    expect(item.preparationHi).toContain(`सैंपल से पहले ${item.fastingHours} घंटे खाली पेट रहें`);
    expect(item.faqsHi).toEqual(hi?.faqsHi);
    expect(item.faqsHi?.[2]?.answer).toContain(`सभी ${item.testCount} टेस्ट के लिए`);
  });
});

class Rollback extends Error {
  constructor(readonly rows: unknown) {
    super('rollback');
  }
}

describe('migration 0072', () => {
  it('fills the Hindi into a database seeded before it, leaving a row that has Hindi as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const { sql } = await import('drizzle-orm');
    const db = t.ctx.database.db;
    const file = new URL('../src/db/migrations/0072_lab-detail-text-hindi.sql', import.meta.url);
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(updates.length).toBe(2);
    // In a transaction rolled back at the end: the other test files share this database.
    const rows = await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update lab_items set description_hi = null, why_taken_hi = null, preparation_hi = null, faqs_hi = null where code in ('DIA004', 'PKG001', 'THY003')`,
        );
        await tx.execute(sql`update lab_items set description_hi = 'एडमिन का लिखा' where code = 'THY003'`);
        // A generated item (db/seed/scale) of a database seeded before: it takes its template's Hindi.
        await tx.execute(sql`
          insert into lab_items (id, type, code, slug, name, search_text, category, summary, description, why_taken,
            sample_types, fasting_hours, preparation, turnaround_hours, mrp_paise, faqs)
          select 'scale-li-900001', type, 'SC900001', slug || '-plus-900001', name || ' Plus', search_text, category,
                 summary, description, why_taken, sample_types, fasting_hours, preparation, turnaround_hours, mrp_paise, faqs
            from lab_items where code = 'PKG001'`);
        for (const statement of updates) await tx.execute(sql.raw(statement));
        const rows = await tx.execute(sql`
          select code, description_hi, why_taken_hi, preparation_hi, faqs_hi from lab_items
           where code in ('DIA004', 'PKG001', 'THY003', 'SC900001') order by code`);
        throw new Rollback(rows);
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.rows;
        throw e;
      });
    const got = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    const want = (code: string) => {
      const r = HI.get(code);
      return {
        code,
        description_hi: r?.descriptionHi,
        why_taken_hi: r?.whyTakenHi,
        preparation_hi: r?.preparationHi,
        faqs_hi: r?.faqsHi,
      };
    };
    expect(got).toEqual([
      want('DIA004'),
      want('PKG001'),
      { ...want('PKG001'), code: 'SC900001' },
      {
        code: 'THY003',
        description_hi: 'एडमिन का लिखा',
        why_taken_hi: null,
        preparation_hi: null,
        faqs_hi: null,
      },
    ]);
    const after = await db.execute(sql`select count(*)::int as n from lab_items where code = 'SC900001'`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
