// Lab bookings paid online against the local Razorpay stand-in (docs/product-rules.md#payments): the slot
// held while awaiting payment and released after PAYMENT_HOLD_MINUTES, a forged signature refused, callback
// and webhook racing paid once, cancelling inside the free window refunded through Razorpay, the lab desk
// kept off a booking not paid yet. Runs on PGlite and on PostgreSQL (DATABASE_URL).

import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import { LabBookingAnswer } from '@arogya/contracts/labs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSignature, startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { labBookingEvents, labBookingItems, labItems, labSlotCounters } from '../src/db/schema/labs.ts';
import { payments } from '../src/db/schema/payments.ts';
import { auditLog } from '../src/db/schema/system.ts';
import { createLabBookingPayable } from '../src/modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from '../src/modules/labs/lab-bookings.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../src/modules/payments/payments-deps.ts';
import { releaseExpiredHolds } from '../src/modules/payments/reconcile-payments.ts';
import { book, booked, labDesk, makeLab } from './labs-fixtures.ts';
import { pdfText, pdfWrittenText } from './pdf-text.ts';
import { type Account, account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaLabs01',
  keySecret: 'test-key-secret-for-the-lab-stand-in',
  webhookSecret: 'test-webhook-secret-for-the-lab-stand-in',
};
const MINUTE = 60_000;
const webhookUrl = '/api/v1/payments/razorpay/webhook';

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
  });
  jobs = createPaymentsDeps(t.ctx, {
    lab_booking: createLabBookingPayable(
      createLabBookingsRepository(t.ctx.database.db),
      t.ctx.notifications.notify,
    ),
  });
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await standIn?.close();
});

const startPayment = (me: Account, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: me.headers,
    payload: { kind: 'lab_booking', id },
  });
const verify = (me: Account, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: me.headers,
    payload: body,
  });
const getBooking = async (me: Account, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/labs/bookings/${id}`, headers: me.headers });
  expect(res.statusCode, res.body).toBe(200);
  return LabBookingAnswer.parse(res.json()).result;
};
const cancel = (me: Account, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/labs/bookings/${id}/cancel`,
    headers: me.headers,
    payload: {},
  });

async function placesTaken(labId: string) {
  const rows = await t.ctx.database.db.select().from(labSlotCounters).where(eq(labSlotCounters.labId, labId));
  return rows.reduce((s, r) => s + r.booked, 0);
}

async function paidEvents(bookingId: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(labBookingEvents)
    .where(and(eq(labBookingEvents.bookingId, bookingId), eq(labBookingEvents.note, 'Paid online')));
  return rows.length;
}

async function onlineBooking(opts: { capacity?: number } = {}) {
  const me = await account(t);
  const labId = await makeLab(t, { capacity: opts.capacity ?? 3 });
  const b = await booked(t, me, labId, { paymentMethod: 'online' });
  return { me, labId, booking: b };
}

async function paidBooking() {
  const o = await onlineBooking();
  const s = (await startPayment(o.me, o.booking.id)).json().result;
  const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
  expect((await verify(o.me, paid)).statusCode).toBe(200);
  return { ...o, paymentId: paid.razorpay_payment_id as string };
}

describe('booking a collection to pay online', () => {
  it('holds the slot awaiting payment, then the callback pays it once verified', async () => {
    const { me, labId, booking } = await onlineBooking();
    expect(await placesTaken(labId)).toBe(1);
    let current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ paymentMethod: 'online', paymentStatus: 'awaiting_payment' });
    expect(current.payment).toMatchObject({ status: 'awaiting_payment', label: 'Awaiting payment' });
    expect(current.payment?.holdExpiresAt).not.toBeNull();

    const start = await startPayment(me, booking.id);
    expect(start.statusCode, start.body).toBe(201);
    const s = start.json().result;
    expect(s).toMatchObject({ amountPaise: booking.totalPaise, reference: booking.orderNumber });
    // Asking again answers the same Razorpay order.
    expect((await startPayment(me, booking.id)).json().result.razorpayOrderId).toBe(s.razorpayOrderId);

    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    const res = await verify(me, paid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ kind: 'lab_booking', outcome: 'paid', paymentStatus: 'paid' });
    current = await getBooking(me, booking.id);
    expect(current.paymentStatus).toBe('paid');
    expect(current.payment).toMatchObject({
      status: 'paid',
      method: 'upi',
      reference: paid.razorpay_payment_id,
      holdExpiresAt: null,
      receiptAvailable: true,
    });
    expect((await startPayment(me, booking.id)).statusCode).toBe(409);
  });

  it('refuses a stranger, and a booking paid at collection', async () => {
    const { booking } = await onlineBooking();
    const stranger = await account(t);
    expect((await startPayment(stranger, booking.id)).statusCode).toBe(404);
    const me = await account(t);
    const atCollection = await booked(t, me, await makeLab(t));
    expect((await startPayment(me, atCollection.id)).statusCode).toBe(404);
  });

  it('a forged signature is refused with 400 and nothing is paid', async () => {
    const { me, booking } = await onlineBooking();
    const s = (await startPayment(me, booking.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    expect((await verify(me, { ...paid, razorpay_signature: 'b'.repeat(64) })).statusCode).toBe(400);
    const wrongKey = checkoutSignature('not-the-secret', s.razorpayOrderId, paid.razorpay_payment_id);
    expect((await verify(me, { ...paid, razorpay_signature: wrongKey })).statusCode).toBe(400);
    expect((await getBooking(me, booking.id)).paymentStatus).toBe('awaiting_payment');
    expect(await paidEvents(booking.id)).toBe(0);
  });

  it('callback and webhook racing, each five times, pay it once', async () => {
    const { me, booking } = await onlineBooking();
    const s = (await startPayment(me, booking.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    const payment = standIn.payments.get(paid.razorpay_payment_id);
    const all = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => verify(me, paid)),
      ...[1, 2, 3, 4, 5].map(() => standIn.paymentEvent('payment.captured', payment)),
    ]);
    for (const r of all.slice(0, 5)) expect((r as { statusCode: number }).statusCode).toBe(200);
    for (const r of all.slice(5)) expect((r as { status: number }).status).toBe(200);
    expect(await paidEvents(booking.id)).toBe(1);
    const current = await getBooking(me, booking.id);
    expect(current.paymentStatus).toBe('paid');
    expect(current.payment?.refund).toBeNull();
  });

  it('the lab desk cannot work on a booking awaiting payment', async () => {
    const me = await account(t);
    const desk = await labDesk(t);
    const b = await booked(t, me, desk.labId, { paymentMethod: 'online' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`,
      headers: desk.headers,
      payload: { name: 'Ravi Kumar', phone: '9876512345' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/awaiting its online payment/);
  });
});

describe('the hold', () => {
  it('an unpaid booking is cancelled after the hold and its slot released; a later payment is refunded', async () => {
    const { me, labId, booking } = await onlineBooking({ capacity: 1 });
    const s = (await startPayment(me, booking.id)).json().result;
    const other = await account(t);
    // The slot is full while held.
    expect((await book(t, other, labId)).statusCode).toBe(409);

    const released = await releaseExpiredHolds(
      jobs,
      new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE),
    );
    expect(released).toContain(booking.id);
    expect(await placesTaken(labId)).toBe(0);
    let current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'not_paid', cancelledBy: 'system' });
    expect(current.cancelReason).toMatch(/within 15 minutes/);
    expect((await startPayment(me, booking.id)).statusCode).toBe(422);
    // The place is free again.
    expect((await book(t, other, labId)).statusCode).toBe(201);

    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((p) => p.order_id === s.razorpayOrderId);
    await standIn.paymentEvent('payment.captured', payment);
    current = await getBooking(me, booking.id);
    expect(current.status).toBe('cancelled');
    expect(current.paymentStatus).toBe('refund_pending');
    expect(current.payment?.refund).toMatchObject({ status: 'pending', amountPaise: booking.totalPaise });
    expect(current.timeline.at(-1)?.note).toMatch(/arrived after the order was cancelled/);
  });

  it('a payment whose callback and webhook were lost still counts at the end of the hold', async () => {
    const { me, booking } = await onlineBooking();
    const s = (await startPayment(me, booking.id)).json().result;
    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const released = await releaseExpiredHolds(
      jobs,
      new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE),
    );
    expect(released).not.toContain(booking.id);
    const current = await getBooking(me, booking.id);
    expect(current).toMatchObject({ status: 'booked', paymentStatus: 'paid' });
  });
});

describe('refunds', () => {
  it('cancelling a paid booking inside the free window refunds it in full through Razorpay', async () => {
    const { me, labId, booking, paymentId } = await paidBooking();
    const res = await cancel(me, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      payment: { status: 'refund_pending', refund: { status: 'pending', amountPaise: booking.totalPaise } },
    });
    expect(await placesTaken(labId)).toBe(0);
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paymentId);
    expect(refund).toMatchObject({ amount: booking.totalPaise, status: 'pending' });
    await standIn.settleRefund(refund.id, 'processed');
    const current = await getBooking(me, booking.id);
    expect(current.paymentStatus).toBe('refunded');
    expect(current.payment).toMatchObject({ status: 'refunded', label: 'Refunded' });
    expect(current.payment?.refund).toMatchObject({ status: 'processed', reference: refund.id });
    expect(current.timeline.at(-1)?.note).toMatch(/processed/);
    expect((await cancel(me, booking.id)).statusCode).toBe(422);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('a lab cancelling a paid booking refunds it in full', async () => {
    const me = await account(t);
    const desk = await labDesk(t);
    const b = await booked(t, me, desk.labId, { paymentMethod: 'online' });
    const s = (await startPayment(me, b.id)).json().result;
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    expect((await verify(me, paid)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/labs/desk/bookings/${b.id}/status`,
      headers: desk.headers,
      payload: { status: 'cancelled', reason: 'No phlebotomist free in this area' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const current = await getBooking(me, b.id);
    expect(current.paymentStatus).toBe('refund_pending');
    expect(current.payment?.refund?.amountPaise).toBe(b.totalPaise);
  });

  it('cancelling a booking still awaiting payment releases it without a refund', async () => {
    const { me, labId, booking } = await onlineBooking();
    const res = await cancel(me, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'not_paid', payment: { refund: null } });
    expect(await placesTaken(labId)).toBe(0);
  });
});

describe('staff refunds (admin console)', () => {
  const list = (who: Account, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/payments${query}`, headers: who.headers });
  const refund = (who: Account, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${id}/refund`,
      headers: who.headers,
      payload,
    });

  it('an admin lists payments with filters and refunds part of one; audited; the patient sees it', async () => {
    const { me, booking } = await paidBooking();
    const admin = await account(t, 'admin', 'Asha Admin');
    const found = await list(admin, `?kind=lab_booking&status=captured&q=${booking.orderNumber}`);
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json();
    expect(page.pagination).toMatchObject({ page: 1, total: 1 });
    const [payment] = page.result;
    expect(payment).toMatchObject({
      kind: 'lab_booking',
      reference: booking.orderNumber,
      amountPaise: booking.totalPaise,
      status: 'captured',
      canRefund: true,
      refund: null,
    });
    // More than was paid, or no reason: refused.
    expect(
      (await refund(admin, payment.id, { amountPaise: booking.totalPaise + 100, reason: 'Goodwill' }))
        .statusCode,
    ).toBe(422);
    expect((await refund(admin, payment.id, { amountPaise: 5_000 })).statusCode).toBe(400);

    const res = await refund(admin, payment.id, {
      amountPaise: 5_000,
      reason: 'Collection was two hours late',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      canRefund: true,
      refundedPaise: 5_000,
      refundablePaise: booking.totalPaise - 5_000,
      refund: { status: 'pending', amountPaise: 5_000, reason: 'staff' },
    });
    const rows = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'payment.refund')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      resourceType: 'lab_booking',
      resourceId: booking.id,
      subjectUserId: me.id,
    });
    expect(rows[0]?.meta).toMatchObject({ amountPaise: 5_000, reason: 'staff' });
    // The patient sees the refund on the booking.
    const current = await getBooking(me, booking.id);
    expect(current.paymentStatus).toBe('refund_pending');
    expect(current.payment?.refund).toMatchObject({ status: 'pending', amountPaise: 5_000 });
    expect(current.timeline.at(-1)?.note).toMatch(/Refund by Arogya support: Collection was two hours late/);

    // A second partial refund follows the first; never more than is left, even when racing.
    const second = await refund(admin, payment.id, { amountPaise: 1_000, reason: 'Report a day late' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result).toMatchObject({ refundedPaise: 6_000 });
    const left = booking.totalPaise - 6_000;
    const over = await refund(admin, payment.id, { amountPaise: left + 100, reason: 'Too much' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/can still be refunded/);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(admin, payment.id, { amountPaise: left, reason: 'All the rest' }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 422)).toHaveLength(4);
    const [after] = (await list(admin, `?q=${booking.orderNumber}`)).json().result;
    expect(after).toMatchObject({ refundedPaise: booking.totalPaise, refundablePaise: 0, canRefund: false });
    const sent = [...standIn.refunds.values()].filter((r) => r.payment_id === payment.providerPaymentId);
    expect(sent.reduce((sum, r) => sum + r.amount, 0)).toBe(booking.totalPaise);
  });

  it('a staff refund of part of it leaves the booking paid once processed, its timeline saying so', async () => {
    const { me, booking, paymentId } = await paidBooking();
    const admin = await account(t, 'admin', 'Asha Admin');
    const [payment] = (await list(admin, `?q=${booking.orderNumber}`)).json().result;
    expect((await refund(admin, payment.id, { amountPaise: 2_000, reason: 'Late' })).statusCode).toBe(200);
    expect((await refund(admin, payment.id, { amountPaise: 1_000, reason: 'Later' })).statusCode).toBe(200);
    const [first, second] = [...standIn.refunds.values()].filter((r) => r.payment_id === paymentId);
    // One of two processed: the other is still on its way.
    await standIn.settleRefund(first.id, 'processed');
    expect((await getBooking(me, booking.id)).paymentStatus).toBe('refund_pending');
    await standIn.settleRefund(second.id, 'processed');
    const current = await getBooking(me, booking.id);
    expect(current.paymentStatus).toBe('paid');
    expect(current.timeline.at(-1)?.note).toBe('Refund of ₹10 processed to your original payment method.');
    // The rest, refunded whole when the booking is cancelled, makes it Refunded.
    expect((await cancel(me, booking.id)).statusCode).toBe(200);
    const rest = [...standIn.refunds.values()].filter((r) => r.payment_id === paymentId)[2];
    expect(rest.amount).toBe(booking.totalPaise - 3_000);
    await standIn.settleRefund(rest.id, 'processed');
    expect((await getBooking(me, booking.id)).paymentStatus).toBe('refunded');
  });

  it('after a staff refund of part of it, cancelling the booking refunds the rest', async () => {
    const { me, booking, paymentId } = await paidBooking();
    const admin = await account(t, 'admin', 'Asha Admin');
    const [payment] = (await list(admin, `?q=${booking.orderNumber}`)).json().result;
    expect((await refund(admin, payment.id, { amountPaise: 2_000, reason: 'Late' })).statusCode).toBe(200);
    expect((await getBooking(me, booking.id)).paymentStatus).toBe('refund_pending');
    const res = await cancel(me, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = [...standIn.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(sent.map((r) => r.amount)).toEqual([2_000, booking.totalPaise - 2_000]);
  });

  it('refuses everyone but an admin', async () => {
    const { me, booking } = await paidBooking();
    const admin = await account(t, 'admin', 'Asha Admin');
    const [payment] = (await list(admin, `?q=${booking.orderNumber}`)).json().result;
    for (const role of ['patient', 'pharmacist', 'lab', 'doctor', 'receptionist']) {
      const who = await account(t, role, 'Not Admin');
      expect((await list(who)).statusCode, role).toBe(403);
      expect((await refund(who, payment.id, { amountPaise: 1_000, reason: 'Trying' })).statusCode, role).toBe(
        403,
      );
    }
    expect((await refund(me, payment.id, { amountPaise: 1_000, reason: 'Trying' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/payments' });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await refund(admin, 'no-such-payment', { amountPaise: 1_000, reason: 'Trying' })).statusCode,
    ).toBe(404);
  });

  it('counts the matching payments up to 1,000 only, then says the total is an estimate', async () => {
    const admin = await account(t, 'admin', 'Asha Admin');
    const payer = await account(t);
    const tag = `CAP${Date.now()}`;
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}-${i}`,
        payableKind: 'medicine_order',
        payableId: `${prefix}-order-${i}`,
        userId: payer.id,
        reference: `${prefix}-${i}`,
        amountPaise: 10_000,
        status: 'failed',
        providerOrderId: `order_${prefix}_${i}`,
      }));
    for (let i = 0; i < 1_001; i += 250) {
      await t.ctx.database.db.insert(payments).values(rows(1_001, `${tag}M`).slice(i, i + 250));
    }
    await t.ctx.database.db.insert(payments).values(rows(3, `${tag}F`));
    const many = (await list(admin, `?q=${tag}M&limit=20`)).json();
    expect(many.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 1_000,
      totalPages: 50,
      totalIsEstimate: true,
    });
    expect(many.result).toHaveLength(20);
    const few = (await list(admin, `?q=${tag}F`)).json();
    expect(few.pagination).toMatchObject({ total: 3, totalPages: 1, totalIsEstimate: false });
  });
});

describe('receipts', () => {
  const receipt = (me: Account, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/labs/bookings/${id}/receipt`, headers: me.headers });

  it('a paid booking has a receipt PDF: diagnostics exempt, no GSTIN invented when none is configured', async () => {
    const { me, booking, paymentId } = await paidBooking();
    const res = await receipt(me, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`arogya-receipt-${booking.orderNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('HSN 9993');
    expect(text).toContain('GST exempt');
    expect(text).toContain(`Payment reference: ${paymentId}`);
    // This app has no SELLER_GSTIN: a plain receipt, no GSTIN at all.
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('Payment receipt and tax invoice');
    expect(text).toContain('This receipt is not a GST tax invoice.');
    expect((await receipt(await account(t), booking.id)).statusCode).toBe(404);
  });

  it('lists every refund of the payment, and is dated by the payment, not by the download', async () => {
    const { me, booking, paymentId } = await paidBooking();
    const admin = await account(t, 'admin', 'Asha Admin');
    const [row] = await t.ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId));
    for (const [amountPaise, reason] of [
      [5_000, 'Collection late'],
      [1_000, 'Report late'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payments/${row?.id}/refund`,
        headers: admin.headers,
        payload: { amountPaise, reason },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const paidAt = new Date('2026-01-05T05:30:00Z');
    await t.ctx.database.db
      .update(payments)
      .set({ capturedAt: paidAt })
      .where(eq(payments.id, row?.id ?? ''));
    const text = await pdfText((await receipt(me, booking.id)).rawPayload);
    expect(text).toContain('Refund of ₹50: pending');
    expect(text).toContain('Refund of ₹10: pending');
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(paidAt);
    expect(text).toContain(`Issued ${day} IST`);
  });

  it('a Hindi reader’s receipt names each test in Hindi (the catalogue’s name_hi) and its line in Hindi', async () => {
    const { me, booking, paymentId } = await paidBooking();
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/language',
      headers: me.headers,
      payload: { language: 'hi' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const [item] = await t.ctx.database.db
      .select()
      .from(labBookingItems)
      .where(eq(labBookingItems.bookingId, booking.id));
    // The seeded item's Hindi name for this receipt only: other test files share the database.
    const itemId = item?.itemId ?? '';
    const [before] = await t.ctx.database.db
      .select({ nameHi: labItems.nameHi })
      .from(labItems)
      .where(eq(labItems.id, itemId));
    await t.ctx.database.db.update(labItems).set({ nameHi: 'खून की पूरी जाँच' }).where(eq(labItems.id, itemId));
    try {
      const res = await receipt(me, booking.id);
      expect(res.statusCode, res.body).toBe(200);
      const written = await pdfWrittenText(res.rawPayload);
      expect(written).toContain('खून की पूरी जाँच (लैब टेस्ट, घर से सैंपल कलेक्शन) x 1');
      expect(written).toContain(`भुगतान संदर्भ: ${paymentId}`);
      const text = await pdfText(res.rawPayload);
      expect(text).not.toContain('home collection');
      expect(text).not.toContain('lab test');
    } finally {
      await t.ctx.database.db
        .update(labItems)
        .set({ nameHi: before?.nameHi ?? null })
        .where(eq(labItems.id, itemId));
    }
  });

  it('a booking not paid online has none', async () => {
    const { me, booking } = await onlineBooking();
    expect((await receipt(me, booking.id)).statusCode).toBe(422);
  });
});

describe('without Razorpay keys', () => {
  it('refuses a booking to pay online', async () => {
    const plain = await createTestApp();
    try {
      const me = await account(plain);
      const labId = await makeLab(plain);
      const res = await book(plain, me, labId, { paymentMethod: 'online' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/pay at collection/);
    } finally {
      await plain.app.close();
    }
  });
});
