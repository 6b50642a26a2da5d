// Money's messages (modules/payments/payment-notifications.ts), through the real payment flow against the local
// Razorpay stand-in (scripts/razorpay-stand-in/): a payment received, a refund initiated and a refund processed
// each write exactly one message per channel for the person who paid, once, however often Razorpay's callback
// and webhooks repeat; and each reads as it should when sent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { notifications } from '../src/db/schema.ts';
import { quietUntil } from '../src/modules/notifications/quiet-hours.ts';
import { availableSlots, bookRequest, createDoctor, createPatient } from './doctor-fixtures.ts';
import { createNotifyApp, type NotifyApp, sentTo } from './notification-fixtures.ts';
import { type Account, account, addAddress, makeProduct, order } from './pharmacy-fixtures.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaNotify01',
  keySecret: 'notify-test-key-secret-for-the-stand-in',
  webhookSecret: 'notify-test-webhook-secret-for-the-stand-in',
};
const webhookUrl = '/api/v1/payments/razorpay/webhook';
// Every channel that can reach the payer now (verified number and e-mail; no browser allowed web push, so no
// push row: modules/notifications/notify.ts).
const EVERY = ['email', 'in_app', 'sms', 'whatsapp'];

let t: NotifyApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({
    ...KEYS,
    autoWebhooks: false,
    refundOutcome: 'manual',
    deliverWebhook: async (rawBody, headers) =>
      (await t.app.inject({ method: 'POST', url: webhookUrl, headers, payload: rawBody })).statusCode,
  });
  t = await createNotifyApp({
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
    PAYMENT_SWEEP_INTERVAL_MS: '3600000',
  });
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await standIn?.close();
});

/** The person's messages: [kind, channels] in the order written. */
async function written(userId: string) {
  const rows = await t.ctx.database.db
    .select({
      kind: notifications.kind,
      channel: notifications.channel,
      eventKey: notifications.eventKey,
    })
    .from(notifications)
    .where(sql`${notifications.recipientUserId} = ${userId}`)
    .orderBy(notifications.id);
  const byEvent = new Map<string, { kind: string; channels: string[] }>();
  for (const row of rows) {
    const entry = byEvent.get(row.eventKey) ?? { kind: row.kind, channels: [] };
    entry.channels.push(row.channel);
    byEvent.set(row.eventKey, entry);
  }
  return [...byEvent.values()].map((e) => [e.kind, e.channels.sort()]);
}

async function paidOrder() {
  const me = await account(t);
  const phone = (await t.ctx.database.db.execute(
    sql`select phone from users where id = ${me.id}`,
  )) as unknown as { rows: { phone: string }[] };
  const addressId = await addAddress(t, me);
  const productId = await makeProduct(t, { stock: 10 });
  const placed = await order(t, me, { addressId, lines: [{ productId, quantity: 2 }], paymentMethod: 'upi' });
  expect(placed.statusCode, placed.body).toBe(201);
  const o = placed.json().result as { id: string; orderNumber: string; totalPaise: number };
  // Awaiting payment: nothing told yet.
  expect(await written(me.id)).toEqual([]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: me.headers,
    payload: { kind: 'medicine_order', id: o.id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const paid = standIn.pay(started.json().result.razorpayOrderId, { webhooks: false }).body;
  const verify = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/verify',
      headers: me.headers,
      payload: paid,
    });
  expect((await verify()).statusCode).toBe(200);
  return { me, phone: `+91${phone.rows[0]?.phone}`, order: o, verify, paymentId: paid.razorpay_payment_id };
}

const cancel = (me: Account, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: me.headers, payload: {} });

/** Sends what is due, at a time outside quiet hours. */
async function dispatch() {
  const now = new Date();
  const quiet = quietUntil(now);
  await t.dispatch(quiet ? new Date(quiet.getTime() + 30 * 60_000) : now);
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

describe('payment messages', () => {
  it('a payment received tells the payer once on every channel, with the amount and what it paid for', async () => {
    const { me, phone, order: o, verify } = await paidOrder();
    expect(await written(me.id)).toEqual([
      ['order_confirmed', EVERY],
      ['payment_received', EVERY],
    ]);
    // The callback again, and Razorpay's webhooks late: nothing more is written.
    expect((await verify()).statusCode).toBe(200);
    expect(await written(me.id)).toHaveLength(2);

    await dispatch();
    const sms = sentTo(t.adapters.sms, phone).find((m) => m.template === 'payment_received');
    expect(sms?.sms?.text).toBe(
      `Arogya: received ${rupees(o.totalPaise)} for your medicine order (${o.orderNumber}). Receipt: http://localhost:3000/orders`,
    );
    const whatsapp = sentTo(t.adapters.whatsapp, phone).find((m) => m.template === 'payment_received');
    expect(whatsapp?.whatsapp?.bodyParams).toEqual([
      rupees(o.totalPaise),
      `your medicine order (${o.orderNumber})`,
    ]);
  });

  it('cancelling a paid order: the refund initiated, then processed, each told once', async () => {
    const { me, phone, order: o, paymentId } = await paidOrder();
    expect((await cancel(me, o.id)).statusCode).toBe(200);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    expect(await written(me.id)).toEqual([
      ['order_confirmed', EVERY],
      ['payment_received', EVERY],
      ['refund_initiated', EVERY],
    ]);
    await standIn.settleRefund(refund.id, 'processed');
    // Razorpay sends its webhook again: still one message.
    await standIn.settleRefund(refund.id, 'processed');
    expect(await written(me.id)).toEqual([
      ['order_confirmed', EVERY],
      ['payment_received', EVERY],
      ['refund_initiated', EVERY],
      ['refund_processed', EVERY],
    ]);

    await dispatch();
    const email = t.adapters.email.sent.filter(
      (m) => m.template.startsWith('refund_') && m.email?.text.includes(o.orderNumber),
    );
    expect(email.map((m) => [m.template, m.email?.subject]).sort()).toEqual([
      ['refund_initiated', `Refund of ${rupees(o.totalPaise)} started`],
      ['refund_processed', `Refund of ${rupees(o.totalPaise)} done`],
    ]);
    expect(
      sentTo(t.adapters.sms, phone)
        .map((m) => m.template)
        .sort(),
    ).toEqual(['order_confirmed', 'payment_received', 'refund_initiated', 'refund_processed']);
  });

  it('a refund Razorpay fails is told as started only, never as done', async () => {
    const { me, order: o, paymentId } = await paidOrder();
    expect((await cancel(me, o.id)).statusCode).toBe(200);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    await standIn.settleRefund(refund.id, 'failed');
    expect((await written(me.id)).map(([kind]) => kind)).toEqual([
      'order_confirmed',
      'payment_received',
      'refund_initiated',
    ]);
  });
});

describe('a consultation paid online', () => {
  it('names the booking number the patient knows and links to My Appointments', async () => {
    const doctor = await createDoctor(t, { feePaise: 70_000 });
    const patient = await createPatient(t, 'Kavya Menon');
    const [slot] = await availableSlots(t, doctor.id);
    const booked = await bookRequest(t, patient.token, {
      doctorId: doctor.id,
      startsAt: slot?.startsAt,
      consultationType: 'video',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().result as { id: string; bookingNumber: string };
    expect(appointment.bookingNumber).toMatch(/^APT-\d{4}-\d{6,}$/);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: patient.headers,
      payload: { kind: 'appointment', id: appointment.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const paid = standIn.pay(started.json().result.razorpayOrderId, { webhooks: false }).body;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/verify',
      headers: patient.headers,
      payload: paid,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.ctx.database.db
      .select({ data: notifications.data, link: notifications.link })
      .from(notifications)
      .where(
        sql`${notifications.recipientUserId} = ${patient.id} and ${notifications.kind} = 'payment_received' and ${notifications.channel} = 'email'`,
      );
    expect(row).toEqual({
      data: {
        amount: '₹700',
        purpose: `your consultation (${appointment.bookingNumber})`,
        ref: paid.razorpay_payment_id,
      },
      link: '/my-appointments',
    });
  });
});
