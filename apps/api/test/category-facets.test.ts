// The category page's filter counts (docs/product-rules.md#catalogue-counts): each option's count is the
// products choosing it would show with the page's other filters applied, so a count never promises what
// the page then does not list ('Sun Pharma' with 'No prescription needed' said 9, then 'Show 0 products').
// Checked against count(*) for several selections in every seeded category, and against the page's own
// total when the option is then chosen; the facet cells follow products as they change.
import { PRICE_BUCKET_IDS, type PriceBucket } from '@arogya/contracts/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

type Selection = {
  brandId?: string[];
  rx?: 'rx' | 'otc';
  price?: PriceBucket;
  inStock?: boolean;
  subcategoryId?: string[];
};
type Facets = {
  brands: { id: string; count: number }[];
  price: { id: PriceBucket; count: number }[];
  rx: { rx: number; otc: number };
  inStock: number;
  subcategories: { id: string; count: number }[];
  exact: boolean;
};

const PRICE_SQL: Record<PriceBucket, string> = {
  '0-25': 'price_paise between 0 and 2500',
  '25-50': 'price_paise between 2500 and 5000',
  '50-100': 'price_paise between 5000 and 10000',
  '100+': 'price_paise >= 10000',
};

const url = (category: string, s: Selection) => {
  const p = new URLSearchParams({ limit: '1' });
  if (s.brandId?.length) p.set('brandId', s.brandId.join(','));
  if (s.subcategoryId?.length) p.set('subcategoryId', s.subcategoryId.join(','));
  if (s.rx) p.set('rx', s.rx);
  if (s.price) p.set('price', s.price);
  if (s.inStock) p.set('inStock', 'true');
  return `/api/v1/categories/getOne/${category}?${p.toString()}`;
};

async function page(category: string, s: Selection) {
  const res = await t.app.inject({ method: 'GET', url: url(category, s) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { total: number; totalIsEstimate: boolean; facets: Facets };
}

/** count(*) of the category's products passing the selection. */
async function counted(category: string, s: Selection): Promise<number> {
  const where = [sql`category_id = ${category}`];
  if (s.brandId?.length)
    where.push(
      sql`brand_id in (${sql.join(
        s.brandId.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  if (s.subcategoryId?.length)
    where.push(
      sql`subcategory_id in (${sql.join(
        s.subcategoryId.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  if (s.rx) where.push(s.rx === 'otc' ? sql`schedule = 'OTC'` : sql`schedule <> 'OTC'`);
  if (s.price) where.push(sql.raw(PRICE_SQL[s.price]));
  if (s.inStock) where.push(sql`stock > 0`);
  const res = (await t.ctx.database.db.execute(
    sql`select count(*)::int as n from products where ${sql.join(where, sql` and `)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** Every option's count against count(*) with it and the other selections, and against the page's total
 * once it is chosen. */
async function check(category: string, s: Selection) {
  const { facets } = await page(category, s);
  expect(facets.exact).toBe(true);
  const label = `${category} ${JSON.stringify(s)}`;
  for (const b of facets.brands) {
    const n = await counted(category, { ...s, brandId: [b.id] });
    expect(b.count, `${label} brand ${b.id}`).toBe(n);
  }
  for (const p of facets.price)
    expect(p.count, `${label} ${p.id}`).toBe(await counted(category, { ...s, price: p.id }));
  expect(facets.rx.otc, `${label} otc`).toBe(await counted(category, { ...s, rx: 'otc' }));
  expect(facets.rx.rx, `${label} rx`).toBe(await counted(category, { ...s, rx: 'rx' }));
  expect(facets.inStock, `${label} in stock`).toBe(await counted(category, { ...s, inStock: true }));
  for (const sub of facets.subcategories)
    expect(sub.count, `${label} ${sub.id}`).toBe(await counted(category, { ...s, subcategoryId: [sub.id] }));
  // What a count promises, choosing it shows.
  const otc = await page(category, { ...s, rx: 'otc' });
  expect(otc.total, `${label}: 'No prescription needed' then shows`).toBe(facets.rx.otc);
  const firstBrand = facets.brands.find((b) => b.count > 0);
  if (firstBrand && !s.brandId) {
    const chosen = await page(category, { ...s, brandId: [firstBrand.id] });
    expect(chosen.total, `${label}: ${firstBrand.id} then shows`).toBe(firstBrand.count);
  }
}

describe('category page filter counts', () => {
  it("count Sun Pharma's over-the-counter products once 'No prescription needed' is chosen, and show them", async () => {
    const [row] = (
      (await t.ctx.database.db.execute(sql`
        select category_id from products where brand_id = 'brd_sun-pharma'
         group by category_id order by count(*) filter (where schedule = 'OTC') desc, count(*) desc limit 1`)) as unknown as {
        rows: { category_id: string }[];
      }
    ).rows;
    const category = row?.category_id ?? '';
    const otc = await page(category, { rx: 'otc' });
    const sun = otc.facets.brands.find((b) => b.id === 'brd_sun-pharma');
    expect(sun?.count).toBe(await counted(category, { rx: 'otc', brandId: ['brd_sun-pharma'] }));
    const both = await page(category, { rx: 'otc', brandId: ['brd_sun-pharma'] });
    expect(both.total).toBe(sun?.count);
    // And the other way round: with Sun Pharma chosen, 'No prescription needed' counts its OTC products.
    const sunOnly = await page(category, { brandId: ['brd_sun-pharma'] });
    expect(sunOnly.facets.rx.otc).toBe(both.total);
    expect(sunOnly.facets.brands.find((b) => b.id === 'brd_sun-pharma')?.count).toBe(
      await counted(category, { brandId: ['brd_sun-pharma'] }),
    );
  });

  it('count every option with the other selections applied, in every category', async () => {
    const categories = (
      (await t.ctx.database.db.execute(
        sql`select id from pharmacy_categories order by sort_order`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    for (const category of categories) {
      const [big] = (
        (await t.ctx.database.db.execute(sql`
          select brand_id, subcategory_id from products where category_id = ${category}
           group by 1, 2 order by count(*) desc, 1, 2 limit 1`)) as unknown as {
          rows: { brand_id: string; subcategory_id: string }[];
        }
      ).rows;
      if (!big) continue;
      for (const s of [
        { rx: 'otc' },
        { brandId: [big.brand_id] },
        { brandId: [big.brand_id], rx: 'rx', inStock: true },
        { price: PRICE_BUCKET_IDS[1], subcategoryId: [big.subcategory_id] },
      ] as Selection[])
        await check(category, s);
    }
  }, 120_000);

  it('follow a product as it changes: out of stock, repriced, made prescription-only', async () => {
    const [p] = (
      (await t.ctx.database.db.execute(sql`
        select id, category_id from products where schedule = 'OTC' and stock > 0 and price_paise < 2500
         order by id limit 1`)) as unknown as { rows: { id: string; category_id: string }[] }
    ).rows;
    if (!p) throw new Error('the seed has no cheap OTC product in stock');
    await t.ctx.database.db.execute(
      sql`update products set stock = 0, price_paise = 12000, mrp_paise = 12000, schedule = 'H' where id = ${p.id}`,
    );
    await check(p.category_id, { inStock: true });
    await check(p.category_id, { rx: 'rx', price: '100+' });
  });

  it('say the counts are without the search text while the search box narrows the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories/getOne/cat_pain-relief?limit=1&search=tablet&rx=otc',
    });
    expect(res.json().result.facets.exact).toBe(false);
  });
});
