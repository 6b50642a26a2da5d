import {
  DELIVERY_DAYS,
  DEVICE_WARRANTY_YEARS,
  PAGINATION,
  PRICE_BUCKETS,
  SHIPPING_FEE_PAISE,
} from '@arogya/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

type Card = {
  id: string;
  name: string;
  discountPrice: number;
  originalPrice: number;
  discount: number;
  subcategoryId: string;
  createdAt: string;
  saltComposition: string | null;
  strength: string | null;
  schedule: string;
  inStock: boolean;
  availableOnline: boolean;
  offer: string | null;
  badge: string | null;
  categoryId: string;
};

describe('seeded catalogue', () => {
  it('has at least 12 categories with subcategories, 30 brands and 400 products', async () => {
    const cats = await get('/api/v1/categories/categoryWithSubscategories');
    expect(cats.body.result.length).toBeGreaterThanOrEqual(12);
    for (const c of cats.body.result) expect(c.subcategories.length).toBeGreaterThan(0);
    expect((await get('/api/v1/brands/getAll')).body.result.length).toBeGreaterThanOrEqual(30);
    const page = await get('/api/v1/medicines/pagination?page=1&limit=10');
    expect(page.body.result).toHaveLength(PAGINATION.medicines);
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(400);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('pages lists with the documented defaults', async () => {
    const cats = await get('/api/v1/categories/pagination');
    expect(cats.body.pagination.limit).toBe(PAGINATION.categories);
    const brands = await get('/api/v1/brands/pagination?page=2');
    expect(brands.body.pagination).toMatchObject({ page: 2, limit: PAGINATION.brands });
    expect(brands.body.result).toHaveLength(PAGINATION.brands);
    for (const path of ['/api/v1/offers/pagination', '/api/v1/banners/pagination']) {
      expect((await get(path)).body.pagination.limit).toBe(PAGINATION.offers);
    }
    expect((await get('/api/v1/subCategories/pagination?limit=5')).body.result).toHaveLength(5);
    expect((await get('/api/v1/brands/topMustBrand')).body.result.every((b: { top: boolean }) => b.top)).toBe(
      true,
    );
  });

  it('offers are honest: every product an offer covers is priced at exactly its discount', async () => {
    const offers = (await get('/api/v1/offers/getAll')).body.result;
    const diabetes = offers.find(
      (o: { category: { id: string } | null }) => o.category?.id === 'cat_diabetes-care',
    );
    expect(diabetes.discountPercent).toBe(15);
    const page = (await get('/api/v1/categories/getOne/cat_diabetes-care')).body.result;
    expect(page.products.length).toBeGreaterThan(10);
    for (const p of page.products as Card[]) {
      expect(p.discount).toBe(15);
      expect(p.offer).toBe(diabetes.title);
      expect(p.badge).toBe('Special Offer');
    }
  });
});

describe('category page (GET /api/v1/categories/getOne/:id)', () => {
  it('answers title, description, subcategories and products, and accepts the slug', async () => {
    const { status, body } = await get('/api/v1/categories/getOne/pain-relief');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: 'cat_pain-relief', title: 'Pain Relief' });
    expect(body.result.description).toBeTruthy();
    expect(body.result.subcategories.length).toBeGreaterThan(0);
    expect(body.result.products[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String) });
  });

  it.each(PRICE_BUCKETS.map((b) => [b.id, b.min, b.max] as const))(
    'price bucket %s keeps prices within [%d, %d] rupees, bounds included',
    async (id, min, max) => {
      const { body } = await get(
        `/api/v1/categories/getOne/cat_vitamins-supplements?price=${encodeURIComponent(id)}`,
      );
      for (const p of body.result.products as Card[]) {
        expect(p.discountPrice).toBeGreaterThanOrEqual(min);
        expect(p.discountPrice).toBeLessThanOrEqual(max);
      }
    },
  );

  it('filters by subcategory and search, and sorts four ways', async () => {
    const sub = await get('/api/v1/categories/getOne/cat_skin-care?subcategoryId=sub_sunscreens');
    expect(sub.body.result.products.length).toBeGreaterThan(0);
    expect(sub.body.result.products.every((p: Card) => p.subcategoryId === 'sub_sunscreens')).toBe(true);
    const search = await get('/api/v1/categories/getOne/cat_skin-care?search=CETAPHIL');
    expect(search.body.result.products.length).toBeGreaterThan(0);
    expect(search.body.result.products.every((p: Card) => /cetaphil/i.test(p.name))).toBe(true);
    const none = await get('/api/v1/categories/getOne/cat_skin-care?search=zzzz');
    expect(none.body.result.products).toEqual([]);

    const prices = (s: string) =>
      get(`/api/v1/categories/getOne/cat_pain-relief?sort=${s}`).then((r) =>
        (r.body.result.products as Card[]).map((p) => p.discountPrice),
      );
    const low = await prices('price-low');
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = await prices('price-high');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await get('/api/v1/categories/getOne/cat_pain-relief?sort=name')).body.result.products.map(
      (p: Card) => p.name,
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const dates = (
      await get('/api/v1/categories/getOne/cat_pain-relief?sort=newest')
    ).body.result.products.map((p: Card) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('404s an unknown category and 400s a bad bucket', async () => {
    expect((await get('/api/v1/categories/getOne/cat_nope')).status).toBe(404);
    expect((await get('/api/v1/categories/getOne/cat_pain-relief?price=10-20')).status).toBe(400);
  });
});

describe('brand page (GET /api/v1/medicines/brand/:brandId)', () => {
  it('answers result and brand, with real facets and no empty groups', async () => {
    const { body } = await get('/api/v1/medicines/brand/brd_cetaphil');
    expect(body.success).toBe(true);
    expect(body.brand).toMatchObject({ id: 'brd_cetaphil', title: 'Cetaphil' });
    expect(body.result.length).toBeGreaterThan(2);
    const ids = body.facets.map((f: { id: string }) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['brands', 'skinType', 'regime']));
    for (const f of body.facets) expect(f.options.length).toBeGreaterThan(0);
    const medicines = await get('/api/v1/medicines/brand/brd_micro-labs');
    expect(medicines.body.facets.map((f: { id: string }) => f.id)).not.toContain('spfRange');
  });

  it('filters by facet values and sorts six ways', async () => {
    const spf = await get('/api/v1/medicines/brand/brd_cetaphil?spfRange=SPF%2050%2B');
    expect(spf.body.result.length).toBe(1);
    expect(spf.body.result[0].name).toMatch(/Sun/);
    const dry = await get('/api/v1/medicines/brand/brd_cetaphil?skinType=Dry&regime=Moisturise');
    expect(dry.body.result.length).toBeGreaterThan(0);
    expect(dry.body.pagination.total).toBeLessThan(
      (await get('/api/v1/medicines/brand/brd_cetaphil')).body.result.length,
    );
    for (const sort of ['relevance', 'price-low', 'price-high', 'popularity', 'newest', 'rating']) {
      expect((await get(`/api/v1/medicines/brand/brd_cipla?sort=${sort}`)).status).toBe(200);
    }
    const low = (await get('/api/v1/medicines/brand/brd_cipla?sort=price-low')).body.result.map(
      (p: Card) => p.discountPrice,
    );
    expect(low).toEqual([...low].sort((a: number, b: number) => a - b));
    expect((await get('/api/v1/medicines/brand/brd_nope')).status).toBe(404);
  });
});

describe('search', () => {
  it('finds by name, salt or brand, tolerating typos', async () => {
    const byName = await get('/api/v1/medicines/search?q=dolo');
    expect(byName.body.result[0].name).toMatch(/^Dolo/);
    const typo = await get('/api/v1/medicines/search?q=paracetmol');
    expect(typo.body.result.some((p: Card) => /Paracetamol/.test(p.saltComposition ?? ''))).toBe(true);
    const bySalt = await get('/api/v1/medicines/search?q=telmisartan');
    expect(bySalt.body.result.length).toBeGreaterThan(3);
    const byBrand = await get('/api/v1/medicines/search?q=omron');
    expect(byBrand.body.result.length).toBeGreaterThan(0);
    expect(byBrand.body.pagination).toMatchObject({ page: 1 });
  });

  it('suggests products, brands and salts while typing', async () => {
    const { body } = await get('/api/v1/medicines/search?q=cetap&suggest=true&limit=6');
    const kinds = body.result.map((s: { kind: string }) => s.kind);
    expect(kinds).toContain('brand');
    expect(kinds).toContain('product');
    expect((await get('/api/v1/medicines/search?q=')).status).toBe(400);
  });
});

describe('product details', () => {
  it('shows prices from MRP, the schedule label, reviews, related products and cheaper substitutes', async () => {
    const { status, body } = await get('/api/v1/medicines/getOne/prd_telma-40-tablet');
    expect(status).toBe(200);
    const p = body.result;
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.scheduleLabel).toBe('Prescription required');
    expect(p.prescriptionRequired).toBe(true);
    expect(p.originalPrice).toBeGreaterThanOrEqual(p.discountPrice);
    expect(p.warranty).toBeNull();
    expect(p.substitutes.length).toBeGreaterThan(0);
    for (const s of p.substitutes as Card[]) {
      expect(s.saltComposition).toBe(p.saltComposition);
      expect(s.strength).toBe(p.strength);
      expect(s.discountPrice).toBeLessThan(p.discountPrice);
    }
    expect(p.related.every((r: Card) => r.id !== p.id)).toBe(true);
    const { count, average, distribution } = p.reviewSummary;
    expect(distribution.reduce((a: number, b: number) => a + b, 0)).toBe(count);
    if (count > 0)
      expect(average).toBeCloseTo(
        distribution.reduce((s: number, n: number, i: number) => s + n * (i + 1), 0) / count,
        2,
      );
    expect(p.wishlisted).toBe(false);
  });

  it('shows Schedule X as not available online, devices with colours and a warranty', async () => {
    const x = (await get('/api/v1/medicines/prd_addwize-10-tablet')).body.result;
    expect(x).toMatchObject({
      schedule: 'X',
      availableOnline: false,
      inStock: false,
      scheduleLabel: 'Not available online',
    });
    const device = (await get('/api/v1/medicines/prd_dr-trust-fingertip-pulse-oximeter')).body.result;
    expect(device.colors.length).toBeGreaterThan(1);
    expect(device.warranty).toBe(`${DEVICE_WARRANTY_YEARS} years`);
    const support = (await get('/api/v1/medicines/prd_tynor-knee-cap')).body.result;
    expect(support.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect((await get('/api/v1/medicines/prd_nope')).status).toBe(404);
  });

  it('serves deterministic SVG pictures with a long cache', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/v1/medicines/prd_dolo-650-tablet/image/1' });
    const b = await t.app.inject({ method: 'GET', url: '/api/v1/medicines/prd_dolo-650-tablet/image/1' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age=86400');
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('Dolo 650');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/medicines/prd_dolo-650-tablet/image/8' }))
        .statusCode,
    ).toBe(404);
    for (const url of [
      '/api/v1/brands/brd_cipla/logo',
      '/api/v1/categories/cat_baby-care/image',
      '/api/v1/offers/off_baby10/image',
      '/api/v1/banners/ban_upload-rx/image',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});

describe('reviews and wishlist', () => {
  it('stores one review per user, unverified without a delivered order, and updates the average', async () => {
    const me = await account(t);
    const url = '/api/v1/medicines/prd_shelcal-500-tablets/reviews';
    const write = (rating: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: me.headers,
        payload: { rating, title: 'Good calcium', comment: 'Works well for my mother.' },
      });
    expect((await write(5)).statusCode).toBe(201);
    const again = await write(4);
    expect(again.json().result).toMatchObject({ rating: 4, verified: false, user: 'Meera I.' });
    const detail = (await get('/api/v1/medicines/prd_shelcal-500-tablets')).body.result;
    const mine = (await get(`${url}?limit=50`)).body.result.filter(
      (r: { title: string }) => r.title === 'Good calcium',
    );
    expect(mine).toHaveLength(1);
    expect(detail.reviewSummary.count).toBe(detail.reviewCount);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: { rating: 5, title: 'Anonymous', comment: 'Should not be stored.' },
        })
      ).statusCode,
    ).toBe(401);

    const reviewId = mine[0].id;
    const vote = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/reviews/${reviewId}/helpful`, headers: me.headers });
    const first = (await vote()).json().result.helpful;
    expect((await vote()).json().result.helpful).toBe(first);
  });

  it('keeps a wishlist per user', async () => {
    const me = await account(t);
    const other = await account(t);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/wishlist/prd_dolo-650-tablet',
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(200);
    const list = (await get('/api/v1/wishlist', me.headers)).body.result;
    expect(list.map((i: { product: Card }) => i.product.id)).toEqual(['prd_dolo-650-tablet']);
    expect((await get('/api/v1/medicines/prd_dolo-650-tablet', me.headers)).body.result.wishlisted).toBe(
      true,
    );
    expect((await get('/api/v1/medicines/prd_dolo-650-tablet', other.headers)).body.result.wishlisted).toBe(
      false,
    );
    expect((await get('/api/v1/wishlist', other.headers)).body.result).toEqual([]);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/wishlist/prd_dolo-650-tablet',
      headers: me.headers,
    });
    expect((await get('/api/v1/wishlist', me.headers)).body.result).toEqual([]);
    expect((await get('/api/v1/wishlist')).status).toBe(401);
  });
});

describe('delivery', () => {
  it('estimates by zone and says when a pin code is not served', async () => {
    const metro = (await get('/api/v1/delivery/estimate?pinCode=110001')).body.result;
    expect(metro).toMatchObject({
      serviceable: true,
      zone: 'metro',
      cod: true,
      days: DELIVERY_DAYS.metro,
      feePaise: SHIPPING_FEE_PAISE.metro,
    });
    const rural = (await get('/api/v1/delivery/estimate?pinCode=172001')).body.result;
    expect(rural).toMatchObject({ zone: 'rural', cod: false, days: DELIVERY_DAYS.rural });
    expect((await get('/api/v1/delivery/estimate?pinCode=999999')).body.result).toMatchObject({
      serviceable: false,
      zone: null,
    });
    expect((await get('/api/v1/delivery/estimate?pinCode=012345')).status).toBe(400);
  });

  it('lists the eight serviceable cities', async () => {
    const cities = (await get('/api/v1/delivery/cities')).body.result;
    expect(cities.map((c: { slug: string }) => c.slug)).toEqual([
      'delhi',
      'mumbai',
      'bengaluru',
      'hyderabad',
      'chennai',
      'kolkata',
      'pune',
      'ahmedabad',
    ]);
    expect((await get('/api/v1/delivery/cities/pune')).body.result.pinCodes.length).toBeGreaterThan(0);
    expect((await get('/api/v1/delivery/cities/new-york')).status).toBe(404);
  });
});
