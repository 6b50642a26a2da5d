// The lab seed: enough real tests and packages, slugs that never shadow a category page
// (docs/screens.md#lab-tests), every test with its parameters and ranges, labs that collect somewhere.
import { LAB_CATEGORY_SLUGS } from '@arogya/contracts/labs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.ctx.database.db.execute(q)) as unknown as { rows: T[] } | T[];
const list = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
  const r = await rows<T>(q);
  return Array.isArray(r) ? r : r.rows;
};

describe('lab seed', () => {
  it('holds at least 150 tests and 25 packages, each category with items', async () => {
    const counts = await list<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from lab_items group by type`,
    );
    const by = Object.fromEntries(counts.map((c) => [c.type, Number(c.n)]));
    expect(by.test).toBeGreaterThanOrEqual(150);
    expect(by.package).toBeGreaterThanOrEqual(25);
    const cats = await list<{ category: string }>(sql`select distinct category from lab_items`);
    expect(new Set(cats.map((c) => c.category))).toEqual(new Set(LAB_CATEGORY_SLUGS));
  });

  it('has no test or package slug equal to a category slug', async () => {
    const clash = await list<{ slug: string }>(
      sql`select slug from lab_items where slug = any(${sql.raw(`ARRAY[${LAB_CATEGORY_SLUGS.map((s) => `'${s}'`).join(',')}]`)})`,
    );
    expect(clash).toEqual([]);
  });

  // Tests an admin imports from a CSV file (admin.test.ts, in the same database) are catalogue entries
  // without parameters, on no lab's menu until a lab adds them (docs/product-rules.md#catalogue-imports);
  // their ids are random (lab_<uuid>), the seed's are not.
  const SEEDED = sql.raw(`i.id !~ '^lab_[0-9a-f]{8}-[0-9a-f]{4}-'`);

  it('gives every test parameters, every numeric parameter a range, every item a lab', async () => {
    const noParams = await list(
      sql`select i.id from lab_items i where ${SEEDED} and i.type = 'test' and not exists (select 1 from lab_parameters p where p.test_id = i.id)`,
    );
    expect(noParams).toEqual([]);
    const noRange = await list(
      sql`select p.id from lab_parameters p where p.value_type = 'numeric' and not exists (select 1 from lab_reference_ranges r where r.parameter_id = p.id)`,
    );
    expect(noRange).toEqual([]);
    const unbookable = await list(
      sql`select i.id from lab_items i where ${SEEDED} and (i.lab_count = 0 or i.from_price_paise is null)`,
    );
    expect(unbookable).toEqual([]);
  });

  it('seeds at least 6 labs with NABL numbers and pin codes, the demo lab account owning one', async () => {
    const labs = await list<{ id: string; nabl_number: string; pins: number; user_id: string | null }>(
      sql`select l.id, l.nabl_number, l.user_id, (select count(*)::int from lab_pin_codes p where p.lab_id = l.id) as pins from labs l where l.nabl_number not like 'MC-T%'`,
    );
    expect(labs.length).toBeGreaterThanOrEqual(6);
    for (const l of labs) {
      expect(l.nabl_number).toMatch(/^MC-\d{4}$/);
      expect(Number(l.pins)).toBeGreaterThan(0);
    }
    expect(labs.filter((l) => l.user_id === 'usr_demo_lab')).toHaveLength(1);
  });
});
