// Fixtures for the consult-now API tests: an app whose modules the test holds (to run its matcher, sweep and
// jobs at the times it chooses), a specialty of the test's own with an instant fee (so tests never share
// online doctors), doctors who switch themselves on, patients who consented, and paying through the local
// Razorpay stand-in.
import { randomUUID } from 'node:crypto';
import { TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startRazorpayStandIn } from '../../../scripts/razorpay-stand-in/stand-in.mjs';
import { buildApp } from '../src/app.ts';
import { composeModules, createContext } from '../src/compose.ts';
import { instantFees } from '../src/db/schema/consult-now.ts';
import { doctors, specialties } from '../src/db/schema/doctors.ts';
import { healthCards } from '../src/db/schema/health-card.ts';
import type { AppContext } from '../src/lib/context.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import type { ConsultNowDeps } from '../src/modules/consult-now/consult-now-deps.ts';
import { createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { bearer, TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

export const KEYS = {
  keyId: 'rzp_test_ArogyaConsultNow',
  keySecret: 'test-key-secret-for-the-consult-now-stand-in',
  webhookSecret: 'test-webhook-secret-for-the-consult-now-stand-in',
};

export type StandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

export type ConsultApp = {
  app: FastifyInstance;
  ctx: AppContext;
  consult: ConsultNowDeps;
  modules: ReturnType<typeof composeModules>;
};

/** An app on the shared test database, with the Razorpay keys of `standIn` and its modules at hand. */
export async function consultApp(standIn: StandIn, redis?: unknown, env: Record<string, string> = {}) {
  const ctx = createContext(
    testEnv({
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
      ...env,
    }),
    await testDatabase(),
    TEST_JWT_SECRET,
    redis,
  );
  const modules = composeModules(ctx);
  const app = await buildApp(ctx, { webDistDir: false, modules });
  await app.ready();
  return { app, ctx, consult: modules.consult, modules } satisfies ConsultApp;
}

export function startStandIn(deliver: () => FastifyInstance | undefined) {
  return startRazorpayStandIn({
    ...KEYS,
    autoWebhooks: false,
    refundOutcome: 'manual',
    deliverWebhook: async (rawBody: string, headers: Record<string, string>) => {
      const app = deliver();
      if (!app) return 503;
      return (
        await app.inject({
          method: 'POST',
          url: '/api/v1/payments/razorpay/webhook',
          headers,
          payload: rawBody,
        })
      ).statusCode;
    },
  });
}

let counter = 0;

/** A specialty of the test's own, offered for consult now at `feePaise`. */
export async function testSpecialty(t: ConsultApp, feePaise = 40_000) {
  const slug = `t-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  const id = `spc_${slug}`;
  await t.ctx.database.db.insert(specialties).values({
    id,
    slug,
    name: `Test Specialty ${slug}`,
    // Every specialty of the catalogue has its Hindi name (search-hindi.test.ts checks them all).
    nameHi: `परीक्षण विशेषज्ञता ${slug}`,
    icon: 'stethoscope',
    description: 'For tests.',
    departmentId: 'dep_general',
  });
  await t.ctx.database.db.insert(instantFees).values({ specialtyId: id, feePaise });
  return id;
}

export type Doctor = Awaited<ReturnType<typeof onlineDoctor>>;

/** A doctor of the specialty with an account, hours all day, switched on ('Available for instant
 * consultations'), unless `online` is false. */
export async function onlineDoctor(t: ConsultApp, specialtyId: string, online = true) {
  const d = await createDoctorAccount(t, { consultationTypes: ['in-person', 'video', 'audio'] });
  await t.ctx.database.db.update(doctors).set({ specialtyId }).where(eq(doctors.id, d.doctorId));
  if (online) await setAvailable(t.app, d.token, true);
  return d;
}

export async function setAvailable(app: FastifyInstance, token: string, available: boolean) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/consult-now/presence',
    headers: bearer(token),
    payload: { available },
  });
  if (res.statusCode !== 200) throw new Error(`presence failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export async function presenceOf(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/consult-now/presence',
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`presence failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export async function consentingPatient(t: ConsultApp, name = 'Meera Iyer') {
  const p = await createPatient(t, name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/calls/consent',
    headers: p.headers,
    payload: { accept: true, version: TELECONSULTATION_CONSENT_VERSION },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  return p;
}

export type Patient = Awaited<ReturnType<typeof consentingPatient>>;

export function requestConsult(app: FastifyInstance, p: Patient, specialtyId: string, extra = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/consult-now/requests',
    headers: p.headers,
    payload: {
      specialtyId,
      problem: 'High fever since last night, 102°F, and body ache',
      patientAge: 34,
      patientGender: 'female',
      ...extra,
    },
  });
}

/** Makes a request and pays it in the stand-in's Checkout (the browser's callback verifies it). */
export async function paidRequest(
  t: ConsultApp,
  standIn: StandIn,
  p: Patient,
  specialtyId: string,
  app = t.app,
) {
  const made = await requestConsult(app, p, specialtyId);
  if (made.statusCode !== 201) throw new Error(`request failed: ${made.statusCode} ${made.body}`);
  const request = made.json().result as { id: string; status: string };
  await pay(app, standIn, p, request.id);
  return request;
}

export async function pay(app: FastifyInstance, standIn: StandIn, p: Patient, requestId: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: p.headers,
    payload: { kind: 'consult_request', id: requestId },
  });
  if (started.statusCode !== 201 && started.statusCode !== 200)
    throw new Error(`payment start failed: ${started.statusCode} ${started.body}`);
  const session = started.json().result as { razorpayOrderId: string; amountPaise: number };
  const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    headers: p.headers,
    payload: paid,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return session;
}

export async function getRequest(app: FastifyInstance, p: Patient, id: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/consult-now/requests/${id}`,
    headers: p.headers,
  });
  if (res.statusCode !== 200) throw new Error(`get request failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export function acceptOffer(app: FastifyInstance, token: string, requestId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/consult-now/offers/${requestId}/accept`,
    headers: bearer(token),
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The request's row as stored. */
export async function requestRow(t: ConsultApp, id: string) {
  const [row] = rowsOf<{
    status: string;
    offered_doctor_id: string | null;
    accepted_doctor_id: string | null;
    payment_status: string;
    call_id: string | null;
    appointment_id: string | null;
  }>(await t.ctx.database.db.execute(sql`SELECT * FROM consult_requests WHERE id = ${id}`));
  return row;
}

export async function sqlRows<T>(t: ConsultApp, query: ReturnType<typeof sql>) {
  return rowsOf<T>(await t.ctx.database.db.execute(query));
}

/** An active health card for the patient (a plan with free video consultations). */
export async function giveHealthCard(t: ConsultApp, userId: string) {
  const today = todayIn(new Date());
  await t.ctx.database.db.insert(healthCards).values({
    id: randomUUID(),
    userId,
    planId: 'plan_individual',
    cardNumber: `AROGYA-T${randomUUID().slice(0, 8)}`,
    verifyToken: randomUUID(),
    status: 'active',
    validFrom: addDays(today, -10),
    validTo: addDays(today, 355),
    pricePaise: 29_900,
    paymentStatus: 'paid',
  });
}
