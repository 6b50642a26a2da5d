// Consultations paid online against the local Razorpay stand-in (docs/product-rules.md#payments): video and
// audio consultations are paid before the call (the slot held while unpaid, released after the hold; the
// call refuses an unpaid one); a clinic visit is paid online or at the clinic; nothing to pay needs no
// payment; cancelling inside the window refunds through Razorpay. Runs on PGlite and PostgreSQL.
import { INSTANT_CONSULTATION_MINUTES, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSignature, startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { createAppointmentsRepository } from '../src/modules/appointments/appointments.repository.ts';
import { createConsultationPayable } from '../src/modules/appointments/consultation-payable.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../src/modules/payments/payments-deps.ts';
import { releaseExpiredHolds } from '../src/modules/payments/reconcile-payments.ts';
import { accept, callingDoctor, consentingPatient, initiate } from './call-fixtures.ts';
import { availableSlots, bookRequest, createDoctor, createPatient } from './doctor-fixtures.ts';
import { pdfText, pdfWrittenText } from './pdf-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_test_ArogyaConsult1',
  keySecret: 'test-key-secret-for-the-consult-stand-in',
  webhookSecret: 'test-webhook-secret-for-the-consult-stand-in',
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
    appointment: createConsultationPayable(
      createAppointmentsRepository(t.ctx.database.db),
      t.ctx.notifications.notify,
    ),
  });
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await standIn?.close();
});

type Patient = { id: string; token: string; headers: Record<string, string> };

const startPayment = (p: Patient, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: p.headers,
    payload: { kind: 'appointment', id },
  });
const verify = (p: Patient, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: p.headers,
    payload: body,
  });
const getAppointment = async (p: Patient, id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/bookings/booking/${id}`,
    headers: p.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const cancel = (p: Patient, appointmentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings/cancel-appointment',
    headers: p.headers,
    payload: { appointmentId },
  });

async function book(
  p: Patient,
  doctorId: string,
  consultationType: string,
  extra: Record<string, unknown> = {},
  slotIndex = 0,
) {
  const slots = await availableSlots(t, doctorId);
  const slot = slots[slotIndex];
  const res = await bookRequest(t, p.token, {
    doctorId,
    startsAt: slot?.startsAt,
    consultationType,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { appointment: res.json().result, startsAt: slot?.startsAt as string };
}

async function pay(p: Patient, id: string) {
  const s = (await startPayment(p, id)).json().result;
  const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
  const res = await verify(p, paid);
  expect(res.statusCode, res.body).toBe(200);
  return { session: s, paid };
}

describe('a video consultation is paid before the call', () => {
  it('is booked awaiting payment, holds its slot, and the callback pays it once verified', async () => {
    const doctor = await createDoctor(t, { feePaise: 70_000 });
    const p = await createPatient(t);
    const { appointment, startsAt } = await book(p, doctor.id, 'video');
    expect(appointment).toMatchObject({
      paymentStatus: 'awaiting_payment',
      payablePaise: 70_000,
      payment: { status: 'awaiting_payment', label: 'Awaiting payment' },
    });
    // The slot is taken while held.
    const other = await createPatient(t);
    const taken = await bookRequest(t, other.token, {
      doctorId: doctor.id,
      startsAt,
      consultationType: 'video',
    });
    expect(taken.statusCode).toBe(409);

    const s = (await startPayment(p, appointment.id)).json().result;
    expect(s.amountPaise).toBe(70_000);
    const paid = standIn.pay(s.razorpayOrderId, { webhooks: false }).body;
    // A forged signature is refused and nothing is paid.
    expect((await verify(p, { ...paid, razorpay_signature: 'c'.repeat(64) })).statusCode).toBe(400);
    const wrongKey = checkoutSignature('not-the-secret', s.razorpayOrderId, paid.razorpay_payment_id);
    expect((await verify(p, { ...paid, razorpay_signature: wrongKey })).statusCode).toBe(400);
    expect((await getAppointment(p, appointment.id)).paymentStatus).toBe('awaiting_payment');

    // Callback and webhook racing, five times each: paid once.
    const payment = standIn.payments.get(paid.razorpay_payment_id);
    const all = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => verify(p, paid)),
      ...[1, 2, 3, 4, 5].map(() => standIn.paymentEvent('payment.captured', payment)),
    ]);
    for (const r of all.slice(0, 5)) expect((r as { statusCode: number }).statusCode).toBe(200);
    const current = await getAppointment(p, appointment.id);
    expect(current.paymentStatus).toBe('paid');
    expect(current.payment).toMatchObject({
      status: 'paid',
      reference: paid.razorpay_payment_id,
      refund: null,
    });
    expect((await startPayment(p, appointment.id)).statusCode).toBe(409);
  });

  it('the call refuses an unpaid consultation and admits a paid one', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const { appointment } = await book(p, d.doctorId, 'video');
    // Its time has come (moved into the join window).
    await t.ctx.database.db.execute(
      sql`update appointments set starts_at = now() + interval '5 minutes', ends_at = now() + interval '35 minutes' where id = ${appointment.id}`,
    );
    const unpaid = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: appointment.id,
    });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().message).toMatch(/pay for this consultation before joining/);
    await pay(p, appointment.id);
    const ok = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: appointment.id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('unpaid after the hold, it is cancelled and its slot bookable again; a later payment is refunded', async () => {
    const doctor = await createDoctor(t, { consultationTypes: ['in-person', 'video', 'audio'] });
    const p = await createPatient(t);
    const { appointment, startsAt } = await book(p, doctor.id, 'audio');
    const s = (await startPayment(p, appointment.id)).json().result;
    const released = await releaseExpiredHolds(
      jobs,
      new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * MINUTE),
    );
    expect(released).toContain(appointment.id);
    let current = await getAppointment(p, appointment.id);
    expect(current).toMatchObject({ status: 'cancelled', paymentStatus: 'not_paid' });
    expect(current.cancelReason).toMatch(/within 15 minutes/);
    const other = await createPatient(t);
    const again = await bookRequest(t, other.token, {
      doctorId: doctor.id,
      startsAt,
      consultationType: 'audio',
    });
    expect(again.statusCode, again.body).toBe(201);

    standIn.pay(s.razorpayOrderId, { webhooks: false });
    const payment = [...standIn.payments.values()].find((x) => x.order_id === s.razorpayOrderId);
    await standIn.paymentEvent('payment.captured', payment);
    current = await getAppointment(p, appointment.id);
    expect(current.paymentStatus).toBe('refund_pending');
    expect(current.payment.refund).toMatchObject({ status: 'pending', amountPaise: 50_000 });
  });
});

describe('consult now: an instant consultation is paid before the call', () => {
  const instant = (p: Patient, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/bookings/instant', headers: p.headers, payload });

  it('a call without an appointment asks for payment; consult now books from this minute, once, and the paid call rings', async () => {
    const d = await callingDoctor(t, { feePaise: 60_000 });
    const p = await consentingPatient(t);
    const bare = await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toMatch(/pay for the consultation before the call/);

    const before = Date.now();
    const res = await instant(p, { doctorId: d.doctorId, consultationType: 'video', reason: 'Fever' });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().result;
    expect(a).toMatchObject({
      bookedVia: 'instant',
      consultationType: 'video',
      status: 'booked',
      paymentStatus: 'awaiting_payment',
      payablePaise: 60_000,
      duration: INSTANT_CONSULTATION_MINUTES,
      canReschedule: false,
      canCancel: true,
      reason: 'Fever',
    });
    expect(Math.abs(Date.parse(a.startsAt) - before)).toBeLessThan(2 * MINUTE);
    // Asked again (a reload, a second tap): the same consultation, not a second one.
    const again = await instant(p, { doctorId: d.doctorId, consultationType: 'video' });
    expect(again.statusCode).toBe(201);
    expect(again.json().result.id).toBe(a.id);

    const unpaid = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: a.id,
    });
    expect(unpaid.statusCode).toBe(422);
    await pay(p, a.id);
    const rung = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: a.id,
    });
    expect(rung.statusCode, rung.body).toBe(201);
    // Answered, it was given: no longer cancellable.
    await accept(t.app, d.token, rung.json().call.id);
    expect((await getAppointment(p, a.id)).canCancel).toBe(false);
    const refused = await cancel(p, a.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/answered this consultation/);
  });

  it('unanswered, its patient cancels it at any time and is refunded in full', async () => {
    const d = await callingDoctor(t, { feePaise: 45_000 });
    const p = await consentingPatient(t);
    const a = (await instant(p, { doctorId: d.doctorId, consultationType: 'audio' })).json().result;
    const { paid } = await pay(p, a.id);
    // The doctor did not pick up.
    const rung = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'audio',
      appointmentId: a.id,
    });
    expect(rung.statusCode).toBe(201);
    // Neither the doctor nor another account may cancel it for the patient.
    const byDoctor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/cancel-appointment',
      headers: { authorization: `Bearer ${d.token}` },
      payload: { appointmentId: a.id },
    });
    expect(byDoctor.statusCode).toBe(422);
    const res = await cancel(p, a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      payment: { refund: { status: 'pending', amountPaise: 45_000 } },
    });
    expect([...standIn.refunds.values()].some((r) => r.payment_id === paid.razorpay_payment_id)).toBe(true);
  });

  it('refuses a doctor who is off duty or not offering the type, takes none of the doctor’s slots; a free card consultation needs no payment', async () => {
    const off = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const offRes = await instant(p, { doctorId: off.doctorId, consultationType: 'video' });
    expect(offRes.statusCode).toBe(422);
    expect(offRes.json().message).toMatch(/not available for consultations now/);

    // A booked patient at that time does not stop it, and it takes none of the doctor's slots: calls are
    // one at a time anyway.
    const busy = await callingDoctor(t);
    const other = await createPatient(t);
    const { appointment } = await book(other, busy.doctorId, 'video');
    await t.ctx.database.db.execute(
      sql`update appointments set starts_at = now() + interval '10 minutes', ends_at = now() + interval '70 minutes' where id = ${appointment.id}`,
    );
    const slotsBefore = (await availableSlots(t, busy.doctorId)).length;
    const busyRes = await instant(p, { doctorId: busy.doctorId, consultationType: 'video' });
    expect(busyRes.statusCode, busyRes.body).toBe(201);
    expect((await availableSlots(t, busy.doctorId)).length).toBe(slotsBefore);
    // The same person is never in two consultations at once.
    const second = await callingDoctor(t);
    const twice = await instant(p, { doctorId: second.doctorId, consultationType: 'video' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already have another appointment at this time/);
    await cancel(p, busyRes.json().result.id);

    const videoOnly = await callingDoctor(t, { consultationTypes: ['video'] });
    expect((await instant(p, { doctorId: videoOnly.doctorId, consultationType: 'audio' })).statusCode).toBe(
      422,
    );
    expect((await instant(p, { doctorId: videoOnly.doctorId, consultationType: 'chat' })).statusCode).toBe(
      400,
    );

    const free = await callingDoctor(t, { feePaise: 0 });
    const freeRes = await instant(p, { doctorId: free.doctorId, consultationType: 'video' });
    expect(freeRes.json().result).toMatchObject({ paymentStatus: 'not_required', payment: null });
    // A doctor charging nothing is also called without booking, as before.
    expect((await initiate(t.app, p.token, { doctorId: free.doctorId, callType: 'video' })).statusCode).toBe(
      201,
    );
  });
});

describe('clinic visits, free consultations and refunds', () => {
  it('a clinic visit is paid at the clinic by default, or online when chosen', async () => {
    const doctor = await createDoctor(t);
    const p = await createPatient(t);
    const atClinic = (await book(p, doctor.id, 'in-person', {}, 0)).appointment;
    expect(atClinic).toMatchObject({ paymentStatus: 'pay_at_clinic', payment: null });
    expect((await startPayment(p, atClinic.id)).statusCode).toBe(404);
    const online = (await book(p, doctor.id, 'in-person', { paymentMethod: 'online' }, 1)).appointment;
    expect(online.paymentStatus).toBe('awaiting_payment');
  });

  it('nothing to pay needs no payment', async () => {
    const doctor = await createDoctor(t, { feePaise: 0 });
    const p = await createPatient(t);
    const { appointment } = await book(p, doctor.id, 'video');
    expect(appointment).toMatchObject({ paymentStatus: 'not_required', payablePaise: 0, payment: null });
  });

  it('cancelling a paid consultation inside the window refunds it in full through Razorpay', async () => {
    const doctor = await createDoctor(t);
    const p = await createPatient(t);
    const { appointment } = await book(p, doctor.id, 'video', {}, 3);
    const { paid } = await pay(p, appointment.id);
    const res = await cancel(p, appointment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      payment: { refund: { status: 'pending', amountPaise: 50_000 } },
    });
    const refund = [...standIn.refunds.values()].find((r) => r.payment_id === paid.razorpay_payment_id);
    await standIn.settleRefund(refund.id, 'processed');
    const current = await getAppointment(p, appointment.id);
    expect(current.payment).toMatchObject({ status: 'refunded', label: 'Refunded' });
  });

  it('cancelling one still awaiting payment leaves it not paid, with no refund', async () => {
    const doctor = await createDoctor(t);
    const p = await createPatient(t);
    const { appointment } = await book(p, doctor.id, 'video');
    const res = await cancel(p, appointment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'not_paid', payment: { refund: null } });
  });
});

describe('receipts', () => {
  const receipt = (p: Patient, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/bookings/booking/${id}/receipt`, headers: p.headers });

  it('a paid consultation has a receipt PDF for its patient only: exempt, the payment reference, no GSTIN invented', async () => {
    const doctor = await createDoctor(t, { feePaise: 65_000 });
    const p = await createPatient(t);
    const { appointment } = await book(p, doctor.id, 'video');
    expect((await receipt(p, appointment.id)).statusCode).toBe(422);
    const { paid } = await pay(p, appointment.id);
    expect((await getAppointment(p, appointment.id)).payment.receiptAvailable).toBe(true);
    const res = await receipt(p, appointment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="arogya-receipt-.+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Video consultation with Dr.');
    expect(text).toContain('HSN 9993');
    expect(text).toContain('GST exempt');
    expect(text).toContain(`Payment reference: ${paid.razorpay_payment_id}`);
    expect(text).not.toContain('GSTIN');
    // Another patient finds nothing.
    expect((await receipt(await createPatient(t), appointment.id)).statusCode).toBe(404);
  });

  it('a Hindi-language patient’s receipt prints its labels in Hindi and the name as written, in under 100 KB', async () => {
    const doctor = await createDoctor(t, { feePaise: 65_000 });
    const p = await createPatient(t, 'प्रिया शर्मा');
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/language',
      headers: p.headers,
      payload: { language: 'hi' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const { appointment } = await book(p, doctor.id, 'video');
    const { paid } = await pay(p, appointment.id);
    const res = await receipt(p, appointment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(100_000);
    const text = await pdfText(res.rawPayload);
    // The glyphs as drawn (Devanagari shaped, so in visual order), and the lines as written (ActualText).
    expect(text).toContain(paid.razorpay_payment_id);
    expect(text).not.toContain('Payment reference');
    const written = await pdfWrittenText(res.rawPayload);
    expect(written).toContain('प्रिया शर्मा');
    expect(written).toContain('भुगतान रसीद');
    expect(written).toContain(`भुगतान संदर्भ: ${paid.razorpay_payment_id}`);
    expect(written.some((l) => l.includes('के साथ वीडियो परामर्श'))).toBe(true);
    // The doctor's title in Hindi, as the Hindi pages print it.
    const line = written.find((l) => l.includes('के साथ वीडियो परामर्श')) ?? '';
    expect(line).toMatch(/^डॉ\. /);
    expect(written.some((l) => l.includes('GST से छूट'))).toBe(true);
  });

  it('a clinic visit paid at the clinic has none', async () => {
    const doctor = await createDoctor(t);
    const p = await createPatient(t);
    const { appointment } = await book(p, doctor.id, 'in-person');
    expect((await receipt(p, appointment.id)).statusCode).toBe(422);
  });
});

describe('without Razorpay keys', () => {
  it('books as before: nothing to pay online', async () => {
    const plain = await createTestApp();
    try {
      const doctor = await createDoctor(plain);
      const p = await createPatient(plain);
      const [slot] = await availableSlots(plain, doctor.id);
      const res = await bookRequest(plain, p.token, {
        doctorId: doctor.id,
        startsAt: slot?.startsAt,
        consultationType: 'video',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toMatchObject({ paymentStatus: 'not_required', payment: null });
    } finally {
      await plain.app.close();
    }
  });
});
