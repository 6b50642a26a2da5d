// Offers in the admin console (docs/product-rules.md#offers): an admin creates, edits, schedules and
// retires a percentage off MRP on a brand or a category; while it is live the server writes the prices it
// covers (never above the regular price), an edited product's price follows it, and retiring or ending it
// brings the regular prices back. Admins only; every change audited. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../src/db/schema/pharmacy.ts';
import { auditLog } from '../src/db/schema/system.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { createAdminDeps } from '../src/modules/admin/admin-deps.ts';
import { runOffersJob } from '../src/modules/admin/manage-offers.ts';
import { type Account, account, makeProduct } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await account(t, 'admin', 'Asha Admin');
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

const today = () => todayIn(new Date());

/** A brand of its own with two products: A at ₹100 (MRP ₹120), B at ₹80 (MRP ₹120). */
async function brandWithProducts() {
  const tag = randomUUID().slice(0, 8);
  const brandId = `brd_t_${tag}`;
  await t.ctx.database.db.insert(brands).values({
    id: brandId,
    slug: `test-brand-${tag}`,
    name: `Testbrand ${tag}`,
    description: 'A brand made for a test.',
    manufacturer: 'Test Pharma Ltd',
    colour: '#0f766e',
  });
  const a = await makeProduct(t, { pricePaise: 10_000, mrpPaise: 12_000 });
  const b = await makeProduct(t, { pricePaise: 8_000, mrpPaise: 12_000 });
  await t.ctx.database.db
    .update(products)
    .set({ brandId })
    .where(inArray(products.id, [a, b]));
  return { brandId, a, b };
}

async function prices(ids: string[]) {
  const rows = await t.ctx.database.db
    .select({ id: products.id, price: products.pricePaise, regular: products.regularPricePaise })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, { price: r.price, regular: r.regular }]));
}

const offerBody = (brandId: string, extra: Record<string, unknown> = {}) => ({
  title: 'Flat 30% off on Testbrand',
  description: 'Every Testbrand product at 30% below MRP.',
  discountPercent: 30,
  brandId,
  colour: '#1d4ed8',
  startsOn: today(),
  endsOn: addDays(today(), 7),
  ...extra,
});

const post = (url: string, payload: unknown, who: Account = admin) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as Record<string, unknown> });

describe('offers set the prices they cover', () => {
  it('a live offer lowers prices to MRP less its percentage, never raising one; the product page and an edit follow; retiring restores', async () => {
    const { brandId, a, b } = await brandWithProducts();
    const created = await post('/api/v1/admin/offers', offerBody(brandId));
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().result;
    expect(offer).toMatchObject({
      status: 'live',
      discountPercent: 30,
      brand: { id: brandId },
      category: null,
    });
    expect(await prices([a, b])).toEqual({
      [a]: { price: 8_400, regular: 10_000 },
      [b]: { price: 8_000, regular: 8_000 },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/medicines/getOne/${a}` });
    expect(page.json().result).toMatchObject({ discountPricePaise: 8_400, originalPricePaise: 12_000 });

    // The admin changes A's regular price: the offer still caps it.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${a}`,
      headers: admin.headers,
      payload: { mrpPaise: 12_000, pricePaise: 11_000, schedule: 'OTC' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await prices([a]))[a]).toEqual({ price: 8_400, regular: 11_000 });

    // A smaller percentage: prices rise to its level, not above the regular price.
    const smaller = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/offers/${offer.id}`,
      headers: admin.headers,
      payload: offerBody(brandId, { discountPercent: 5 }),
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect(await prices([a, b])).toEqual({
      [a]: { price: 11_000, regular: 11_000 },
      [b]: { price: 8_000, regular: 8_000 },
    });

    const retired = await post(`/api/v1/admin/offers/${offer.id}/retire`, {});
    expect(retired.json().result.status).toBe('retired');
    expect(await prices([a, b])).toEqual({
      [a]: { price: 11_000, regular: null },
      [b]: { price: 8_000, regular: null },
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/offers/${offer.id}`,
      headers: admin.headers,
      payload: offerBody(brandId),
    });
    expect(again.statusCode).toBe(409);
    const audited = await t.ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.resourceId, offer.id)));
    expect(audited.map((r) => r.action).sort()).toEqual(['offer.create', 'offer.retire', 'offer.update']);
  });

  it('a scheduled offer changes nothing until its first day; the offers job applies it then and undoes it after its last', async () => {
    const { brandId, a } = await brandWithProducts();
    const tomorrow = addDays(today(), 1);
    const created = await post(
      '/api/v1/admin/offers',
      offerBody(brandId, { startsOn: tomorrow, endsOn: tomorrow, discountPercent: 25 }),
    );
    expect(created.json().result.status).toBe('scheduled');
    expect((await prices([a]))[a]).toEqual({ price: 10_000, regular: null });
    const deps = createAdminDeps(t.ctx);
    // Noon in India on the offer's day, and two days after it (now + 1.2 days passed its last day after
    // 19:12 in India).
    const during = new Date(`${tomorrow}T12:00:00+05:30`);
    expect(await runOffersJob(deps, during)).toContain(created.json().result.id);
    expect((await prices([a]))[a]).toEqual({ price: 9_000, regular: 10_000 });
    // Nothing out of step: a second run writes nothing.
    expect(await runOffersJob(deps, during)).toEqual([]);
    expect(await runOffersJob(deps, new Date(`${addDays(tomorrow, 2)}T12:00:00+05:30`))).toContain(
      created.json().result.id,
    );
    expect((await prices([a]))[a]).toEqual({ price: 10_000, regular: null });
  });
});

describe('offer input and access', () => {
  it('refuses a bad offer with the field named, and an unknown brand', async () => {
    const { brandId } = await brandWithProducts();
    const both = await post('/api/v1/admin/offers', offerBody(brandId, { categoryId: 'cat_pain-relief' }));
    expect(both.statusCode).toBe(400);
    const neither = await post('/api/v1/admin/offers', offerBody(brandId, { brandId: null }));
    expect(neither.statusCode).toBe(400);
    expect((await post('/api/v1/admin/offers', offerBody(brandId, { discountPercent: 95 }))).statusCode).toBe(
      400,
    );
    const backwards = await post(
      '/api/v1/admin/offers',
      offerBody(brandId, { startsOn: addDays(today(), 3), endsOn: today() }),
    );
    expect(backwards.statusCode).toBe(400);
    const unknown = await post('/api/v1/admin/offers', offerBody('brd_no-such-brand'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/brand does not exist/);
  });

  it('names what is wrong in plain words, never zod’s (packages/contracts/src/plain-messages.ts)', async () => {
    const { brandId } = await brandWithProducts();
    const short = await post(
      '/api/v1/admin/offers',
      offerBody(brandId, { title: 'AB', description: 'x'.repeat(201), artwork: 'balloons' }),
    );
    expect(short.statusCode).toBe(400);
    const body = short.json();
    const said = Object.fromEntries(
      (body.details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
    );
    expect(said).toMatchObject({
      title: 'Enter at least 3 characters',
      description: 'At most 200 characters',
      artwork: 'Choose one of the options given',
    });
    expect(body.message).toBe('Invalid input: title — Enter at least 3 characters');
  });

  it('lists offers and their targets for admins only', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/offers', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.length).toBeGreaterThan(0);
    const targets = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/offers/targets?q=Test',
      headers: admin.headers,
    });
    expect(targets.json().result.categories.length).toBeGreaterThan(0);
    expect(targets.json().result.brands.every((b: { name: string }) => b.name.startsWith('Test'))).toBe(true);
    for (const role of ['patient', 'pharmacist', 'doctor', 'lab', 'receptionist']) {
      const who = await account(t, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/admin/offers', headers: who.headers })).statusCode,
      ).toBe(403);
      expect((await post('/api/v1/admin/offers', {}, who)).statusCode).toBe(403);
    }
  });
});
