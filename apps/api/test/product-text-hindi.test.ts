// Products carry the Hindi of their description and key features beside the English (migration 0078,
// db/seed/pharmacy-text-hi.ts): the seeded medicines, household names and health products, and a database
// seeded before the migration is filled by it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/db/seed/doctors-build.ts';
import { buildProducts } from '../src/db/seed/pharmacy-build.ts';
import { buildHouseholdProducts } from '../src/db/seed/pharmacy-household.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;

async function product(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/medicines/getOne/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    name: string;
    description: string;
    features: string[];
    descriptionHi: string | null;
    featuresHi: string[] | null;
    saltComposition: string | null;
    offer: string | null;
    offerHi: string | null;
  };
}

describe('products in Hindi', () => {
  it("a medicine's description and features, its brand and salts as printed", async () => {
    const p = await product('prd_telma-40-tablet');
    expect(p.descriptionHi).toMatch(DEVANAGARI);
    expect(p.descriptionHi).toContain('Telma 40 Tablet');
    expect(p.descriptionHi).toContain(p.saltComposition ?? '?');
    expect(p.descriptionHi).toContain('शेड्यूल H');
    expect(p.featuresHi).toHaveLength(p.features.length);
    for (const f of p.featuresHi ?? []) expect(f).toMatch(DEVANAGARI);
    expect(p.description).toMatch(/^Telma 40 Tablet contains/);
  });

  it('a household name and a device', async () => {
    const crocin = await product('prd_crocin-advance-500-tablet');
    expect(crocin.descriptionHi).toContain('बुखार');
    const omron = await product('prd_omron-hem-7120-bp-monitor');
    expect(omron.descriptionHi).toMatch(/^बांह पर लगने वाला/);
    expect(omron.featuresHi).toEqual(['IntelliSense तकनीक', 'अनियमित धड़कन की पहचान', 'कफ़ 22-32 सेमी']);
    // The offer covering it names itself in Hindi too (offers.title_hi, migration 0071): the seeded one, or
    // whichever offer another test file made in the shared database, with its own Hindi or none.
    expect(omron.offer).toBeTruthy();
    const rows = (await t.ctx.database.db.execute(
      sql`select title_hi from offers where title = ${omron.offer} limit 1`,
    )) as unknown as { rows: { title_hi: string | null }[] };
    expect(omron.offerHi).toBe(rows.rows[0]?.title_hi ?? null);
    if (omron.offer === 'Flat 20% off on Omron devices') expect(omron.offerHi).toMatch(DEVANAGARI);
  });

  it('every seeded product has both', async () => {
    const seeded = [...buildProducts(seededRandom(1)), ...buildHouseholdProducts()].map((r) => r.id);
    const rows = await t.ctx.database.db.execute(sql`
      select id from products
      where id in (${sql.join(
        seeded.map((id) => sql`${id}`),
        sql`, `,
      )})
        and (description_hi is null or features_hi is null or cardinality(features_hi) <> cardinality(features))`);
    expect(rows.rows).toEqual([]);
  });

  it('migration 0078 fills a database seeded before it, leaving Hindi already written as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const db = t.ctx.database.db;
    const file = new URL('../src/db/migrations/0078_product-text-hindi.sql', import.meta.url);
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(updates).toHaveLength(1);
    const before = await product('prd_dolo-650-tablet');
    await db.execute(
      sql`update products set description_hi = null, features_hi = null where id in ('prd_dolo-650-tablet', 'prd_accu-chek-active-glucometer-kit')`,
    );
    await db.execute(sql`update products set description_hi = 'लिखा हुआ' where id = 'prd_volini-gel'`);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const dolo = await product('prd_dolo-650-tablet');
    expect(dolo.descriptionHi).toBe(before.descriptionHi);
    expect(dolo.featuresHi).toEqual(before.featuresHi);
    expect((await product('prd_accu-chek-active-glucometer-kit')).descriptionHi).toMatch(/^बड़े डिस्प्ले/);
    expect((await product('prd_volini-gel')).descriptionHi).toBe('लिखा हुआ');
    await db.execute(sql`update products set description_hi = null where id = 'prd_volini-gel'`);
    for (const statement of updates) await db.execute(sql.raw(statement));
  });
});
