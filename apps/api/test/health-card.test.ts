// Family members and the Smart Health Card against the local Razorpay stand-in: plans are public data, a
// card is bought through the payments flow and becomes active only when paid, the verification link shows
// names and dates and nothing else, cancelling within the window refunds in full, and one account never
// sees another's family. Runs on PGlite and on PostgreSQL (DATABASE_URL).

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { calls } from '../src/db/schema/calls.ts';
import { appointments } from '../src/db/schema/doctors.ts';
import { familyMembers, healthCards } from '../src/db/schema/health-card.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { createHealthCardRepository } from '../src/modules/health-card/health-card.repository.ts';
import { createHealthCardPayable } from '../src/modules/health-card/health-card-payable.ts';
import { createPaymentsDeps } from '../src/modules/payments/payments-deps.ts';
import { releaseExpiredHolds } from '../src/modules/payments/reconcile-payments.ts';
import { callingDoctor, consentingPatient, initiate } from './call-fixtures.ts';
import { availableSlots, createDoctor, insertAppointment } from './doctor-fixtures.ts';
import { book as bookLab, ITEMS, makeLab } from './labs-fixtures.ts';
import { pdfText, pdfWrittenText } from './pdf-text.ts';
import { type Account, account, addAddress, makeProduct, order } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaCards01',
  keySecret: 'test-key-secret-for-the-card-stand-in',
  webhookSecret: 'test-webhook-secret-for-the-card-stand-in',
};

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({
    ...KEYS,
    autoWebhooks: false,
    refundOutcome: 'manual',
    deliverWebhook: async (rawBody, headers) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/razorpay/webhook',
          headers,
          payload: rawBody,
        })
      ).statusCode,
  });
  t = await createTestApp({
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

const call = (me: Account | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: me?.headers ?? {}, ...(payload ? { payload } : {}) });

const addMember = (me: Account, body: Record<string, string> = {}) =>
  call(me, 'POST', '/api/v1/family-members', {
    name: 'Kamala Iyer',
    relation: 'mother',
    dateOfBirth: '1958-03-14',
    sex: 'female',
    ...body,
  });

/** Buys a plan and pays it through the stand-in's Checkout and the callback, as the browser does. */
export async function buyAndPay(me: Account, planSlug = 'family') {
  const bought = await call(me, 'POST', '/api/v1/membership-card', { planSlug });
  expect(bought.statusCode, bought.body).toBe(201);
  const card = bought.json().result;
  const start = await call(me, 'POST', '/api/v1/payments', { kind: 'health_card', id: card.id });
  expect(start.statusCode, start.body).toBe(201);
  const session = start.json().result;
  const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
  const verified = await call(me, 'POST', '/api/v1/payments/razorpay/verify', paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return { card, session, paid };
}

describe('plans', () => {
  it('are public data with prices in paise and a typical family value', async () => {
    const res = await call(null, 'GET', '/api/v1/membership-plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json().result;
    expect(plans.map((p: { slug: string }) => p.slug)).toEqual(['individual', 'family']);
    expect(plans[0]).toMatchObject({ pricePaise: 29_900, maxPeople: 1, validityMonths: 12 });
    expect(plans[1]).toMatchObject({ pricePaise: 59_900, maxPeople: 6 });
    expect(plans[1].benefits).toMatchObject({ freeDelivery: true, freeCheckupsPerPerson: 1 });
    expect(plans[1].typicalValue.totalPaise).toBeGreaterThan(plans[1].pricePaise);
  });
});

describe('family members', () => {
  it('adds, edits, lists and removes; at most six; the date of birth must be real and past', async () => {
    const me = await account(t);
    const first = await addMember(me);
    expect(first.statusCode, first.body).toBe(201);
    const member = first.json().result;
    expect(member).toMatchObject({ name: 'Kamala Iyer', relation: 'mother', relationLabel: 'Mother' });
    expect(member.age).toBeGreaterThanOrEqual(67);
    const edited = await call(me, 'PUT', `/api/v1/family-members/${member.id}`, {
      name: 'Kamala  R Iyer',
      relation: 'mother',
      dateOfBirth: '1958-03-15',
      sex: 'female',
    });
    expect(edited.json().result).toMatchObject({ name: 'Kamala R Iyer', dateOfBirth: '1958-03-15' });
    const future = await addMember(me, { dateOfBirth: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('dateOfBirth');
    expect((await addMember(me, { dateOfBirth: '2020-02-30' })).statusCode).toBe(400);
    expect((await addMember(me, { relation: 'boss' })).statusCode).toBe(400);
    const more = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => addMember(me, { name: `Child Number ${'I'.repeat(n)}` })),
    );
    expect(more.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(more.filter((r) => r.statusCode === 422)).toHaveLength(1);
    const list = (await call(me, 'GET', '/api/v1/family-members')).json().result;
    expect(list.members).toHaveLength(6);
    expect(list.max).toBe(6);
    const removed = await call(me, 'DELETE', `/api/v1/family-members/${member.id}`);
    expect(removed.json().result.outcome).toBe('deleted');
    expect((await call(me, 'GET', '/api/v1/family-members')).json().result.members).toHaveLength(5);
  });

  it('are invisible and untouchable to other accounts', async () => {
    const me = await account(t);
    const other = await account(t, 'patient', 'Arjun Rao');
    const member = (await addMember(me)).json().result;
    expect((await call(other, 'GET', '/api/v1/family-members')).json().result.members).toEqual([]);
    const edit = await call(other, 'PUT', `/api/v1/family-members/${member.id}`, {
      name: 'Stolen Name',
      relation: 'mother',
      dateOfBirth: '1958-03-14',
      sex: 'female',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/v1/family-members/${member.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/v1/family-members')).statusCode).toBe(401);
  });
});

describe('buying the card', () => {
  it('is null before buying; active only once paid, once; valid a year from today', async () => {
    const me = await account(t);
    expect((await call(me, 'GET', '/api/v1/membership-card/get')).json().result).toBeNull();
    const bought = (await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'family' })).json().result;
    expect(bought).toMatchObject({ status: 'awaiting_payment', pricePaise: 59_900, validTo: null });
    // Before payment the verification link does not answer.
    const token = bought.verifyPath.split('/').at(-1);
    expect((await call(null, 'GET', `/api/v1/membership-card/verify/${token}`)).statusCode).toBe(404);
    // Asking again answers the same card.
    const again = (await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'family' })).json().result;
    expect(again.id).toBe(bought.id);

    const start = await call(me, 'POST', '/api/v1/payments', { kind: 'health_card', id: bought.id });
    const session = start.json().result;
    expect(session).toMatchObject({
      amountPaise: 59_900,
      reference: `HC-${bought.cardNumber.replaceAll(' ', '')}`,
    });
    const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
    const verified = await call(me, 'POST', '/api/v1/payments/razorpay/verify', paid);
    expect(verified.json().result).toMatchObject({ kind: 'health_card', outcome: 'paid' });
    // The webhook arriving after the callback changes nothing.
    const payment = standIn.payments.get(paid.razorpay_payment_id);
    await standIn.paymentEvent('payment.captured', payment);

    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card).toMatchObject({ id: bought.id, status: 'active', paymentStatus: 'paid', refundable: true });
    expect(card.validTo > card.validFrom).toBe(true);
    expect(card.daysLeft).toBeGreaterThanOrEqual(365);
    expect(card.people[0]).toMatchObject({
      personKey: 'self',
      freeConsultationsLeft: 3,
      freeCheckupsLeft: 1,
    });
    // Another purchase while the card runs is refused.
    expect((await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'individual' })).statusCode).toBe(
      409,
    );
    // Paying the same card a second time is refused.
    expect(
      (await call(me, 'POST', '/api/v1/payments', { kind: 'health_card', id: bought.id })).statusCode,
    ).toBe(409);
  });

  it('refuses an unknown plan and another account paying it', async () => {
    const me = await account(t);
    expect((await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'gold' })).statusCode).toBe(404);
    const bought = (await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'individual' })).json()
      .result;
    const other = await account(t);
    expect(
      (await call(other, 'POST', '/api/v1/payments', { kind: 'health_card', id: bought.id })).statusCode,
    ).toBe(404);
  });
});

describe('the verification page', () => {
  it('shows names and validity only, and stops answering once revoked', async () => {
    const me = await account(t, 'patient', 'Meera Iyer');
    await addMember(me, { name: 'Kamala Iyer' });
    const { card } = await buyAndPay(me);
    const token = card.verifyPath.split('/').at(-1);
    const res = await call(null, 'GET', `/api/v1/membership-card/verify/${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body).toMatchObject({ valid: true, holderName: 'Meera Iyer', memberNames: ['Kamala Iyer'] });
    expect(Object.keys(body).sort()).toEqual(
      [
        'cardNumber',
        'holderName',
        'memberNames',
        'planName',
        'status',
        'valid',
        'validFrom',
        'validTo',
      ].sort(),
    );
    expect(res.body).not.toMatch(/1958|mother|female|phone|email|age/i);
    const revoked = await call(me, 'POST', `/api/v1/membership-card/${card.id}/revoke-qr`);
    expect(revoked.json().result.verifyPath).not.toBe(card.verifyPath);
    expect((await call(null, 'GET', `/api/v1/membership-card/verify/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/v1/membership-card/verify/short')).statusCode).toBe(400);
  });

  it('the PDF carries the card for its holder only', async () => {
    const me = await account(t);
    const { card } = await buyAndPay(me, 'individual');
    const pdf = await call(me, 'GET', `/api/v1/membership-card/${card.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await account(t);
    expect((await call(other, 'GET', `/api/v1/membership-card/${card.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('within 14 days with no benefit used refunds the whole price through Razorpay', async () => {
    const me = await account(t);
    const { card, paid } = await buyAndPay(me);
    const res = await call(me, 'POST', `/api/v1/membership-card/${card.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      refundable: false,
    });
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paid.razorpay_payment_id);
    expect(refund.amount).toBe(59_900);
    await standIn.settleRefund(refund.id, 'processed');
    const after = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(after.paymentStatus).toBe('refunded');
    // A second cancel refunds nothing more.
    expect((await call(me, 'POST', `/api/v1/membership-card/${card.id}/cancel`)).statusCode).toBe(422);
    expect(
      [...standIn.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id),
    ).toHaveLength(1);
  });
});

describe('free consultations', () => {
  const book = (me: Account, doctorId: string, startsAt: string | undefined, forWhom?: string) =>
    call(me, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt,
      consultationType: 'video',
      ...(forWhom ? { forWhom } : {}),
    });

  it('10 concurrent bookings on 1 remaining free consultation give exactly 1 free; cancelling gives it back', async () => {
    const me = await account(t);
    await buyAndPay(me, 'individual');
    const { id: doctorId } = await createDoctor(t, { feePaise: 60_000 });
    const slots = await availableSlots(t, doctorId);
    // Spend two of the three first.
    for (const slot of slots.slice(0, 2)) {
      const res = await book(me, doctorId, slot.startsAt);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().result).toMatchObject({ cardBenefit: { paise: 60_000 }, payablePaise: 0 });
    }
    const results = await Promise.all(slots.slice(2, 12).map((slot) => book(me, doctorId, slot.startsAt)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const free = results.map((r) => r.json().result).filter((a) => a.cardBenefit !== null);
    expect(free).toHaveLength(1);
    expect(results.filter((r) => r.json().result.payablePaise === 60_000)).toHaveLength(9);
    let card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeConsultationsLeft).toBe(0);
    expect(card.refundable).toBe(false);

    const cancelled = await call(me, 'POST', '/api/v1/bookings/cancel-appointment', {
      appointmentId: free[0].id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeConsultationsLeft).toBe(1);
    const again = await book(me, doctorId, slots[12]?.startsAt);
    expect(again.json().result.cardBenefit).not.toBeNull();
  });

  it('a non-member, or a member the plan does not cover, gets no benefit; another account’s member is refused', async () => {
    const { id: doctorId } = await createDoctor(t, { feePaise: 50_000 });
    const slots = await availableSlots(t, doctorId);
    const stranger = await account(t);
    const res = await book(stranger, doctorId, slots[0]?.startsAt);
    expect(res.json().result).toMatchObject({
      cardBenefit: null,
      payablePaise: 50_000,
      familyMemberId: null,
    });
    // A claim in the body is not something the API takes.
    const claimed = await call(stranger, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt: slots[1]?.startsAt,
      consultationType: 'video',
      cardBenefitPaise: 50_000,
    });
    expect(claimed.statusCode).toBe(400);

    const single = await account(t);
    const kid = (
      await addMember(single, { name: 'Riya Iyer', relation: 'daughter', dateOfBirth: '2016-06-01' })
    ).json().result;
    await buyAndPay(single, 'individual');
    const forKid = await book(single, doctorId, slots[2]?.startsAt, kid.id);
    expect(forKid.statusCode, forKid.body).toBe(201);
    expect(forKid.json().result).toMatchObject({
      cardBenefit: null,
      familyMemberId: kid.id,
      patient: { name: 'Riya Iyer', gender: 'female' },
    });
    expect(forKid.json().result.patient.age).toBeGreaterThanOrEqual(9);
    const foreign = await book(stranger, doctorId, slots[3]?.startsAt, kid.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('forWhom');
  });

  it('a family plan gives each covered member their own free consultations; My Appointments filters by member', async () => {
    const me = await account(t);
    const kid = (
      await addMember(me, { name: 'Aarav Iyer', relation: 'son', dateOfBirth: '2018-01-20', sex: 'male' })
    ).json().result;
    await buyAndPay(me, 'family');
    const { id: doctorId } = await createDoctor(t, { feePaise: 40_000 });
    const slots = await availableSlots(t, doctorId);
    for (const slot of slots.slice(0, 4)) {
      expect((await book(me, doctorId, slot.startsAt, kid.id)).statusCode).toBe(201);
    }
    const own = await book(me, doctorId, slots[4]?.startsAt);
    expect(own.json().result.cardBenefit).not.toBeNull();
    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    const byKey = Object.fromEntries(card.people.map((p: { personKey: string }) => [p.personKey, p]));
    expect(byKey[kid.id]).toMatchObject({ name: 'Aarav Iyer', freeConsultationsLeft: 0 });
    expect(byKey.self.freeConsultationsLeft).toBe(2);
    const kids = (await call(me, 'GET', `/api/v1/bookings/booking?member=${kid.id}`)).json();
    expect(kids.result).toHaveLength(4);
    expect(kids.result.filter((a: { cardBenefit: unknown }) => a.cardBenefit !== null)).toHaveLength(3);
    expect((await call(me, 'GET', '/api/v1/bookings/booking?member=self')).json().result).toHaveLength(1);
    // The member with records is archived, not deleted; their appointments still name them.
    expect((await call(me, 'DELETE', `/api/v1/family-members/${kid.id}`)).json().result.outcome).toBe(
      'archived',
    );
    expect((await call(me, 'GET', `/api/v1/bookings/booking?member=${kid.id}`)).json().result).toHaveLength(
      4,
    );
  });
});

describe('medicines with the card', () => {
  it('the quote and the order show the discount and free delivery as their own lines; a non-member gets neither', async () => {
    const me = await account(t);
    const kid = (
      await addMember(me, { name: 'Aarav Iyer', relation: 'son', dateOfBirth: '2018-01-20', sex: 'male' })
    ).json().result;
    await buyAndPay(me, 'family');
    const addressId = await addAddress(t, me);
    // ₹333.33 a unit: 5% of ₹666.66 is ₹33.333, rounded to the nearest paisa, ₹33.33.
    const productId = await makeProduct(t, { pricePaise: 33_333, mrpPaise: 40_000 });
    const lines = [{ productId, quantity: 2 }];
    const quote = (
      await call(me, 'POST', '/api/v1/cart/quote', { lines, pinCode: '560001', forWhom: kid.id })
    ).json().result;
    expect(quote).toMatchObject({ subtotalPaise: 66_666, cardDiscountPaise: 3_333 });
    expect(quote.shippingFeePaise).toBeGreaterThan(0);
    expect(quote.cardShippingWaivedPaise).toBe(quote.shippingFeePaise);
    expect(quote.totalPaise).toBe(66_666 - 3_333);
    const signedOut = (await call(null, 'POST', '/api/v1/cart/quote', { lines, pinCode: '560001' })).json()
      .result;
    expect(signedOut).toMatchObject({ cardDiscountPaise: 0, cardShippingWaivedPaise: 0 });

    const placed = await order(t, me, { addressId, lines, forWhom: kid.id });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().result).toMatchObject({
      familyMemberId: kid.id,
      cardDiscountPaise: 3_333,
      totalPaise: 66_666 - 3_333 + 5_000,
    });
    expect(placed.json().result.cardShippingWaivedPaise).toBe(placed.json().result.shippingFeePaise);
    // The pharmacist's patient is the member, by name and age as when ordering.
    expect(placed.json().result.forPerson).toEqual({ name: 'Aarav Iyer', age: kid.age });
    const pharmacist = await account(t, 'pharmacist');
    const desk = (
      await call(pharmacist, 'GET', `/api/v1/pharmacist/orders/${placed.json().result.id}`)
    ).json();
    expect(desk.result?.forPerson ?? desk).toEqual({ name: 'Aarav Iyer', age: kid.age });

    const stranger = await account(t);
    const strangerAddress = await addAddress(t, stranger);
    const plain = (await order(t, stranger, { addressId: strangerAddress, lines })).json().result;
    expect(plain).toMatchObject({ cardDiscountPaise: 0, cardShippingWaivedPaise: 0, familyMemberId: null });
    expect(
      (await order(t, stranger, { addressId: strangerAddress, lines, forWhom: kid.id })).statusCode,
    ).toBe(400);

    const forKid = (await call(me, 'GET', `/api/v1/orders?member=${kid.id}`)).json();
    expect(forKid.result.map((o: { id: string }) => o.id)).toEqual([placed.json().result.id]);
    expect((await call(me, 'GET', '/api/v1/orders?member=self')).json().result).toEqual([]);
  });
});

describe('a medicine order paid online with the card', () => {
  it('has a receipt whose lines are what was paid: the discount taken off them, no delivery charged', async () => {
    const me = await account(t);
    await buyAndPay(me, 'individual');
    const addressId = await addAddress(t, me);
    const a = await makeProduct(t, { pricePaise: 33_333, mrpPaise: 40_000 });
    const b = await makeProduct(t, { pricePaise: 10_001, mrpPaise: 12_000 });
    const placed = await order(t, me, {
      addressId,
      lines: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
      ],
      paymentMethod: 'upi',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().result;
    // 5% of ₹766.67 is ₹38.3335, to the nearest paisa ₹38.33; delivery is free with the card.
    expect(o).toMatchObject({ subtotalPaise: 76_667, cardDiscountPaise: 3_833, totalPaise: 72_834 });
    expect(o.cardShippingWaivedPaise).toBe(o.shippingFeePaise);
    const session = (await call(me, 'POST', '/api/v1/payments', { kind: 'medicine_order', id: o.id })).json()
      .result;
    const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
    expect((await call(me, 'POST', '/api/v1/payments/razorpay/verify', paid)).statusCode).toBe(200);

    const res = await call(me, 'GET', `/api/v1/orders/${o.id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    // ₹38.33 shared by value: ₹33.33 off ₹666.66 and ₹5.00 off ₹100.01 .
    expect(text).toContain('less health card discount ₹33.33');
    expect(text).toContain('less health card discount ₹5');
    expect(text).not.toContain('Delivery charges');
    expect(text).toContain('Total paid: ₹728.34');
  });
});

describe('receipts in Hindi', () => {
  it('a Hindi reader’s order and card receipts print their lines’ words in Hindi, names as written', async () => {
    const me = await account(t);
    expect((await call(me, 'PATCH', '/api/v1/users/language', { language: 'hi' })).statusCode).toBe(200);
    const { card } = await buyAndPay(me, 'individual');
    const cardText = await pdfWrittenText(
      (await call(me, 'GET', `/api/v1/membership-card/${card.id}/receipt`)).rawPayload,
    );
    expect(cardText.some((l) => l.includes(': आरोग्य स्मार्ट हेल्थ कार्ड, 12 महीने ('))).toBe(true);
    expect(cardText).toContain('स्मार्ट हेल्थ कार्ड धारक');

    const addressId = await addAddress(t, me);
    const a = await makeProduct(t, { pricePaise: 33_333, mrpPaise: 40_000 });
    const placed = await order(t, me, {
      addressId,
      lines: [{ productId: a, quantity: 2 }],
      paymentMethod: 'upi',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().result;
    const session = (await call(me, 'POST', '/api/v1/payments', { kind: 'medicine_order', id: o.id })).json()
      .result;
    const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
    expect((await call(me, 'POST', '/api/v1/payments/razorpay/verify', paid)).statusCode).toBe(200);
    const res = await call(me, 'GET', `/api/v1/orders/${o.id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const written = await pdfWrittenText(res.rawPayload);
    expect(written.some((l) => l.includes(', हेल्थ कार्ड छूट ₹33.33 घटाकर x 2'))).toBe(true);
    expect(await pdfText(res.rawPayload)).not.toContain('less health card discount');
  });
});

describe('lab tests with the card', () => {
  it('a covered member gets the full-body checkup free once and the plan % off the rest; cancelling gives the checkup back', async () => {
    const me = await account(t);
    const mother = (await addMember(me)).json().result;
    await buyAndPay(me, 'family');
    const labId = await makeLab(t, { capacity: 10 });
    const items = { itemIds: [ITEMS.fullBody, ITEMS.hba1c], forWhom: mother.id };
    const first = await bookLab(t, me, labId, items);
    expect(first.statusCode, first.body).toBe(201);
    // ₹1,500 checkup free, then 15% of ₹400 = ₹60 off.
    expect(first.json().result).toMatchObject({
      subtotalPaise: 190_000,
      cardBenefits: [{ paise: 150_000 + 6_000 }],
      totalPaise: 190_000 - 156_000,
      familyMemberId: mother.id,
      patient: { name: 'Kamala Iyer' },
    });
    // The yearly checkup is spent: a second one pays, with 15% off.
    const second = (await bookLab(t, me, labId, { ...items, slot: '08:00' })).json().result;
    expect(second.cardBenefits).toEqual([{ label: 'Health card savings', paise: 28_500 }]);
    const cancelled = await call(me, 'POST', `/api/v1/labs/bookings/${first.json().result.id}/cancel`, {
      reason: 'Travelling',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people.find((p: { personKey: string }) => p.personKey === mother.id).freeCheckupsLeft).toBe(
      1,
    );
    // Somebody without a card pays the lab's price.
    const stranger = await account(t);
    const plain = (await bookLab(t, stranger, labId, { itemIds: [ITEMS.fullBody], slot: '09:00' })).json()
      .result;
    expect(plain).toMatchObject({ cardBenefits: [], totalPaise: 150_000, familyMemberId: null });
  });
});

describe('someone the card does not cover', () => {
  it('a lab booking for someone else (for: other, no forWhom) pays in full and spends nothing of the holder’s', async () => {
    const me = await account(t);
    await buyAndPay(me, 'individual');
    const labId = await makeLab(t, { capacity: 10 });
    const friend = { for: 'other', name: 'Ravi Shankar', age: 41, sex: 'male' };
    const quote = await call(me, 'POST', '/api/v1/labs/bookings/quote', {
      labId,
      itemIds: [ITEMS.fullBody, ITEMS.hba1c],
      someoneElse: true,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().result).toMatchObject({ cardBenefits: [], totalPaise: 190_000 });
    const forFriend = await bookLab(t, me, labId, {
      itemIds: [ITEMS.fullBody, ITEMS.hba1c],
      patient: friend,
    });
    expect(forFriend.statusCode, forFriend.body).toBe(201);
    expect(forFriend.json().result).toMatchObject({
      subtotalPaise: 190_000,
      cardBenefits: [],
      totalPaise: 190_000,
      familyMemberId: null,
      patient: { name: 'Ravi Shankar' },
    });
    // The holder's own yearly checkup is still there: their own booking gets it free.
    let card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeCheckupsLeft).toBe(1);
    const mine = (await bookLab(t, me, labId, { itemIds: [ITEMS.fullBody], slot: '08:00' })).json().result;
    expect(mine).toMatchObject({ cardBenefits: [{ paise: 150_000 }], totalPaise: 0 });
    card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeCheckupsLeft).toBe(0);
  });

  it('an appointment with a typed name that is not the holder’s (no forWhom) pays in full; the holder’s own is still free', async () => {
    const me = await account(t, 'patient', 'Meera Iyer');
    await buyAndPay(me, 'individual');
    const { id: doctorId } = await createDoctor(t, { feePaise: 60_000 });
    const slots = await availableSlots(t, doctorId);
    const book = (startsAt: string | undefined, extra: Record<string, unknown>) =>
      call(me, 'POST', '/api/v1/bookings/book/appointment', {
        doctorId,
        startsAt,
        consultationType: 'video',
        ...extra,
      });
    const forFriend = await book(slots[0]?.startsAt, { patientName: 'Ravi Shankar', patientAge: 41 });
    expect(forFriend.statusCode, forFriend.body).toBe(201);
    expect(forFriend.json().result).toMatchObject({
      cardBenefit: null,
      payablePaise: 60_000,
      familyMemberId: null,
      patient: { name: 'Ravi Shankar' },
    });
    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeConsultationsLeft).toBe(3);
    // The holder's own name, however spaced or cased, is the holder.
    const own = await book(slots[1]?.startsAt, { patientName: '  meera   IYER ' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().result).toMatchObject({ cardBenefit: { paise: 60_000 }, payablePaise: 0 });
  });
});

describe('the receipt', () => {
  it('a paid card has a receipt PDF at 18% GST under SAC 999799 with the payment reference; unpaid or foreign, none', async () => {
    const me = await account(t);
    const { card, paid } = await buyAndPay(me, 'individual');
    const res = await call(me, 'GET', `/api/v1/membership-card/${card.id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/arogya-receipt-HC-\d{12}\.pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('HSN 999799');
    expect(text).toContain('CGST 9%');
    expect(text).toContain(`Payment reference: ${paid.razorpay_payment_id}`);
    const stranger = await account(t);
    expect((await call(stranger, 'GET', `/api/v1/membership-card/${card.id}/receipt`)).statusCode).toBe(404);
    const unpaid = (await call(stranger, 'POST', '/api/v1/membership-card', { planSlug: 'family' })).json()
      .result;
    expect((await call(stranger, 'GET', `/api/v1/membership-card/${unpaid.id}/receipt`)).statusCode).toBe(
      422,
    );
  });
});

describe('the lab checkout quote', () => {
  it("shows the card's free checkup and percentage as lines before booking, with the booking's arithmetic, spending nothing", async () => {
    const me = await account(t);
    const mother = (await addMember(me)).json().result;
    await buyAndPay(me, 'family');
    const labId = await makeLab(t, { capacity: 10 });
    const body = { labId, itemIds: [ITEMS.fullBody, ITEMS.hba1c], forWhom: mother.id };
    const quote = async (b: object = body) => call(me, 'POST', '/api/v1/labs/bookings/quote', b);
    const before = await quote();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().result).toEqual({
      labId,
      subtotalPaise: 190_000,
      cardBenefits: [
        { label: 'Free full-body checkup (health card)', paise: 150_000 },
        { label: 'Health card 15% off', paise: 6_000 },
      ],
      totalPaise: 34_000,
    });
    // Quoting twice spends nothing: the booking still gets the checkup, and its total is the quote's.
    expect((await quote()).json().result.totalPaise).toBe(34_000);
    const booked = (await bookLab(t, me, labId, { itemIds: body.itemIds, forWhom: mother.id })).json().result;
    expect(booked.totalPaise).toBe(34_000);
    const after = (await quote()).json().result;
    expect(after.cardBenefits).toEqual([{ label: 'Health card 15% off', paise: 28_500 }]);
    expect(after.totalPaise).toBe(190_000 - 28_500);
    // The holder is covered too: 15% off a test.
    const self = (await quote({ labId, itemIds: [ITEMS.hba1c] })).json().result;
    expect(self.cardBenefits).toEqual([{ label: 'Health card 15% off', paise: 6_000 }]);
    // No card, no lines; another account's member is refused; a claimed benefit is refused by the schema.
    const stranger = await account(t);
    const plain = await call(stranger, 'POST', '/api/v1/labs/bookings/quote', {
      labId,
      itemIds: [ITEMS.fullBody],
    });
    expect(plain.json().result).toEqual({
      labId,
      subtotalPaise: 150_000,
      cardBenefits: [],
      totalPaise: 150_000,
    });
    const foreign = await call(stranger, 'POST', '/api/v1/labs/bookings/quote', body);
    expect(foreign.statusCode).toBe(400);
    expect((await quote({ ...body, cardDiscountPaise: 190_000 })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/v1/labs/bookings/quote', body)).statusCode).toBe(401);
  });
});

describe('your data', () => {
  it('the export holds family members and cards without the QR secret; deleting the account removes them', async () => {
    const reg = await registerUser(t.app);
    const me = { id: reg.user.id, token: reg.token, headers: bearer(reg.token) };
    const kid = (
      await addMember(me, { name: 'Riya Iyer', relation: 'daughter', dateOfBirth: '2016-06-01' })
    ).json().result;
    const { card } = await buyAndPay(me, 'family');
    const { id: doctorId } = await createDoctor(t);
    const [slot] = await availableSlots(t, doctorId);
    const booked = await call(me, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'video',
      forWhom: kid.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const exported = await call(me, 'GET', '/api/v1/users/me/export');
    const data = exported.json();
    expect(data.familyMembers.map((m: { name: string }) => m.name)).toEqual(['Riya Iyer']);
    expect(data.healthCards).toHaveLength(1);
    expect(data.healthCards[0].benefitsUsed).toHaveLength(1);
    // The card's online payment, with its (empty) refunds, is in the export too.
    const cardPayment = data.payments.find((p: { payableKind: string }) => p.payableKind === 'health_card');
    expect(cardPayment).toMatchObject({ status: 'captured', refunds: [] });
    expect(exported.body).not.toContain(card.verifyPath.split('/').at(-1));
    expect(exported.body).not.toMatch(/verifyToken/);

    const del = await call(me, 'DELETE', '/api/v1/users/me', { password: reg.password });
    expect(del.statusCode, del.body).toBe(200);
    const db = t.ctx.database.db;
    expect(await db.select().from(familyMembers).where(eq(familyMembers.userId, me.id))).toEqual([]);
    expect(await db.select().from(healthCards).where(eq(healthCards.userId, me.id))).toEqual([]);
  });
});

describe('an unpaid purchase', () => {
  it('is released after the hold and then shows as no card; the plan can be bought again', async () => {
    const me = await account(t);
    const bought = (await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'individual' })).json()
      .result;
    const jobs = createPaymentsDeps(t.ctx, {
      health_card: createHealthCardPayable(
        createHealthCardRepository(t.ctx.database.db),
        t.ctx.notifications.notify,
      ),
    });
    await releaseExpiredHolds(jobs, new Date(Date.now() + 16 * 60_000));
    expect((await call(me, 'GET', '/api/v1/membership-card/get')).json().result).toBeNull();
    const again = (await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'individual' })).json()
      .result;
    expect(again.id).not.toBe(bought.id);
    expect(again.status).toBe('awaiting_payment');
  });
});

describe('a consultation for a family member', () => {
  it('is theirs: the call carries the member’s name, as the e-prescription will', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t, 'Meera Iyer');
    const mother = (await addMember(p)).json().result;
    const id = await insertAppointment(t, {
      doctorId: d.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 8 * 60_000),
      minutes: 20,
    });
    await t.ctx.database.db
      .update(appointments)
      .set({ consultationType: 'video', patientName: mother.name, familyMemberId: mother.id })
      .where(eq(appointments.id, id));
    const res = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.ctx.database.db.select().from(calls).where(eq(calls.appointmentId, id));
    expect(row?.patientName).toBe('Kamala Iyer');
  });
});

describe('renewal and expiry', () => {
  it('renews from 15 days before the end, the new year starting the day after; an expired card gives nothing', async () => {
    const me = await account(t);
    const { card } = await buyAndPay(me, 'individual');
    const db = t.ctx.database.db;
    const today = todayIn(new Date());
    // Ten days left: the reminder shows and a renewal may be bought.
    await db
      .update(healthCards)
      .set({ validTo: addDays(today, 9) })
      .where(eq(healthCards.id, card.id));
    const due = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(due).toMatchObject({ id: card.id, renewalDue: true, daysLeft: 10 });
    const { card: renewal } = await buyAndPay(me, 'individual');
    await expect(db.select().from(healthCards).where(eq(healthCards.id, renewal.id))).resolves.toMatchObject([
      { status: 'active', validFrom: addDays(today, 10) },
    ]);
    // The running card is still the one shown; a third purchase is refused.
    const shown = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(shown).toMatchObject({
      id: card.id,
      renewalDue: false,
      renewal: { validFrom: addDays(today, 10) },
    });
    expect((await call(me, 'POST', '/api/v1/membership-card', { planSlug: 'individual' })).statusCode).toBe(
      409,
    );

    // Expired (last day yesterday) and the renewal not started: no free consultation.
    const other = await account(t);
    const { card: old } = await buyAndPay(other, 'individual');
    await db
      .update(healthCards)
      .set({ validFrom: addDays(today, -365), validTo: addDays(today, -1) })
      .where(eq(healthCards.id, old.id));
    expect((await call(other, 'GET', '/api/v1/membership-card/get')).json().result).toMatchObject({
      status: 'expired',
      renewalDue: false,
    });
    const { id: doctorId } = await createDoctor(t);
    const [slot] = await availableSlots(t, doctorId);
    const booked = await call(other, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'video',
    });
    expect(booked.json().result.cardBenefit).toBeNull();
  });
});
