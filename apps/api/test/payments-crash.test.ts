// Money under crashes, races and a slow Razorpay (docs/product-rules.md#payments): two reconciliation
// runners at once send each refund once; a refund whose answer was lost is found at Razorpay, not sent
// again or failed; a process killed between capturing an attempt and paying its order (a fault injected in
// the payable, not a sleep) leaves nothing that reconciliation does not settle or refund; a refused,
// underpaid payment is refunded once and not asked after again; a process killed while recording a refund
// Razorpay processed (before the payable says refunded) leaves the refund pending and the payable as it was,
// and the next webhook or sweep records it once, for every kind of payable. Runs on PGlite and PostgreSQL.
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { appointments } from '../src/db/schema/doctors.ts';
import { healthCards } from '../src/db/schema/health-card.ts';
import { labBookings } from '../src/db/schema/labs.ts';
import { payments, refunds } from '../src/db/schema/payments.ts';
import { orderEvents, orders } from '../src/db/schema/pharmacy-orders.ts';
import { auditLog } from '../src/db/schema/system.ts';
import { createAppointmentsRepository } from '../src/modules/appointments/appointments.repository.ts';
import { createConsultationPayable } from '../src/modules/appointments/consultation-payable.ts';
import { createHealthCardRepository } from '../src/modules/health-card/health-card.repository.ts';
import { createHealthCardPayable } from '../src/modules/health-card/health-card-payable.ts';
import { createLabBookingPayable } from '../src/modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from '../src/modules/labs/lab-bookings.repository.ts';
import { createMedicineOrderPayable } from '../src/modules/orders/medicine-order-payable.ts';
import { createOrdersRepository } from '../src/modules/orders/orders.repository.ts';
import type { PayableAdapter } from '../src/modules/payments/payables.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../src/modules/payments/payments-deps.ts';
import { RazorpayPayment } from '../src/modules/payments/razorpay-client.ts';
import { reconcilePayments, releaseExpiredHolds } from '../src/modules/payments/reconcile-payments.ts';
import { settlePayment } from '../src/modules/payments/settle-payment.ts';
import { availableSlots, bookRequest, createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { booked, labDesk } from './labs-fixtures.ts';
import {
  type Account,
  account,
  addAddress,
  makeProduct,
  order,
  prescriptionFor,
} from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaCrash01',
  keySecret: 'test-key-secret-for-the-crash-tests',
  webhookSecret: 'test-webhook-secret-for-the-crash-tests',
};
const MINUTE = 60_000;
const webhookUrl = '/api/v1/payments/razorpay/webhook';

let t: TestApp;
let second: TestApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;

const env = () => ({
  RAZORPAY_KEY_ID: KEYS.keyId,
  RAZORPAY_KEY_SECRET: KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
  RAZORPAY_API_URL: standIn.url,
  RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
  PAYMENT_SWEEP_INTERVAL_MS: '3600000',
});

/** One instance's payments job: its own repositories and Razorpay client on the shared database. */
const runner = (app: TestApp, medicine?: PayableAdapter): PaymentsDeps =>
  createPaymentsDeps(app.ctx, {
    medicine_order:
      medicine ??
      createMedicineOrderPayable(createOrdersRepository(app.ctx.database.db), app.ctx.notifications.notify),
  });

beforeAll(async () => {
  standIn = await startRazorpayStandIn({
    ...KEYS,
    autoWebhooks: false,
    refundOutcome: 'manual',
    deliverWebhook: async (rawBody, headers) =>
      (await t.app.inject({ method: 'POST', url: webhookUrl, headers, payload: rawBody })).statusCode,
  });
  t = await createTestApp(env());
  second = await createTestApp(env());
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await second?.app.close();
  await standIn?.close();
});

async function onlineOrder() {
  const me = await account(t);
  const addressId = await addAddress(t, me);
  const productId = await makeProduct(t, { stock: 20 });
  const res = await order(t, me, { addressId, lines: [{ productId, quantity: 2 }], paymentMethod: 'upi' });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().result as { id: string; totalPaise: number };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: me.headers,
    payload: { kind: 'medicine_order', id: placed.id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const s = started.json().result as { paymentId: string; razorpayOrderId: string; amountPaise: number };
  return { me, order: placed, session: s };
}

async function paidOrder() {
  const o = await onlineOrder();
  const paid = standIn.pay(o.session.razorpayOrderId, { webhooks: false }).body;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: o.me.headers,
    payload: paid,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...o, providerPaymentId: paid.razorpay_payment_id as string };
}

const getOrder = async (me: Account, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: me.headers })).json().result;

const attempt = async (id: string) =>
  (await t.ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];

const refundsOf = (paymentId: string) =>
  t.ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** What Razorpay made for a payment (not what was asked). */
const madeFor = (providerPaymentId: string) =>
  [...standIn.refunds.values()].filter((r) => r.payment_id === providerPaymentId);

const razorpayPaymentOf = (razorpayOrderId: string) =>
  RazorpayPayment.parse([...standIn.payments.values()].find((p) => p.order_id === razorpayOrderId));

describe('refunds reach Razorpay once', () => {
  it('two instances sweeping at once against a slow Razorpay send each staff refund once', async () => {
    const admin = await account(t, 'admin', 'Asha Admin');
    const paid = [];
    for (let i = 0; i < 4; i += 1) paid.push(await paidOrder());
    // Razorpay refuses them at first (an outage): each is left pending, unsent.
    standIn.settings.failRefunds = paid.length;
    for (const p of paid) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payments/${p.session.paymentId}/refund`,
        headers: admin.headers,
        payload: { amountPaise: 10_000, reason: 'Late delivery' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(madeFor(p.providerPaymentId)).toHaveLength(0);
    }
    expect(standIn.settings.failRefunds).toBe(0);

    // Razorpay is back, slowly; two instances sweep at the same moment, then each again (a retry).
    standIn.settings.refundDelayMs = 150;
    try {
      const later = new Date(Date.now() + 2 * MINUTE);
      await Promise.all([reconcilePayments(runner(t), later), reconcilePayments(runner(second), later)]);
      const again = new Date(Date.now() + 4 * MINUTE);
      await Promise.all([reconcilePayments(runner(t), again), reconcilePayments(runner(second), again)]);
    } finally {
      standIn.settings.refundDelayMs = 0;
    }
    for (const p of paid) {
      const made = madeFor(p.providerPaymentId);
      expect(made.map((r) => r.amount)).toEqual([10_000]);
      const ours = await refundsOf(p.session.paymentId);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatchObject({ amountPaise: 10_000, status: 'pending', providerRefundId: made[0].id });
      expect(made[0].notes).toMatchObject({ refund_id: ours[0]?.id });
      expect(made[0].receipt).toBe(ours[0]?.id);
    }
  });

  it('a refund whose answer was lost is found at Razorpay, neither sent again nor failed', async () => {
    const { me, order: placed, providerPaymentId, session } = await paidOrder();
    standIn.settings.loseRefundAnswers = 1;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(madeFor(providerPaymentId)).toHaveLength(1);
    const [before] = await refundsOf(session.paymentId);
    expect(before?.providerRefundId).toBeNull();

    const later = new Date(Date.now() + 3 * MINUTE);
    await Promise.all([reconcilePayments(runner(t), later), reconcilePayments(runner(second), later)]);
    const made = madeFor(providerPaymentId);
    expect(made.map((r) => r.amount)).toEqual([placed.totalPaise]);
    const [after] = await refundsOf(session.paymentId);
    expect(after).toMatchObject({ status: 'pending', providerRefundId: made[0].id });
    expect((await getOrder(me, placed.id)).payment.status).toBe('refund_pending');
    await standIn.settleRefund(made[0].id, 'processed');
    expect((await getOrder(me, placed.id)).payment.status).toBe('refunded');
  });
});

describe('a crash between capturing a payment and paying its order', () => {
  it('leaves the attempt uncaptured, and reconciliation pays the order', async () => {
    const { me, order: placed, session } = await onlineOrder();
    standIn.pay(session.razorpayOrderId, { webhooks: false });
    const orders = createMedicineOrderPayable(
      createOrdersRepository(t.ctx.database.db),
      t.ctx.notifications.notify,
    );
    // The process dies right after the attempt is marked captured, before the order is marked paid.
    const killed = runner(t, {
      ...orders,
      markPaid: async () => {
        throw new Error('process killed');
      },
    });
    const row = await attempt(session.paymentId);
    if (!row) throw new Error('no attempt');
    await expect(
      settlePayment(killed, row, razorpayPaymentOf(session.razorpayOrderId), new Date()),
    ).rejects.toThrow('process killed');
    expect((await attempt(session.paymentId))?.status).toBe('created');
    expect((await getOrder(me, placed.id)).status).toBe('awaiting_payment');

    await reconcilePayments(runner(t), new Date(Date.now() + 6 * MINUTE));
    await releaseExpiredHolds(runner(t), new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE));
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
    expect(await attempt(session.paymentId)).toMatchObject({ status: 'captured' });
    expect((await attempt(session.paymentId))?.settledAt).not.toBeNull();
    expect(await refundsOf(session.paymentId)).toHaveLength(0);
  });

  /** An attempt left captured with its order unpaid (what the crash left before the two were one transaction). */
  async function leftCaptured(s: { paymentId: string; razorpayOrderId: string }) {
    const payment = razorpayPaymentOf(s.razorpayOrderId);
    await t.ctx.database.db
      .update(payments)
      .set({
        status: 'captured',
        providerPaymentId: payment.id,
        capturedAt: new Date(),
        capturedPaise: sql`${payments.amountPaise}`,
      })
      .where(eq(payments.id, s.paymentId));
    return payment;
  }

  it('a captured attempt whose order can still be paid pays it at the end of the hold, not cancelled', async () => {
    const { me, order: placed, session } = await onlineOrder();
    standIn.pay(session.razorpayOrderId, { webhooks: false });
    await leftCaptured(session);
    await releaseExpiredHolds(runner(t), new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE));
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
  });

  it('a captured attempt whose order was cancelled meanwhile is refunded in full, once', async () => {
    const { me, order: placed, session } = await onlineOrder();
    standIn.pay(session.razorpayOrderId, { webhooks: false });
    const payment = await leftCaptured(session);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(madeFor(payment.id)).toHaveLength(0);
    const later = new Date(Date.now() + 6 * MINUTE);
    await Promise.all([reconcilePayments(runner(t), later), reconcilePayments(runner(second), later)]);
    await reconcilePayments(runner(t), new Date(Date.now() + 8 * MINUTE));
    expect(madeFor(payment.id).map((r) => r.amount)).toEqual([placed.totalPaise]);
    const ours = await refundsOf(session.paymentId);
    expect(ours.map((r) => r.reason)).toEqual(['late_payment']);
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('cancelled');
    expect(current.payment.status).toBe('refund_pending');
  });
});

describe('a refused, underpaid payment', () => {
  it('is refunded what was captured, once, and not asked after again', async () => {
    const { me, order: placed, session } = await onlineOrder();
    const short = session.amountPaise - 500;
    const paid = standIn.pay(session.razorpayOrderId, { amount: short, webhooks: false }).body;
    // The callback, the webhook and two sweeps all meet it.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/verify',
      headers: me.headers,
      payload: paid,
    });
    expect(verified.statusCode).toBe(400);
    const hook = await standIn.paymentEvent(
      'payment.captured',
      standIn.payments.get(paid.razorpay_payment_id),
    );
    expect(hook.status).toBe(200);
    const later = new Date(Date.now() + 6 * MINUTE);
    await Promise.all([reconcilePayments(runner(t), later), reconcilePayments(runner(second), later)]);

    expect(madeFor(paid.razorpay_payment_id).map((r) => r.amount)).toEqual([short]);
    const row = await attempt(session.paymentId);
    expect(row).toMatchObject({ status: 'refused', capturedPaise: short, refundedPaise: short });
    expect(row?.settledAt).not.toBeNull();
    const ours = await refundsOf(session.paymentId);
    expect(ours.map((r) => [r.reason, r.amountPaise])).toEqual([['refused_payment', short]]);
    // No longer an open attempt: the job does not ask Razorpay about it again.
    const open = await runner(t).payments.openBefore(new Date(Date.now() + 60 * MINUTE), 10_000);
    expect(open.map((p) => p.id)).not.toContain(session.paymentId);
    // The order still awaits its payment; the patient is told about the refund.
    const current = await getOrder(me, placed.id);
    expect(current.status).toBe('awaiting_payment');
    expect(current.payment.status).toBe('awaiting_payment');
    expect(current.timeline.at(-1).note).toMatch(/did not match/);
    const made = madeFor(paid.razorpay_payment_id)[0];
    await standIn.settleRefund(made.id, 'processed');
    expect((await refundsOf(session.paymentId))[0]?.status).toBe('processed');
    expect((await getOrder(me, placed.id)).payment.status).toBe('awaiting_payment');
  });
});

/** Runs `body` while the database refuses to record a refund of this attempt (the process "dies" there). */
async function withRefundFault(paymentId: string, body: () => Promise<unknown>) {
  const db = t.ctx.database.db;
  const name = `refund_fault_${paymentId.replace(/-/g, '_')}`;
  await db.execute(
    sql.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'process killed'; END $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON refunds FOR EACH ROW WHEN (NEW.payment_id = '${paymentId}') EXECUTE FUNCTION ${name}()`,
    ),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON refunds`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  }
}

describe('a crash between cancelling or returning a paid order and reserving its refund', () => {
  it('a cancellation is undone with its refund, and the retry cancels and refunds once', async () => {
    const { me, order: placed, session, providerPaymentId } = await paidOrder();
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${placed.id}/cancel`,
        headers: me.headers,
        payload: {},
      });
    await withRefundFault(session.paymentId, cancel);
    // Never cancelled with the money kept: still paid and not cancelled.
    let current = await getOrder(me, placed.id);
    expect(current.status).toBe('confirmed');
    expect(current.payment.status).toBe('paid');
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    current = await getOrder(me, placed.id);
    expect(current.status).toBe('cancelled');
    expect(current.payment.status).toBe('refund_pending');
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([placed.totalPaise]);
  });

  it('an accepted return is undone with its refund, and the retry returns and refunds once', async () => {
    const { me, order: placed, session, providerPaymentId } = await paidOrder();
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
    await withRefundFault(session.paymentId, () => advance('returned'));
    let current = await getOrder(me, placed.id);
    expect(current.status).not.toBe('returned');
    expect(current.payment.status).toBe('paid');
    const returned = await advance('returned');
    expect(returned.statusCode, returned.body).toBe(200);
    current = await getOrder(me, placed.id);
    expect(current.status).toBe('returned');
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([placed.totalPaise]);
  });
});

describe('a crash between cancelling a paid health card and reserving its refund', () => {
  it('leaves the card active and paid; the retry cancels and refunds once', async () => {
    const me = await account(t);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: me.headers, ...(payload ? { payload } : {}) });
    const bought = await call('POST', '/api/v1/membership-card', { planSlug: 'individual' });
    expect(bought.statusCode, bought.body).toBe(201);
    const card = bought.json().result;
    const start = await call('POST', '/api/v1/payments', { kind: 'health_card', id: card.id });
    expect(start.statusCode, start.body).toBe(201);
    const session = start.json().result;
    const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
    expect((await call('POST', '/api/v1/payments/razorpay/verify', paid)).statusCode).toBe(200);

    const cancel = () => call('POST', `/api/v1/membership-card/${card.id}/cancel`);
    await withRefundFault(session.paymentId, cancel);
    let current = (await call('GET', '/api/v1/membership-card/get')).json().result;
    expect(current).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    current = (await call('GET', '/api/v1/membership-card/get')).json().result;
    expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(madeFor(paid.razorpay_payment_id).map((r) => r.amount)).toEqual([card.pricePaise]);
  });
});

/** Pays a payable online through the stand-in (the browser's callback); its attempt and Razorpay payment. */
async function payOnline(me: { headers: Record<string, string> }, kind: string, id: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: me.headers,
    payload: { kind, id },
  });
  expect(start.statusCode, start.body).toBe(201);
  const session = start.json().result as { paymentId: string; razorpayOrderId: string };
  const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: me.headers,
    payload: paid,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { paymentId: session.paymentId, providerPaymentId: paid.razorpay_payment_id as string };
}

describe('a crash between cancelling a paid lab booking and reserving its refund', () => {
  async function paidLabBooking() {
    const me = await account(t);
    const desk = await labDesk(t);
    const b = await booked(t, me, desk.labId, { paymentMethod: 'online' });
    return { me, desk, booking: b, ...(await payOnline(me, 'lab_booking', b.id)) };
  }
  const getBooking = async (me: Account, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/labs/bookings/${id}`, headers: me.headers })).json()
      .result;

  it('the patient cancelling: undone with its refund; the retry cancels and refunds once', async () => {
    const { me, booking, paymentId, providerPaymentId } = await paidLabBooking();
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/labs/bookings/${booking.id}/cancel`,
        headers: me.headers,
        payload: {},
      });
    await withRefundFault(paymentId, cancel);
    let current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'booked', paymentStatus: 'paid' });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([booking.totalPaise]);
    expect((await cancel()).statusCode).toBe(422);
    expect(madeFor(providerPaymentId)).toHaveLength(1);
  });

  it('the lab cancelling: undone with its refund; the retry cancels and refunds in full once', async () => {
    const { me, desk, booking, paymentId, providerPaymentId } = await paidLabBooking();
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/labs/desk/bookings/${booking.id}/status`,
        headers: desk.headers,
        payload: { status: 'cancelled', reason: 'No phlebotomist free in this area' },
      });
    await withRefundFault(paymentId, cancel);
    let current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'booked', paymentStatus: 'paid' });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([booking.totalPaise]);
  });
});

describe('a crash between cancelling a paid consultation and reserving its refund', () => {
  async function paidConsultation() {
    const doctor = await createDoctorAccount(t, { feePaise: 60_000 });
    const patient = await createPatient(t);
    const slots = await availableSlots(t, doctor.doctorId);
    const res = await bookRequest(t, patient.token, {
      doctorId: doctor.doctorId,
      startsAt: slots[3]?.startsAt,
      consultationType: 'video',
    });
    expect(res.statusCode, res.body).toBe(201);
    const appointment = res.json().result as { id: string };
    return { doctor, patient, appointment, ...(await payOnline(patient, 'appointment', appointment.id)) };
  }
  const getAppointment = async (who: { headers: Record<string, string> }, id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/booking/${id}`, headers: who.headers })
    ).json().result;

  for (const by of ['patient', 'doctor'] as const) {
    it(`the ${by} cancelling: undone with its refund; the retry cancels and refunds once`, async () => {
      const { doctor, patient, appointment, paymentId, providerPaymentId } = await paidConsultation();
      const who = by === 'patient' ? patient : doctor;
      const cancel = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/bookings/cancel-appointment',
          headers: who.headers,
          payload: { appointmentId: appointment.id },
        });
      await withRefundFault(paymentId, cancel);
      let current = await getAppointment(patient, appointment.id);
      expect(current).toMatchObject({ status: 'booked', paymentStatus: 'paid' });
      const res = await cancel();
      expect(res.statusCode, res.body).toBe(200);
      current = await getAppointment(patient, appointment.id);
      expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
      expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([60_000]);
      expect((await cancel()).statusCode).toBe(422);
      expect(madeFor(providerPaymentId)).toHaveLength(1);
    });
  }
});

describe('a paid order whose prescription the pharmacist rejects', () => {
  it('is refunded in full, the rejection and the refund one transaction', async () => {
    const me = await account(t);
    const pharmacist = await account(t, 'pharmacist', 'Sneha Iyer');
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t, { schedule: 'H', stock: 10 });
    const prescriptionId = await prescriptionFor(t, me);
    const placed = await order(t, me, {
      addressId,
      lines: [{ productId, quantity: 2 }],
      prescriptionId,
      paymentMethod: 'upi',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().result as { id: string; totalPaise: number };
    const { paymentId, providerPaymentId } = await payOnline(me, 'medicine_order', o.id);
    expect((await getOrder(me, o.id)).status).toBe('awaiting_prescription');
    const reject = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/pharmacist/orders/${o.id}/prescription`,
        headers: pharmacist.headers,
        payload: { decision: 'reject', reason: 'The prescription does not name this medicine' },
      });
    await withRefundFault(paymentId, reject);
    let current = await getOrder(me, o.id);
    expect(current).toMatchObject({ status: 'awaiting_prescription', payment: { status: 'paid' } });
    const res = await reject();
    expect(res.statusCode, res.body).toBe(200);
    current = await getOrder(me, o.id);
    expect(current).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' } });
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([o.totalPaise]);
    expect((await reject()).statusCode).toBe(409);
    expect(madeFor(providerPaymentId)).toHaveLength(1);
  });
});

describe('a crash between reserving a staff refund and auditing it', () => {
  it('leaves neither: nothing reserved or sent; the retry refunds once, audited once', async () => {
    const { session, providerPaymentId } = await paidOrder();
    const admin = await account(t, 'admin', 'Asha Admin');
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payments/${session.paymentId}/refund`,
        headers: admin.headers,
        payload: { amountPaise: 5_000, reason: 'Late delivery' },
      });
    const db = t.ctx.database.db;
    const name = `audit_fault_${session.paymentId.replace(/-/g, '_')}`;
    await db.execute(
      sql.raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'process killed'; END $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.action = 'payment.refund' AND NEW.meta->>'paymentId' = '${session.paymentId}') EXECUTE FUNCTION ${name}()`,
      ),
    );
    try {
      expect((await refund()).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER ${name} ON audit_log`));
      await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    }
    expect(await refundsOf(session.paymentId)).toHaveLength(0);
    expect(await attempt(session.paymentId)).toMatchObject({ refundedPaise: 0 });
    expect(madeFor(providerPaymentId)).toHaveLength(0);

    const res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    const ours = await refundsOf(session.paymentId);
    expect(ours.map((r) => r.amountPaise)).toEqual([5_000]);
    expect(madeFor(providerPaymentId).map((r) => r.amount)).toEqual([5_000]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.actorId, admin.id)));
    expect(audited.map((a) => (a.meta as { refundId: string }).refundId)).toEqual([ours[0]?.id]);
  });
});

/** Every payable, as one instance's payments job has them (app.ts). */
const fullRunner = (app: TestApp): PaymentsDeps => {
  const db = app.ctx.database.db;
  return createPaymentsDeps(app.ctx, {
    medicine_order: createMedicineOrderPayable(createOrdersRepository(db), app.ctx.notifications.notify),
    health_card: createHealthCardPayable(createHealthCardRepository(db), app.ctx.notifications.notify),
    lab_booking: createLabBookingPayable(createLabBookingsRepository(db), app.ctx.notifications.notify),
    appointment: createConsultationPayable(createAppointmentsRepository(db), app.ctx.notifications.notify),
  });
};

describe('a crash while recording a refund Razorpay processed', () => {
  type Cancelled = {
    kind: string;
    table: PgTable;
    payableId: string;
    paymentId: string;
    providerPaymentId: string;
  };
  const call = (who: { headers: Record<string, string> }, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });

  /** A paid payable of each kind, cancelled by its patient: its refund sent and pending at Razorpay. */
  const cancelled: Record<string, () => Promise<Cancelled>> = {
    async medicine_order() {
      const { me, order: placed, session, providerPaymentId } = await paidOrder();
      expect((await call(me, `/api/v1/orders/${placed.id}/cancel`)).statusCode).toBe(200);
      return {
        kind: 'medicine_order',
        table: orders,
        payableId: placed.id,
        paymentId: session.paymentId,
        providerPaymentId,
      };
    },
    async lab_booking() {
      const me = await account(t);
      const desk = await labDesk(t);
      const b = await booked(t, me, desk.labId, { paymentMethod: 'online' });
      const paid = await payOnline(me, 'lab_booking', b.id);
      expect((await call(me, `/api/v1/labs/bookings/${b.id}/cancel`)).statusCode).toBe(200);
      return { kind: 'lab_booking', table: labBookings, payableId: b.id, ...paid };
    },
    async appointment() {
      const doctor = await createDoctorAccount(t, { feePaise: 60_000 });
      const patient = await createPatient(t);
      const slots = await availableSlots(t, doctor.doctorId);
      const res = await bookRequest(t, patient.token, {
        doctorId: doctor.doctorId,
        startsAt: slots[3]?.startsAt,
        consultationType: 'video',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json().result as { id: string }).id;
      const paid = await payOnline(patient, 'appointment', id);
      const cancel = await call(patient, '/api/v1/bookings/cancel-appointment', { appointmentId: id });
      expect(cancel.statusCode, cancel.body).toBe(200);
      return { kind: 'appointment', table: appointments, payableId: id, ...paid };
    },
    async health_card() {
      const me = await account(t);
      const bought = await call(me, '/api/v1/membership-card', { planSlug: 'individual' });
      expect(bought.statusCode, bought.body).toBe(201);
      const id = (bought.json().result as { id: string }).id;
      const paid = await payOnline(me, 'health_card', id);
      expect((await call(me, `/api/v1/membership-card/${id}/cancel`)).statusCode).toBe(200);
      return { kind: 'health_card', table: healthCards, payableId: id, ...paid };
    },
  };

  const paymentStatusOf = async (c: Cancelled) => {
    const name = getTableName(c.table);
    const res = await t.ctx.database.db.execute(
      sql`SELECT payment_status FROM ${sql.identifier(name)} WHERE id = ${c.payableId}`,
    );
    return (res.rows[0] as { payment_status: string } | undefined)?.payment_status;
  };

  /** Runs `body` while the database refuses to mark this payable refunded (the process "dies" there). */
  async function withPayableFault(c: Cancelled, body: () => Promise<unknown>) {
    const db = t.ctx.database.db;
    const name = `payable_fault_${c.payableId.replace(/-/g, '_')}`;
    const table = getTableName(c.table);
    await db.execute(
      sql.raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'process killed'; END $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW WHEN (NEW.id = '${c.payableId}' AND NEW.payment_status = 'refunded') EXECUTE FUNCTION ${name}()`,
      ),
    );
    try {
      await body();
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
      await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    }
  }

  const cases = [
    ['medicine_order', 'webhook'],
    ['lab_booking', 'sweep'],
    ['appointment', 'webhook'],
    ['health_card', 'sweep'],
  ] as const;
  for (const [kind, by] of cases) {
    it(`a ${kind}: nothing is half-written, and the ${by} that follows records it once`, async () => {
      const c = await cancelled[kind]();
      const [made, ...more] = madeFor(c.providerPaymentId);
      expect(more).toHaveLength(0);
      if (!made) throw new Error('no refund at Razorpay');
      expect(await paymentStatusOf(c)).toBe('refund_pending');

      // Razorpay processes it; its webhook meets a process that dies before the payable is marked refunded.
      let delivery: { rawBody: string; headers: Record<string, string>; status: number } | undefined;
      await withPayableFault(c, async () => {
        await standIn.settleRefund(made.id, 'processed');
        delivery = standIn.deliveries.at(-1);
      });
      expect(delivery?.status).toBe(500);
      // Neither the refund nor the payment says processed while the payable says a refund is on its way.
      const [ours] = await refundsOf(c.paymentId);
      expect(ours).toMatchObject({ status: 'pending', providerRefundId: made.id });
      expect(await attempt(c.paymentId)).toMatchObject({ status: 'captured' });
      expect(await paymentStatusOf(c)).toBe('refund_pending');

      const redeliver = async () => {
        if (!delivery) throw new Error('no delivery');
        return (
          await t.app.inject({
            method: 'POST',
            url: webhookUrl,
            headers: delivery.headers,
            payload: delivery.rawBody,
          })
        ).statusCode;
      };
      const sweep = () => reconcilePayments(fullRunner(t), new Date(Date.now() + 6 * MINUTE));
      if (by === 'webhook') {
        expect(await redeliver()).toBe(200);
        await sweep();
      } else {
        await sweep();
        expect(await redeliver()).toBe(200);
      }
      expect((await refundsOf(c.paymentId)).map((r) => r.status)).toEqual(['processed']);
      expect(await attempt(c.paymentId)).toMatchObject({ status: 'refunded' });
      expect(await paymentStatusOf(c)).toBe('refunded');
      expect(madeFor(c.providerPaymentId)).toHaveLength(1);
      if (kind === 'medicine_order') {
        const db = t.ctx.database.db;
        const notes = await db
          .select({ note: orderEvents.note })
          .from(orderEvents)
          .where(eq(orderEvents.orderId, c.payableId));
        expect(notes.filter((n) => n.note?.includes('processed to your original payment'))).toHaveLength(1);
      }
    });
  }
});
