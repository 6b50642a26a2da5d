import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  FREE_SHIPPING_THRESHOLD_PAISE,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
} from '@arogya/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/pharmacy-orders.ts';
import { type Account, account, addAddress, makeProduct, order, stockOf } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let pharmacist: Account;
beforeAll(async () => {
  t = await createTestApp();
  pharmacist = await account(t, 'pharmacist', 'Sneha Iyer');
});
afterAll(async () => {
  await t.app.close();
});

const quote = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/cart/quote', payload });
const advance = (id: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/pharmacist/orders/${id}/status`,
    headers: pharmacist.headers,
    payload: { status },
  });

async function buyer() {
  const me = await account(t);
  return { me, addressId: await addAddress(t, me) };
}

describe('cart quote (POST /api/v1/cart/quote)', () => {
  it('prices from the database, ignoring a price sent by the browser', async () => {
    const id = await makeProduct(t, { pricePaise: 10_000, mrpPaise: 12_500 });
    const res = await quote({
      lines: [{ productId: id, quantity: 2, price: 1, discountPrice: 1 }],
      pinCode: '560038',
      paymentMethod: 'cod',
    });
    expect(res.statusCode).toBe(200);
    const q = res.json().result;
    expect(q.lines[0]).toMatchObject({
      unitPricePaise: 10_000,
      unitMrpPaise: 12_500,
      lineTotalPaise: 20_000,
      available: true,
    });
    expect(q).toMatchObject({
      subtotalPaise: 20_000,
      mrpTotalPaise: 25_000,
      savingsPaise: 5_000,
      shippingFeePaise: SHIPPING_FEE_PAISE.metro,
      codFeePaise: COD_FEE_PAISE,
      totalPaise: 20_000 + SHIPPING_FEE_PAISE.metro + COD_FEE_PAISE,
      paymentMethods: ['cod'],
      orderable: true,
      prescriptionRequired: false,
    });
    expect(q.amountToFreeShippingPaise).toBe(FREE_SHIPPING_THRESHOLD_PAISE - 20_000);
  });

  it('ships free from the threshold, charges by zone below it, and applies the COD rules', async () => {
    const id = await makeProduct(t, {
      pricePaise: FREE_SHIPPING_THRESHOLD_PAISE / 3,
      mrpPaise: FREE_SHIPPING_THRESHOLD_PAISE / 3,
    });
    const at = async (quantity: number, pinCode: string) =>
      (await quote({ lines: [{ productId: id, quantity }], pinCode })).json().result;
    expect((await at(3, '560038')).shippingFeePaise).toBe(0);
    expect((await at(2, '302001')).shippingFeePaise).toBe(SHIPPING_FEE_PAISE.tier2);
    expect((await at(1, '125055')).shippingFeePaise).toBe(SHIPPING_FEE_PAISE.rural);
    expect((await at(1, '172001')).cod).toEqual({
      allowed: false,
      reason: expect.stringContaining('not available'),
    });
    const dear = await makeProduct(t, { pricePaise: COD_LIMIT_PAISE / 2, mrpPaise: COD_LIMIT_PAISE / 2 });
    const big = (await quote({ lines: [{ productId: dear, quantity: 2 }], pinCode: '560038' })).json().result;
    expect(big.cod.allowed).toBe(false);
    expect(
      (await quote({ lines: [{ productId: id, quantity: 1 }], pinCode: '999999' })).json().result.orderable,
    ).toBe(false);
  });

  it('reports line problems: unknown, Schedule X, out of stock, short stock, prescription needed', async () => {
    const none = await makeProduct(t, { stock: 0 });
    const few = await makeProduct(t, { stock: 2 });
    const rx = await makeProduct(t, { schedule: 'H1' });
    const q = (
      await quote({
        lines: [
          { productId: 'prd_nope', quantity: 1 },
          { productId: 'prd_addwize-10-tablet', quantity: 1 },
          { productId: none, quantity: 1 },
          { productId: few, quantity: 3 },
          { productId: rx, quantity: 1 },
        ],
      })
    ).json().result;
    expect(q.lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      'not_found',
      'not_sold_online',
      'out_of_stock',
      'insufficient_stock',
      null,
    ]);
    expect(q.orderable).toBe(false);
    expect(q.prescriptionRequired).toBe(true);
    expect(q.subtotalPaise).toBe(10_000);
  });
});

describe('placing orders', () => {
  it('charges database prices, numbers the order ORD-<year>-<n> and takes the stock', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t, { stock: 10, pricePaise: 10_000, mrpPaise: 12_000 });
    const res = await order(t, me, { addressId, lines: [{ productId: id, quantity: 3, price: 1 }] });
    expect(res.statusCode).toBe(201);
    const o = res.json().result;
    expect(o.orderNumber).toMatch(new RegExp(`^ORD-${new Date().getFullYear()}-\\d{6,}$`));
    expect(o).toMatchObject({
      status: 'confirmed',
      subtotalPaise: 30_000,
      totalPaise: 30_000 + SHIPPING_FEE_PAISE.metro + COD_FEE_PAISE,
    });
    expect(o.total).toBe(o.totalPaise / 100);
    expect(await stockOf(t, id)).toBe(7);
  });

  it('creates nothing twice for a repeated Idempotency-Key', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t, { stock: 10 });
    const body = { addressId, lines: [{ productId: id, quantity: 2 }] };
    const key = { 'idempotency-key': `order-${id}` };
    const first = await order(t, me, body, key);
    const again = await order(t, me, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.id).toBe(first.json().result.id);
    expect(await stockOf(t, id)).toBe(8);
    expect((await order(t, me, { ...body, lines: [{ productId: id, quantity: 1 }] }, key)).statusCode).toBe(
      422,
    );
  });

  it('with stock 1, twenty concurrent checkouts give one order and stock 0', async () => {
    const id = await makeProduct(t, { stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, buyer));
    const results = await Promise.all(
      buyers.map((b) => order(t, b.me, { addressId: b.addressId, lines: [{ productId: id, quantity: 1 }] })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/^Out of stock: Testamol/);
    expect(await stockOf(t, id)).toBe(0);
  });

  it('property: random concurrent orders never push stock below zero and take exactly what they sell', async () => {
    const { me, addressId } = await buyer();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 8 }),
        async (initial, quantities) => {
          const id = await makeProduct(t, { stock: initial });
          const results = await Promise.all(
            quantities.map((quantity) => order(t, me, { addressId, lines: [{ productId: id, quantity }] })),
          );
          const sold = results.reduce(
            (sum, r, i) => sum + (r.statusCode === 201 ? (quantities[i] ?? 0) : 0),
            0,
          );
          const left = await stockOf(t, id);
          expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(initial - left).toBe(sold);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('refuses what cannot be sold, short stock, unserviceable addresses and COD outside its rules', async () => {
    const { me, addressId } = await buyer();
    const few = await makeProduct(t, { stock: 2, name: 'Scarcemol 500 Tablet' });
    const short = await order(t, me, { addressId, lines: [{ productId: few, quantity: 3 }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Out of stock: Scarcemol 500 Tablet');
    expect(
      (await order(t, me, { addressId, lines: [{ productId: 'prd_addwize-10-tablet', quantity: 1 }] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await order(t, me, { addressId, lines: [{ productId: few, quantity: 1 }], paymentMethod: 'upi' }))
        .statusCode,
    ).toBe(422);
    const noCod = await addAddress(t, me, {
      pinCode: '172001',
      city: 'Rampur Bushahr',
      state: 'Himachal Pradesh',
    });
    expect(
      (await order(t, me, { addressId: noCod, lines: [{ productId: few, quantity: 1 }] })).statusCode,
    ).toBe(422);
    const dear = await makeProduct(t, { pricePaise: COD_LIMIT_PAISE / 2, mrpPaise: COD_LIMIT_PAISE / 2 });
    const limit = await order(t, me, { addressId, lines: [{ productId: dear, quantity: 2 }] });
    expect(limit.statusCode).toBe(422);
    expect(await stockOf(t, dear)).toBe(50);
    const unserviceable = await t.app.inject({
      method: 'POST',
      url: '/api/v1/addresses',
      headers: me.headers,
      payload: {
        name: 'Meera Iyer',
        phone: '9876501234',
        line1: '1 Main Road',
        city: 'Nowhere',
        state: 'Goa',
        pinCode: '999999',
      },
    });
    expect(unserviceable.statusCode).toBe(422);
    expect(unserviceable.json().details[0].field).toBe('pinCode');
  });
});

describe('my orders: list, detail, cancel, return', () => {
  it('cancels before dispatch (restoring stock), not after', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t, { stock: 5 });
    const a = (await order(t, me, { addressId, lines: [{ productId: id, quantity: 2 }] })).json().result;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${a.id}/cancel`,
      headers: me.headers,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().result).toMatchObject({
      status: 'cancelled',
      displayStatus: 'cancelled',
      cancelReason: 'Changed my mind',
    });
    expect(await stockOf(t, id)).toBe(5);
    const b = (await order(t, me, { addressId, lines: [{ productId: id, quantity: 1 }] })).json().result;
    expect((await advance(b.id, 'packed')).statusCode).toBe(200);
    expect((await advance(b.id, 'shipped')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/orders/${b.id}/cancel`, headers: me.headers }))
        .statusCode,
    ).toBe(422);
    expect(await stockOf(t, id)).toBe(4);
  });

  it('goes out for delivery between shipped and delivered, each step only from the one before', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t);
    const o = (await order(t, me, { addressId, lines: [{ productId: id, quantity: 1 }] })).json().result;
    expect((await advance(o.id, 'packed')).statusCode).toBe(200);
    // Not before it has shipped.
    const early = await advance(o.id, 'out_for_delivery');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('An order can be marked out_for_delivery only when it is shipped.');
    expect((await advance(o.id, 'shipped')).statusCode).toBe(200);
    // Delivered only once it is out for delivery.
    expect((await advance(o.id, 'delivered')).statusCode).toBe(422);
    const out = await advance(o.id, 'out_for_delivery');
    expect(out.statusCode, out.body).toBe(200);
    // The patient's tracker: the step, its words, and today as the day it arrives.
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${o.id}`, headers: me.headers })
    ).json().result;
    expect(mine).toMatchObject({
      status: 'out_for_delivery',
      statusLabel: 'Out for delivery',
      displayStatus: 'processing',
      estimatedTime: 'Out for delivery: arrives today',
      canCancel: false,
    });
    expect(mine.timeline.at(-1)).toMatchObject({ status: 'out_for_delivery', label: 'Out for delivery' });
    const processing = (
      await t.app.inject({ method: 'GET', url: '/api/v1/orders?filter=processing', headers: me.headers })
    ).json().result;
    expect(processing.map((x: { id: string }) => x.id)).toContain(o.id);
    // The pharmacist's desk lists it under its status.
    const desk = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/pharmacist/orders?status=out_for_delivery&limit=50',
        headers: pharmacist.headers,
      })
    ).json().result;
    expect(desk.map((x: { id: string }) => x.id)).toContain(o.id);
    expect((await advance(o.id, 'delivered')).json().result.status).toBe('delivered');
  });

  it('takes a return within the window after delivery and lists orders by filter', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t);
    const place = async () =>
      (await order(t, me, { addressId, lines: [{ productId: id, quantity: 1 }] })).json().result;
    const delivered = await place();
    for (const s of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
      expect((await advance(delivered.id, s)).statusCode).toBe(200);
    const late = await place();
    for (const s of ['packed', 'shipped', 'out_for_delivery', 'delivered']) await advance(late.id, s);
    await t.ctx.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - (RETURN_WINDOW_DAYS + 1) * 86_400_000) })
      .where(eq(orders.id, late.id));
    const processing = await place();
    const cancelled = await place();
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: me.headers });

    const ret = (oid: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${oid}/return`,
        headers: me.headers,
        payload: { reason: 'Strip was damaged' },
      });
    expect((await ret(late.id)).statusCode).toBe(422);
    expect((await ret(processing.id)).statusCode).toBe(422);
    const ok = await ret(delivered.id);
    expect(ok.json().result).toMatchObject({ status: 'return_requested', returnReason: 'Strip was damaged' });
    expect((await advance(delivered.id, 'returned')).json().result.status).toBe('returned');

    const ids = async (filter: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders?filter=${filter}`, headers: me.headers }))
        .json()
        .result.map((o: { id: string }) => o.id);
    expect(await ids('all')).toEqual([cancelled.id, processing.id, late.id, delivered.id]);
    expect(await ids('processing')).toEqual([processing.id]);
    expect(await ids('delivered')).toEqual([late.id]);
    expect(await ids('completed')).toEqual([late.id, delivered.id]);
    expect(await ids('cancelled')).toEqual([cancelled.id]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${delivered.id}`, headers: me.headers })
    ).json().result;
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'return_requested',
      'returned',
    ]);
  });

  it('shows an order only to its patient', async () => {
    const { me, addressId } = await buyer();
    const other = await account(t);
    const doctor = await account(t, 'doctor');
    const id = await makeProduct(t);
    const o = (await order(t, me, { addressId, lines: [{ productId: id, quantity: 1 }] })).json().result;
    for (const who of [other, pharmacist, doctor]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${o.id}`, headers: who.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/orders/${o.id}/cancel`, headers: who.headers }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: other.headers })).json().result,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${o.id}` })).statusCode).toBe(401);
    expect((await order(t, doctor, { addressId, lines: [{ productId: id, quantity: 1 }] })).statusCode).toBe(
      403,
    );
    expect((await order(t, other, { addressId, lines: [{ productId: id, quantity: 1 }] })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/addresses/${addressId}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("the pharmacist's reads of an order placed without a prescription", () => {
  it('are written to the audit log as order reads, one row per order', async () => {
    const { me, addressId } = await buyer();
    const id = await makeProduct(t);
    const placed = await order(t, me, { addressId, lines: [{ productId: id, quantity: 1 }] });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().result.id as string;
    const rows = async (action: string) =>
      (
        (await t.ctx.database.db.execute(
          sql`select actor_id, subject_user_id, resource_type, resource_id from audit_log
              where action = ${action} and resource_id = ${orderId}`,
        )) as unknown as { rows: Record<string, string>[] }
      ).rows;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pharmacist/orders/${orderId}`,
      headers: pharmacist.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await rows('order.read')).toEqual([
      { actor_id: pharmacist.id, subject_user_id: me.id, resource_type: 'order', resource_id: orderId },
    ]);

    // The pharmacist's list of placed orders, every page, until this order has been listed once.
    for (let page = 1; (await rows('orders.list')).length === 0; page++) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/pharmacist/orders?limit=50&page=${page}`,
        headers: pharmacist.headers,
      });
      expect(list.statusCode).toBe(200);
      if (page >= list.json().pagination.totalPages) break;
    }
    expect(await rows('orders.list')).toEqual([
      { actor_id: pharmacist.id, subject_user_id: me.id, resource_type: 'order', resource_id: orderId },
    ]);
  });
});
