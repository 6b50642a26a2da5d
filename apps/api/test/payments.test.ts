// Online payments against the local Razorpay stand-in (scripts/razorpay-stand-in/): the real SDK, real
// signatures and webhooks, only the URL differs. Runs on PGlite and on PostgreSQL (DATABASE_URL).
import { COD_FEE_PAISE, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSignature, startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { payments, refunds } from '../src/db/schema/payments.ts';
import { orderEvents } from '../src/db/schema/pharmacy-orders.ts';
import { auditLog } from '../src/db/schema/system.ts';
import { createMedicineOrderPayable } from '../src/modules/orders/medicine-order-payable.ts';
import { createOrdersRepository } from '../src/modules/orders/orders.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../src/modules/payments/payments-deps.ts';
import { reconcilePayments, releaseExpiredHolds } from '../src/modules/payments/reconcile-payments.ts';
import { pdfText } from './pdf-text.ts';
import { type Account, account, addAddress, makeProduct, order, stockOf } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaTests01',
  keySecret: 'test-key-secret-for-the-stand-in',
  webhookSecret: 'test-webhook-secret-for-the-stand-in',
};
const MINUTE = 60_000;
/** A GSTIN of the right shape for the tests' configuration (not a real registration). */
const SELLER_GSTIN = '29ABCDE1234F1Z5';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let jobs: PaymentsDeps;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({
    ...KEYS,
    autoWebhooks: false,
    refundOutcome: 'manual',
    deliverWebhook: async (rawBody, headers) =>
      (await t.app.inject({ method: 'POST', url: webhookUrl, headers, payload: rawBody })).statusCode,
  });
  t = await createTestApp({
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
    PAYMENT_SWEEP_INTERVAL_MS: '3600000',
    SELLER_GSTIN: SELLER_GSTIN,
  });
  jobs = createPaymentsDeps(t.ctx, {
    medicine_order: createMedicineOrderPayable(
      createOrdersRepository(t.ctx.database.db),
      t.ctx.notifications.notify,
    ),
  });
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await standIn?.close();
});

const webhookUrl = '/api/v1/payments/razorpay/webhook';

async function onlineOrder(opts: { stock?: number; quantity?: number } = {}) {
  const me = await account(t);
  const addressId = await addAddress(t, me);
  const productId = await makeProduct(t, { stock: opts.stock ?? 20 });
  const res = await order(t, me, {
    addressId,
    lines: [{ productId, quantity: opts.quantity ?? 2 }],
    paymentMethod: 'upi',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { me, productId, order: res.json().result };
}

const startPayment = (me: Account, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { ...me.headers, ...headers },
    payload: { kind: 'medicine_order', id },
  });

const verify = (me: Account, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: me.headers,
    payload: body,
  });

const getOrder = async (me: Account, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: me.headers })).json().result;

async function paidEvents(orderId: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.note, 'Paid online')));
  return rows.length;
}

describe('checkout options', () => {
  it('offers online payment with UPI first when Razorpay is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cart/config' });
    const config = res.json().result;
    expect(config.paymentMethods).toEqual(['upi', 'card', 'netbanking', 'wallet', 'cod']);
    expect(config.onlinePayment).toMatchObject({
      provider: 'razorpay',
      keyId: KEYS.keyId,
      checkoutUrl: standIn.checkoutUrl,
      holdMinutes: PAYMENT_HOLD_MINUTES,
    });
  });

  it('offers none without keys, and refuses online orders and payments', async () => {
    const plain = await createTestApp();
    try {
      const config = (await plain.app.inject({ method: 'GET', url: '/api/v1/cart/config' })).json().result;
      expect(config.paymentMethods).toEqual(['cod']);
      expect(config.onlinePayment).toBeNull();
      const me = await account(plain);
      const addressId = await addAddress(plain, me);
      const productId = await makeProduct(plain);
      const res = await order(plain, me, {
        addressId,
        lines: [{ productId, quantity: 1 }],
        paymentMethod: 'upi',
      });
      expect(res.statusCode).toBe(422);
      const pay = (kind: string) =>
        plain.app.inject({
          method: 'POST',
          url: '/api/v1/payments',
          headers: me.headers,
          payload: { kind, id: 'anything' },
        });
      const forOrder = await pay('medicine_order');
      expect(forOrder.statusCode).toBe(422);
      expect(forOrder.json().message).toBe(
        'Online payment is not available. Please choose cash on delivery.',
      );
      // Nothing else is delivered: a consultation, a lab booking or a card is not told of cash on delivery.
      for (const kind of ['appointment', 'lab_booking', 'health_card', 'consult_request']) {
        const refused = await pay(kind);
        expect(refused.statusCode, kind).toBe(422);
        expect(refused.json().message, kind).toBe(
          'Online payment is not available right now. Please try again later.',
        );
      }
    } finally {
      await plain.app.close();
    }
  });

  it('page policy lets the Checkout script load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${standIn.url}`);
  });
});

describe('paying a medicine order', () => {
  it('holds the stock while awaiting payment, without a cash fee', async () => {
    const { me, productId, order: placed } = await onlineOrder({ stock: 10, quantity: 3 });
    expect(placed.status).toBe('awaiting_payment');
    expect(placed.codFeePaise).toBe(0);
    expect(placed.payment).toMatchObject({ status: 'awaiting_payment', label: 'Awaiting payment' });
    expect(new Date(placed.payment.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(await stockOf(t, productId)).toBe(7);
    const res = await startPayment(me, placed.id);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().result;
    expect(s).toMatchObject({
      provider: 'razorpay',
      keyId: KEYS.keyId,
      amountPaise: placed.totalPaise,
      currency: 'INR',
      reference: placed.orderNumber,
      checkoutUrl: standIn.checkoutUrl,
    });
    expect(s.prefill.contact).toMatch(/^\+91[6-9]\d{9}$/);
    const rp = standIn.orders.get(s.razorpayOrderId);
    expect(rp).toMatchObject({ amount: placed.totalPaise, currency: 'INR', receipt: placed.orderNumber });
    expect(rp.notes).toMatchObject({ payable_kind: 'medicine_order', payable_id: placed.id });
  });

  it('creates one Razorpay order however often the patient starts paying', async () => {
    const { me, order: placed } = await onlineOrder();
    const before = standIn.orders.size;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => startPayment(me, placed.id)));
    const ids = new Set(answers.map((a) => a.json().result.razorpayOrderId));
    expect(ids.size).toBe(1);
    const keyed = await startPayment(me, placed.id, { 'idempotency-key': 'pay-once-1' });
    const replay = await startPayment(me, placed.id, { 'idempotency-key': 'pay-once-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().result.razorpayOrderId).toBe(keyed.json().result.razorpayOrderId);
    expect(standIn.orders.size - before).toBeLessThanOrEqual(5);
    const rows = await t.ctx.database.db.select().from(payments).where(eq(payments.payableId, placed.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a stranger, and an order that is not awaiting payment', async () => {
    const { order: placed } = await onlineOrder();
    const stranger = await account(t);
    expect((await startPayment(stranger, placed.id)).statusCode).toBe(404);
    const me = await account(t);
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t);
    const cod = (await order(t, me, { addressId, lines: [{ productId, quantity: 1 }] })).json().result;
    expect((await startPayment(me, cod.id)).statusCode).toBe(422);
  });

  it('a forged signature is refused with 400 and nothing is paid', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    const forged = await verify(me, { ...paid, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const wrongKey = await verify(me, {
      ...paid,
      razorpay_signature: checkoutSignature('not-the-secret', s.razorpayOrderId, paid.razorpay_payment_id),
    });
    expect(wrongKey.statusCode).toBe(400);
    const swapped = await verify(me, { ...paid, razorpay_payment_id: 'pay_SomeoneElses01' });
    expect(swapped.statusCode).toBe(400);
    const junk = await verify(me, { ...paid, razorpay_signature: 'not hex' });
    expect(junk.statusCode).toBe(400);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('awaiting_payment');
    expect(current.payment.status).toBe('awaiting_payment');
  });

  it('a payment of the wrong amount is refused and nothing is paid', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { amount: s.amountPaise - 100, webhooks: false }).body;
    const res = await verify(me, paid);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not match/);
    expect((await getOrder(me, placed.id)).payment.status).toBe('awaiting_payment');
    // The webhook for it is refused too (recorded, not retried).
    const payment = standIn.payments.get(paid.razorpay_payment_id);
    const hook = await standIn.paymentEvent('payment.captured', payment);
    expect(hook.status).toBe(200);
    expect((await getOrder(me, placed.id)).payment.status).toBe('awaiting_payment');
  });

  it('the callback marks it paid once verified', async () => {
    const { me, productId, order: placed } = await onlineOrder({ stock: 5, quantity: 2 });
    const s = (await startPayment(me, placed.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    const res = await verify(me, paid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      outcome: 'paid',
      paymentStatus: 'paid',
      reference: placed.orderNumber,
    });
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment).toMatchObject({
      status: 'paid',
      label: 'Paid',
      method: 'upi',
      reference: paid.razorpay_payment_id,
      receiptAvailable: true,
    });
    expect(await stockOf(t, productId)).toBe(3);
    // Paid: a new attempt is refused.
    expect((await startPayment(me, placed.id)).statusCode).toBe(409);
  });

  it('callback and webhook racing, each five times, pay once and take stock once', async () => {
    const { me, productId, order: placed } = await onlineOrder({ stock: 9, quantity: 4 });
    const s = (await startPayment(me, placed.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    const payment = standIn.payments.get(paid.razorpay_payment_id);
    const order = standIn.orders.get(s.razorpayOrderId);
    const all = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => verify(me, paid)),
      ...[1, 2, 3, 4, 5].map(() => standIn.paymentEvent('payment.captured', payment)),
      ...[1, 2, 3, 4, 5].map(() =>
        standIn.deliver('order.paid', { payment: { entity: payment }, order: { entity: order } }, [
          'payment',
          'order',
        ]),
      ),
    ]);
    for (const r of all.slice(0, 5)) expect((r as { statusCode: number }).statusCode).toBe(200);
    for (const r of all.slice(5)) expect((r as { status: number }).status).toBe(200);
    expect(await paidEvents(placed.id)).toBe(1);
    expect(await stockOf(t, productId)).toBe(5);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
    const rows = await t.ctx.database.db.select().from(refunds);
    expect(rows.filter((r) => r.paymentId === s.paymentId)).toHaveLength(0);
  });

  it('the webhook alone settles an order whose tab was closed', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((p) => p.order_id === s.razorpayOrderId);
    const hook = await standIn.paymentEvent('payment.captured', payment);
    expect(hook.status).toBe(200);
    expect((await getOrder(me, placed.id)).payment.status).toBe('paid');
    // The same event again is ignored as a repeat.
    const again = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: hook.headers,
      payload: hook.rawBody,
    });
    expect(again.json().result.outcome).toBe('duplicate');
  });

  it('a webhook with a bad signature is refused with 400', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((p) => p.order_id === s.razorpayOrderId);
    const rawBody = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: payment } } });
    for (const signature of ['0'.repeat(64), 'nonsense', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: webhookUrl,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_x',
        },
        payload: rawBody,
      });
      expect(res.statusCode).toBe(400);
    }
    // A NUL or anything else changed in the body breaks the signature.
    const nul = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
      payload: rawBody.replace('payment.captured', 'payment.\u0000captured'),
    });
    expect(nul.statusCode).toBe(400);
    // Re-serialised JSON is not the body Razorpay signed.
    const hook = standIn.deliveries.length;
    const signed = await standIn.paymentEvent('payment.failed', { ...payment, status: 'failed' });
    const tampered = JSON.stringify(JSON.parse(signed.rawBody), null, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: { ...signed.headers, 'x-razorpay-event-id': 'evt_other' },
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
    expect(standIn.deliveries.length).toBe(hook + 1);
    expect((await getOrder(me, placed.id)).payment.status).toBe('awaiting_payment');
  });

  it('a failed payment leaves the order awaiting payment, and a retry pays it', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    const failed = standIn.pay(s.razorpayOrderId, { outcome: 'failure', webhooks: false });
    expect(failed.status).toBe(400);
    await standIn.paymentEvent('payment.failed', failed.payment);
    const [row] = await t.ctx.database.db.select().from(payments).where(eq(payments.id, s.paymentId));
    expect(row?.status).toBe('failed');
    expect((await getOrder(me, placed.id)).status).toBe('awaiting_payment');
    const retry = (await startPayment(me, placed.id)).json().result;
    expect(retry.razorpayOrderId).not.toBe(s.razorpayOrderId);
    const paid = standIn.pay(retry.razorpayOrderId, { webhooks: false }).body;
    expect((await verify(me, paid)).json().result.outcome).toBe('paid');
  });
});

describe('a second payment', () => {
  it('for an order already paid is refunded in full, once, and the order stays paid', async () => {
    const { me, order: placed } = await onlineOrder();
    const first = (await startPayment(me, placed.id)).json().result;
    const failed = standIn.pay(first.razorpayOrderId, { outcome: 'failure', webhooks: false });
    await standIn.paymentEvent('payment.failed', failed.payment);
    const second = (await startPayment(me, placed.id)).json().result;
    expect(second.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect((await verify(me, standIn.pay(second.razorpayOrderId, { webhooks: false }).body)).statusCode).toBe(
      200,
    );
    // The first Checkout, left open in another tab, takes a payment too; its webhook comes twice.
    standIn.pay(first.razorpayOrderId, { webhooks: false });
    const extra = [...standIn.payments.values()].find(
      (p) => p.order_id === first.razorpayOrderId && p.status === 'captured',
    );
    await standIn.paymentEvent('payment.captured', extra);
    await standIn.paymentEvent('payment.captured', extra);
    const sent = [...standIn.refunds.values()].filter((r) => r.payment_id === extra.id);
    expect(sent.map((r) => r.amount)).toEqual([placed.totalPaise]);
    await standIn.settleRefund(sent[0].id, 'processed');
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
    expect(await paidEvents(placed.id)).toBe(1);
  });
});

describe('holds, late payments and reconciliation', () => {
  it('an unpaid order is cancelled after the hold and its stock released; a later payment is refunded', async () => {
    const { me, productId, order: placed } = await onlineOrder({ stock: 6, quantity: 2 });
    const s = (await startPayment(me, placed.id)).json().result;
    expect(await stockOf(t, productId)).toBe(4);
    const later = new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE);
    const released = await releaseExpiredHolds(jobs, later);
    expect(released).toContain(placed.id);
    expect(await stockOf(t, productId)).toBe(6);
    let current = await getOrder(me, placed.id);
    expect(current.status).toBe('cancelled');
    expect(current.payment.status).toBe('not_paid');
    expect((await startPayment(me, placed.id)).statusCode).toBe(422);

    // The patient's payment arrives after the release: refunded in full, the patient told.
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((p) => p.order_id === s.razorpayOrderId);
    await standIn.paymentEvent('payment.captured', payment);
    current = await getOrder(me, placed.id);
    expect(current.status).toBe('cancelled');
    expect(current.payment.status).toBe('refund_pending');
    expect(current.payment.refund).toMatchObject({ status: 'pending', amountPaise: placed.totalPaise });
    expect(current.timeline.at(-1).note).toMatch(/arrived after the order was cancelled/);
    expect(await stockOf(t, productId)).toBe(6);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === payment.id);
    expect(refund.amount).toBe(placed.totalPaise);
    await standIn.settleRefund(refund.id, 'processed');
    current = await getOrder(me, placed.id);
    expect(current.payment.status).toBe('refunded');
    expect(current.payment.refund).toMatchObject({ status: 'processed', reference: refund.id });
    // The callback, late too, answers that it is refunded, and refunds nothing twice.
    const sig = checkoutSignature(KEYS.keySecret, s.razorpayOrderId, payment.id);
    const res = await verify(me, {
      razorpay_order_id: s.razorpayOrderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: sig,
    });
    expect(res.json().result.outcome).toBe('refunded');
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it('at the end of the hold, a payment whose callback and webhook were lost still counts', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const released = await releaseExpiredHolds(
      jobs,
      new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE),
    );
    expect(released).not.toContain(placed.id);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
  });

  it('at the end of the hold, a payment made in Checkout after a failed attempt still counts, callback and webhook lost', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    const failed = standIn.pay(s.razorpayOrderId, { outcome: 'failure', webhooks: false });
    await standIn.paymentEvent('payment.failed', failed.payment);
    const [row] = await t.ctx.database.db.select().from(payments).where(eq(payments.id, s.paymentId));
    expect(row?.status).toBe('failed');
    // The patient tries again in the same Checkout and pays; neither callback nor webhook arrives.
    expect(standIn.pay(s.razorpayOrderId, { webhooks: false }).status).toBe(200);
    const released = await releaseExpiredHolds(
      jobs,
      new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE),
    );
    expect(released).not.toContain(placed.id);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
  });

  it('reconciliation closes the attempt of an order cancelled unpaid, so it is not asked after forever', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    // The patient chooses cash on delivery instead: the held order is cancelled, nothing paid.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await reconcilePayments(jobs, new Date(Date.now() + 6 * MINUTE));
    const [row] = await t.ctx.database.db.select().from(payments).where(eq(payments.id, s.paymentId));
    expect(row).toMatchObject({ status: 'failed', errorReason: 'Cancelled before it was paid' });
    // A payment made on it after all (a Checkout left open) is refunded in full.
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((p) => p.order_id === s.razorpayOrderId);
    await standIn.paymentEvent('payment.captured', payment);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('cancelled');
    expect(current.payment.refund).toMatchObject({ status: 'pending', amountPaise: placed.totalPaise });
  });

  it('reconciliation settles a payment left created', async () => {
    const { me, order: placed } = await onlineOrder();
    const s = (await startPayment(me, placed.id)).json().result;
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    await reconcilePayments(jobs, new Date(Date.now() + 6 * MINUTE));
    expect((await getOrder(me, placed.id)).payment.status).toBe('paid');
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const o = await onlineOrder({ stock: 8, quantity: 2 });
    const s = (await startPayment(o.me, o.order.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    expect((await verify(o.me, paid)).statusCode).toBe(200);
    return { ...o, paymentId: paid.razorpay_payment_id as string };
  }
  const cancel = (me: Account, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: me.headers, payload: {} });

  it('cancelling a paid order refunds it in full through Razorpay', async () => {
    const { me, productId, order: placed, paymentId } = await paidOrder();
    const res = await cancel(me, placed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.payment).toMatchObject({
      status: 'refund_pending',
      refund: { status: 'pending', amountPaise: placed.totalPaise },
    });
    expect(await stockOf(t, productId)).toBe(8);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    expect(refund).toMatchObject({ amount: placed.totalPaise, status: 'pending' });
    const hook = await standIn.settleRefund(refund.id, 'processed');
    expect(hook.status).toBe('processed');
    const current = await getOrder(me, placed.id);
    expect(current.payment).toMatchObject({ status: 'refunded', label: 'Refunded' });
    expect(current.timeline.at(-1).note).toMatch(/processed/);
    // Cancelling again refunds nothing more.
    expect((await cancel(me, placed.id)).statusCode).toBe(422);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('after a staff refund of part of it, cancelling the order refunds the rest', async () => {
    const { me, order: placed, paymentId } = await paidOrder();
    const admin = await account(t, 'admin', 'Asha Admin');
    const [row] = await t.ctx.database.db.select().from(payments).where(eq(payments.payableId, placed.id));
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${row?.id}/refund`,
      headers: admin.headers,
      payload: { amountPaise: 500, reason: 'Delivery slot missed' },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const first = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    await standIn.settleRefund(first.id, 'processed');
    // Part of it back: the order stays paid (docs/product-rules.md#orders-returns-and-refunds).
    expect((await getOrder(me, placed.id)).payment.status).toBe('paid');

    const res = await cancel(me, placed.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = [...standIn.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(sent.map((r) => r.amount)).toEqual([500, placed.totalPaise - 500]);
    expect(res.json().result.payment).toMatchObject({
      status: 'refund_pending',
      refund: { status: 'pending', amountPaise: placed.totalPaise - 500 },
    });
  });

  it('a refund Razorpay fails shows as failed, and its webhook is handled once', async () => {
    const { me, order: placed, paymentId } = await paidOrder();
    await cancel(me, placed.id);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    await standIn.settleRefund(refund.id, 'failed');
    const current = await getOrder(me, placed.id);
    expect(current.payment.status).toBe('refund_failed');
    expect(current.payment.refund.status).toBe('failed');
  });

  it('a refund Razorpay could not take is sent again by the reconciliation job', async () => {
    const { me, order: placed, paymentId } = await paidOrder();
    standIn.settings.failNextRefund = true;
    await cancel(me, placed.id);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(0);
    expect((await getOrder(me, placed.id)).payment.status).toBe('refund_pending');
    await reconcilePayments(jobs, new Date(Date.now() + 2 * MINUTE));
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    expect(refund?.amount).toBe(placed.totalPaise);
    await standIn.settleRefund(refund.id, 'processed');
    expect((await getOrder(me, placed.id)).payment.status).toBe('refunded');
  });

  it('a return the pharmacist accepts is refunded, and the refund is audited as theirs', async () => {
    const { me, order: placed, paymentId } = await paidOrder();
    const pharmacist = await account(t, 'pharmacist', 'Sneha Iyer');
    const advance = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/pharmacist/orders/${placed.id}/status`,
        headers: pharmacist.headers,
        payload: { status },
      });
    for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
      expect((await advance(status)).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/return`,
      headers: me.headers,
      payload: { reason: 'The strip was damaged' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const returned = await advance('returned');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().result.payment).toMatchObject({ status: 'refund_pending' });
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    expect(refund?.amount).toBe(placed.totalPaise);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, pharmacist.id), eq(auditLog.action, 'payment.refund')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      subjectUserId: me.id,
      resourceType: 'medicine_order',
      resourceId: placed.id,
    });
  });

  it('cancelling an order still awaiting payment releases it without a refund', async () => {
    const { me, productId, order: placed } = await onlineOrder({ stock: 4, quantity: 1 });
    await startPayment(me, placed.id);
    const res = await cancel(me, placed.id);
    expect(res.json().result.payment.status).toBe('not_paid');
    expect(await stockOf(t, productId)).toBe(4);
  });

  it('cash on delivery orders say so', async () => {
    const me = await account(t);
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t);
    const res = await order(t, me, { addressId, lines: [{ productId, quantity: 1 }] });
    expect(res.json().result.codFeePaise).toBe(COD_FEE_PAISE);
    expect(res.json().result.payment).toMatchObject({ status: 'pay_on_delivery', receiptAvailable: false });
  });
});

describe('receipts', () => {
  it('a paid order has a receipt PDF with GST by HSN, the seller GSTIN and the payment reference', async () => {
    const { me, order: placed } = await onlineOrder({ stock: 5, quantity: 2 });
    const s = (await startPayment(me, placed.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    await verify(me, paid);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.id}/receipt`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`arogya-receipt-${placed.orderNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
    expect(text).toContain('Payment receipt and tax invoice');
    expect(text).toContain('HSN 3004');
    expect(text).toContain('CGST 2.5%');
    expect(text).toContain(`Payment reference: ${paid.razorpay_payment_id}`);
    const stranger = await account(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.id}/receipt`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('an order not paid online has none', async () => {
    const { me, order: placed } = await onlineOrder();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.id}/receipt`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(422);
  });
});
