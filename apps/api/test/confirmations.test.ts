// What the confirmations read: an appointment's booking number (APT-<year>-<number>), the fee before
// confirming with the health card counted (POST /api/v1/bookings/quote, spending nothing), and a health
// card's payment (how it was paid, Razorpay's reference).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { availableSlots, createDoctor, createDoctorAccount, insertAppointment } from './doctor-fixtures.ts';
import { type Account, account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaConfirm1',
  keySecret: 'test-key-secret-for-the-confirmations',
  webhookSecret: 'test-webhook-secret-for-the-confirmations',
};

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({ ...KEYS, autoWebhooks: false, refundOutcome: 'manual' });
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

const call = (me: Account, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: me.headers, ...(payload ? { payload } : {}) });

async function buyAndPay(me: Account, planSlug: string) {
  const card = (await call(me, 'POST', '/api/v1/membership-card', { planSlug })).json().result;
  const session = (await call(me, 'POST', '/api/v1/payments', { kind: 'health_card', id: card.id })).json()
    .result;
  const paid = standIn.pay(session.razorpayOrderId, { webhooks: false, method: 'card' }).body;
  const verified = await call(me, 'POST', '/api/v1/payments/razorpay/verify', paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return { card, paid };
}

describe('booking numbers', () => {
  it('every appointment has one, APT-<year>-<number>, in booking order, for the patient and the desk alike', async () => {
    const me = await account(t, 'patient', 'Nisha Rao');
    const doctor = await createDoctorAccount(t, { feePaise: 0 });
    const slots = await availableSlots(t, doctor.doctorId);
    const numbers: string[] = [];
    for (const slot of slots.slice(0, 2)) {
      const res = await call(me, 'POST', '/api/v1/bookings/book/appointment', {
        doctorId: doctor.doctorId,
        startsAt: slot.startsAt,
        consultationType: 'in-person',
      });
      expect(res.statusCode, res.body).toBe(201);
      numbers.push(res.json().result.bookingNumber);
    }
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format();
    for (const n of numbers) expect(n).toMatch(new RegExp(`^APT-${year}-\\d{6,}$`));
    const [first, second] = numbers.map((n) => Number(n.split('-')[2]));
    expect(second).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
    const mine = (await call(me, 'GET', '/api/v1/bookings/booking')).json().result;
    expect(mine.map((a: { bookingNumber: string }) => a.bookingNumber).sort()).toEqual([...numbers].sort());
    const desk = (await call(doctor, 'GET', '/api/v1/doctors/me/appointments?filter=all')).json().result;
    expect(desk.map((a: { bookingNumber: string }) => a.bookingNumber).sort()).toEqual([...numbers].sort());
    // Inserted by other paths (the seeds, a fixture) it gets one too.
    const inserted = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: me.id,
      startsAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const one = (await call(me, 'GET', `/api/v1/bookings/booking/${inserted}`)).json().result;
    expect(one.bookingNumber).toMatch(/^APT-\d{4}-\d{6,}$/);
  });
});

describe('POST /api/v1/bookings/quote: the fee before confirming, the health card counted', () => {
  it("a member's free video consultation is taken off before confirming, and nothing is spent by asking", async () => {
    const me = await account(t, 'patient', 'Kavya Menon');
    const { id: doctorId } = await createDoctor(t, { feePaise: 80_000 });
    const quote = (body: object) =>
      call(me, 'POST', '/api/v1/bookings/quote', { doctorId, consultationType: 'video', ...body });

    const before = await quote({});
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().result).toEqual({ feePaise: 80_000, cardBenefit: null, payablePaise: 80_000 });

    await buyAndPay(me, 'individual');
    const free = (await quote({})).json().result;
    expect(free).toEqual({
      feePaise: 80_000,
      cardBenefit: { label: 'Health card: free video consultation', paise: 80_000 },
      payablePaise: 0,
    });
    expect((await quote({ patientName: '  kavya   MENON' })).json().result.payablePaise).toBe(0);
    // Someone else booked by name, or a clinic visit: the full fee.
    expect((await quote({ patientName: 'Ravi Shankar' })).json().result.payablePaise).toBe(80_000);
    expect((await quote({ consultationType: 'in-person' })).json().result).toMatchObject({
      cardBenefit: null,
      payablePaise: 80_000,
    });
    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card.people[0].freeConsultationsLeft).toBe(3);

    // The booking agrees with the quote.
    const [slot] = await availableSlots(t, doctorId);
    const booked = await call(me, 'POST', '/api/v1/bookings/book/appointment', {
      doctorId,
      startsAt: slot?.startsAt,
      consultationType: 'video',
    });
    expect(booked.json().result).toMatchObject({ cardBenefit: free.cardBenefit, payablePaise: 0 });
  });

  it('refuses an unknown doctor (404), a type the doctor does not offer (422) and someone not of the account (400)', async () => {
    const me = await account(t);
    const { id: doctorId } = await createDoctor(t, { consultationTypes: ['in-person'] });
    const quote = (body: object) => call(me, 'POST', '/api/v1/bookings/quote', body);
    expect((await quote({ doctorId: 'doc_nobody', consultationType: 'video' })).statusCode).toBe(404);
    expect((await quote({ doctorId, consultationType: 'video' })).statusCode).toBe(422);
    const stranger = await quote({ doctorId, consultationType: 'in-person', forWhom: 'fm_other' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details[0].field).toBe('forWhom');
    expect((await quote({ doctorId, consultationType: 'chat' })).statusCode).toBe(400);
  });
});

describe('a health card carries its payment', () => {
  it('how it was paid and Razorpay’s reference, for its confirmation', async () => {
    const me = await account(t);
    const { paid } = await buyAndPay(me, 'family');
    const card = (await call(me, 'GET', '/api/v1/membership-card/get')).json().result;
    expect(card).toMatchObject({
      status: 'active',
      pricePaise: 59_900,
      payment: {
        status: 'paid',
        method: 'card',
        reference: paid.razorpay_payment_id,
        receiptAvailable: true,
      },
    });
  });
});
