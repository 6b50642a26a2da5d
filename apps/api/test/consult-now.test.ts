// Consult now (docs/product-rules.md#consult-now) on PGlite and PostgreSQL, paid through the local Razorpay
// stand-in: the match under races (50 requests and 20 doctors at once), offers timing out to the next doctor,
// offline doctors skipped, the refund after 20 minutes unanswered (a pg-boss job, the test moving the clock),
// the health card's free consultation, and the accepted consultation's call, appointment and receipt.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffers, matchRequests } from '../src/modules/consult-now/match-requests.ts';
import { sweepConsultNow } from '../src/modules/consult-now/sweep-consult-now.ts';
import { listen } from './call-fixtures.ts';
import {
  acceptOffer,
  type ConsultApp,
  consentingPatient,
  consultApp,
  getRequest,
  giveHealthCard,
  onlineDoctor,
  paidRequest,
  presenceOf,
  requestConsult,
  requestRow,
  type StandIn,
  setAvailable,
  sqlRows,
  startStandIn,
  testSpecialty,
} from './consult-fixtures.ts';
import { multipart, PNG } from './pharmacy-fixtures.ts';
import { bearer } from './test-app.ts';

let t: ConsultApp;
let standIn: StandIn;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeAll(async () => {
  standIn = await startStandIn(() => t?.app);
  // The race below sends hundreds of requests at once: they wait for the database rather than being shed.
  t = await consultApp(standIn, undefined, { CONSULT_SWEEP_INTERVAL_MS: '600000', DB_MAX_WAITING: '2000' });
  // The refund queue, worked by the test (drain) rather than by a poll.
  t.ctx.jobs.queue(t.modules.queues[0] as never);
  await t.ctx.jobs.start({ work: false });
}, 180_000);

afterAll(async () => {
  await t?.ctx.jobs.stop();
  await t?.app.close();
  await standIn?.close();
});

const settle = () => t.consult.matcher.idle();

describe('a doctor goes online', () => {
  it('the switch, its refusals, the specialty count and the listing badge', async () => {
    const specialty = await testSpecialty(t);
    const d = await onlineDoctor(t, specialty, false);
    expect(await presenceOf(t.app, d.token)).toMatchObject({
      available: false,
      state: 'offline',
      canTurnOn: true,
    });
    const on = await setAvailable(t.app, d.token, true);
    expect(on).toMatchObject({ available: true, state: 'free', offer: null, waiting: 0 });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/consult-now/specialties?specialty=${specialty}`,
    });
    const mine = list.json().result.specialties.find((s: { id: string }) => s.id === specialty);
    expect(mine).toMatchObject({ feePaise: 40_000, onlineNow: 1, available: 1 });
    expect(list.json().result.matched).toBe(specialty);

    const online = await t.app.inject({
      method: 'GET',
      url: `/api/v1/consult-now/online-doctors?ids=${d.doctorId},doc_nobody`,
    });
    expect(online.json().result.online).toEqual([d.doctorId]);

    // A patient cannot switch anything; a symptom maps to its specialty.
    const p = await consentingPatient(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/consult-now/presence',
      headers: p.headers,
      payload: { available: true },
    });
    expect(refused.statusCode).toBe(403);
    const fever = await t.app.inject({ method: 'GET', url: '/api/v1/consult-now/specialties?symptom=fever' });
    expect(fever.json().result).toMatchObject({ matched: 'spc_general-physician', symptom: 'fever' });

    await setAvailable(t.app, d.token, false);
    expect(await presenceOf(t.app, d.token)).toMatchObject({ available: false, offlineReason: 'manual' });
  });

  it('is refused outside the working hours or on leave, and goes offline when the desk is gone 2 minutes', async () => {
    const specialty = await testSpecialty(t);
    const d = await onlineDoctor(t, specialty, false);
    await t.ctx.database.db.execute(sql`DELETE FROM doctor_schedules WHERE doctor_id = ${d.doctorId}`);
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/consult-now/presence',
      headers: d.headers,
      payload: { available: true },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toMatch(/inside your working hours/);

    const e = await onlineDoctor(t, specialty);
    // The desk's socket: its listen is a heartbeat.
    await t.ctx.database.db.execute(
      sql`UPDATE doctor_presence SET last_seen_at = now() - interval '3 minutes' WHERE doctor_id = ${e.doctorId}`,
    );
    expect((await presenceOf(t.app, e.token)).state).toBe('offline');
    const desk = await listen(t.app, e.token);
    await expect.poll(async () => (await presenceOf(t.app, e.token)).state).toBe('free');
    desk.close();
    // Two minutes without it: the sweep turns the switch off, saying why.
    const later = new Date(Date.now() + 2 * MINUTE + 5 * SECOND);
    await sweepConsultNow(t.consult, later);
    expect(await presenceOf(t.app, e.token)).toMatchObject({ available: false, offlineReason: 'socket' });
  });
});

describe('a patient consults now', () => {
  it('pays, is offered to the doctor free longest, the doctor accepts, and both are in the call', async () => {
    const specialty = await testSpecialty(t, 45_000);
    const first = await onlineDoctor(t, specialty);
    const second = await onlineDoctor(t, specialty);
    const desk = await listen(t.app, first.token);
    const p = await consentingPatient(t, 'Rohan Kulkarni');
    const patientSocket = await listen(t.app, p.token);

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consult-now/quote',
      headers: p.headers,
      payload: { specialtyId: specialty },
    });
    expect(quote.json().result).toMatchObject({
      feePaise: 45_000,
      cardBenefitPaise: 0,
      payablePaise: 45_000,
    });

    const made = await requestConsult(t.app, p, specialty);
    expect(made.statusCode, made.body).toBe(201);
    const request = made.json().result;
    expect(request).toMatchObject({ status: 'awaiting_payment', payablePaise: 45_000, position: null });
    // Asked again: the same request.
    expect((await requestConsult(t.app, p, specialty)).json().result.id).toBe(request.id);

    const { pay } = await import('./consult-fixtures.ts');
    await pay(t.app, standIn, p, request.id);
    await settle();
    const offer = await desk.next('consult-offer');
    expect(offer.offer).toMatchObject({
      requestId: request.id,
      patientAge: 34,
      patientSex: 'female',
      problem: expect.stringMatching(/High fever/),
    });
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(first.doctorId);
    const waiting = await getRequest(t.app, p, request.id);
    expect(waiting).toMatchObject({
      status: 'offered',
      position: 1,
      doctorsAvailable: 2,
      estimateMinutes: 1,
    });
    expect(Date.parse(waiting.refundAt) - Date.parse(waiting.queuedAt)).toBe(20 * MINUTE);
    expect(Date.parse(waiting.promptAt) - Date.parse(waiting.queuedAt)).toBe(10 * MINUTE);

    // Only the doctor it rings may accept it.
    expect((await acceptOffer(t.app, second.token, request.id)).statusCode).toBe(409);
    const accepted = await acceptOffer(t.app, first.token, request.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json();
    expect(session).toMatchObject({ role: 'doctor', call: { status: 'active', callType: 'video' } });
    await expect
      .poll(() => patientSocket.messages.find((m) => m.type === 'consult-request' && m.status === 'accepted'))
      .toMatchObject({ requestId: request.id, callId: session.call.id });

    const join = await t.app.inject({
      method: 'POST',
      url: `/api/v1/consult-now/requests/${request.id}/join`,
      headers: p.headers,
    });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json()).toMatchObject({ role: 'patient', call: { id: session.call.id } });

    // The doctor is busy: the next request goes to the other one.
    expect((await presenceOf(t.app, first.token)).state).toBe('busy');
    const q = await consentingPatient(t);
    const next = await paidRequest(t, standIn, q, specialty);
    await settle();
    expect((await requestRow(t, next.id))?.offered_doctor_id).toBe(second.doctorId);

    // Afterwards it is a consultation like any other: My Appointments, instant, paid, with its receipt.
    const done = await getRequest(t.app, p, request.id);
    expect(done).toMatchObject({ status: 'accepted', doctor: { id: first.doctorId } });
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/v1/calls/${session.call.id}/end`,
      headers: bearer(first.token),
      payload: {},
    });
    expect(end.statusCode, end.body).toBe(200);
    const appt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/booking/${done.appointmentId}`,
      headers: p.headers,
    });
    expect(appt.json().result).toMatchObject({
      bookedVia: 'instant',
      status: 'completed',
      paymentStatus: 'paid',
      payment: { status: 'paid', receiptAvailable: true },
    });
    expect(appt.json().result.payment.reference).toMatch(/^pay_/);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/booking/${done.appointmentId}/receipt`,
      headers: p.headers,
    });
    expect(receipt.statusCode).toBe(200);
    // Free again once the call ended; the desk shows the consultation.
    expect((await presenceOf(t.app, first.token)).state).toBe('free');
    // The patient's data export holds the request, what they told the doctor and its offers.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: p.headers,
    });
    expect(exported.json().consultRequests).toEqual([
      expect.objectContaining({
        id: request.id,
        problem: expect.stringMatching(/High fever/),
        offers: [expect.objectContaining({ doctorId: first.doctorId, outcome: 'accepted' })],
      }),
    ]);
    desk.close();
    patientSocket.close();
  });

  it('an offer not accepted in 30 s moves to the next doctor; two missed and the doctor goes offline', async () => {
    const specialty = await testSpecialty(t);
    const a = await onlineDoctor(t, specialty);
    const b = await onlineDoctor(t, specialty);
    const p = await consentingPatient(t);
    const request = await paidRequest(t, standIn, p, specialty);
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(a.doctorId);

    // Not yet: 29 s later it still rings the first doctor.
    const early = await expireOffers(t.consult, new Date(Date.now() + 29 * SECOND));
    expect(early.map((e) => e.requestId)).not.toContain(request.id);
    const expired = await expireOffers(t.consult, new Date(Date.now() + 31 * SECOND));
    expect(expired).toContainEqual(expect.objectContaining({ requestId: request.id, doctorId: a.doctorId }));
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(b.doctorId);
    // The first doctor can no longer take it.
    expect((await acceptOffer(t.app, a.token, request.id)).statusCode).toBe(409);

    // The second lets it run out too: back to the first, who lets it run out again and goes offline.
    await expireOffers(t.consult, new Date(Date.now() + 62 * SECOND));
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(a.doctorId);
    await expireOffers(t.consult, new Date(Date.now() + 93 * SECOND));
    await settle();
    expect(await presenceOf(t.app, a.token)).toMatchObject({ available: false, offlineReason: 'missed' });
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(b.doctorId);
    const accepted = await acceptOffer(t.app, b.token, request.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('passing sends it on and never back; a doctor going offline while offered is skipped', async () => {
    const specialty = await testSpecialty(t);
    const a = await onlineDoctor(t, specialty);
    const b = await onlineDoctor(t, specialty);
    const c = await onlineDoctor(t, specialty);
    // The doctor free longest has not been heard from for 3 minutes: skipped.
    await t.ctx.database.db.execute(
      sql`UPDATE doctor_presence SET last_seen_at = now() - interval '3 minutes' WHERE doctor_id = ${a.doctorId}`,
    );
    const p = await consentingPatient(t);
    const request = await paidRequest(t, standIn, p, specialty);
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(b.doctorId);

    // b switches off while it rings: taken back at once and offered to c.
    await setAvailable(t.app, b.token, false);
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(c.doctorId);

    // c passes: it waits (a is offline, b off) and is never offered to c again.
    const pass = await t.app.inject({
      method: 'POST',
      url: `/api/v1/consult-now/offers/${request.id}/pass`,
      headers: c.headers,
    });
    expect(pass.statusCode, pass.body).toBe(200);
    await settle();
    await matchRequests(t.consult, new Date());
    expect(await requestRow(t, request.id)).toMatchObject({ status: 'waiting', offered_doctor_id: null });
    // b comes back: offered to b.
    await setAvailable(t.app, b.token, true);
    await settle();
    expect((await requestRow(t, request.id))?.offered_doctor_id).toBe(b.doctorId);
  });

  it("a family's requests take turns: one waits while the account is on another member's call", async () => {
    const specialty = await testSpecialty(t);
    const a = await onlineDoctor(t, specialty);
    const b = await onlineDoctor(t, specialty);
    const p = await consentingPatient(t);
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/v1/family-members',
      headers: p.headers,
      payload: { name: 'Aarav Iyer', relation: 'son', dateOfBirth: '2018-04-02', sex: 'male' },
    });
    expect(member.statusCode, member.body).toBe(201);
    const own = await paidRequest(t, standIn, p, specialty);
    await settle();
    expect((await acceptOffer(t.app, a.token, own.id)).statusCode).toBe(200);
    const made = await requestConsult(t.app, p, specialty, { forWhom: member.json().result.id });
    expect(made.statusCode, made.body).toBe(201);
    const child = made.json().result;
    const { pay } = await import('./consult-fixtures.ts');
    await pay(t.app, standIn, p, child.id);
    await settle();
    // b is free, but the account is on a's call: the child's request waits, keeping its place.
    expect(await requestRow(t, child.id)).toMatchObject({ status: 'waiting', offered_doctor_id: null });
    const call = (await requestRow(t, own.id))?.call_id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/calls/${call}/end`,
      headers: bearer(a.token),
      payload: {},
    });
    await settle();
    expect((await requestRow(t, child.id))?.offered_doctor_id).toBe(b.doctorId);
  });

  it('nobody accepts in 20 minutes: the refund job refunds it in full (the clock moved by the test)', async () => {
    const specialty = await testSpecialty(t, 39_900);
    const p = await consentingPatient(t);
    const request = await paidRequest(t, standIn, p, specialty);
    await settle();
    const waiting = await getRequest(t.app, p, request.id);
    // No doctor online: no estimate is invented.
    expect(waiting).toMatchObject({
      status: 'waiting',
      position: 1,
      doctorsAvailable: 0,
      estimateMinutes: null,
    });
    const jobs = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'consult-now-refund' AND data->>'requestId' = ${request.id}`,
    );
    expect(jobs[0]?.n).toBe(1);

    // The job run early (a clock running ahead of the database's) refunds nothing and is due again.
    const queue = t.modules.queues[0];
    await queue?.run([{ id: 'early', name: 'consult-now-refund', data: { requestId: request.id } }] as never);
    expect((await requestRow(t, request.id))?.status).toBe('waiting');
    const again = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'consult-now-refund'
        AND data->>'requestId' = ${request.id} AND state = 'created'`,
    );
    expect(again[0]?.n).toBe(2);
    // The patient may keep waiting past 10 minutes; at 20 the refund job refunds it.
    const real = t.consult.clock;
    t.consult.clock = () => new Date(Date.now() + 20 * MINUTE + SECOND);
    try {
      await t.ctx.jobs.drain('consult-now-refund', { ignoreStartAfter: true });
    } finally {
      t.consult.clock = real;
    }
    const refunded = await getRequest(t.app, p, request.id);
    expect(refunded).toMatchObject({
      status: 'unanswered',
      paymentStatus: 'refund_pending',
      payment: { refund: { status: 'pending', amountPaise: 39_900 } },
    });
    expect(refunded.endReason).toMatch(/No doctor accepted within 20 minutes/);
    // Once only, whatever runs again.
    await sweepConsultNow(t.consult, new Date(Date.now() + 30 * MINUTE));
    const refunds = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM refunds rf JOIN payments pm ON pm.id = rf.payment_id
        WHERE pm.payable_id = ${request.id}`,
    );
    expect(refunds[0]?.n).toBe(1);
  });

  it('the patient cancels while waiting: refunded in full; after a doctor accepts it cannot be', async () => {
    const specialty = await testSpecialty(t);
    const p = await consentingPatient(t);
    const request = await paidRequest(t, standIn, p, specialty);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/consult-now/requests/${request.id}/cancel`,
      headers: p.headers,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().result).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      payment: { refund: { amountPaise: 40_000 } },
    });
  });

  it('the health card pays it: nothing to pay, in the queue at once; unanswered, the consultation goes back', async () => {
    const specialty = await testSpecialty(t);
    const p = await consentingPatient(t);
    await giveHealthCard(t, p.id);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consult-now/quote',
      headers: p.headers,
      payload: { specialtyId: specialty },
    });
    expect(quote.json().result).toMatchObject({
      feePaise: 40_000,
      cardBenefitPaise: 40_000,
      payablePaise: 0,
    });
    const made = await requestConsult(t.app, p, specialty);
    expect(made.json().result).toMatchObject({
      status: 'waiting',
      paymentStatus: 'not_required',
      cardBenefitPaise: 40_000,
      payablePaise: 0,
      position: 1,
    });
    const uses = async () =>
      (
        await sqlRows<{ n: number }>(
          t,
          sql`SELECT count(*)::int AS n FROM health_card_benefit_uses u JOIN health_cards c ON c.id = u.card_id
            WHERE c.user_id = ${p.id} AND u.released_at IS NULL`,
        )
      )[0]?.n;
    expect(await uses()).toBe(1);
    await sweepConsultNow(t.consult, new Date(Date.now() + 21 * MINUTE));
    expect((await requestRow(t, made.json().result.id))?.status).toBe('unanswered');
    expect(await uses()).toBe(0);

    // Again, with a doctor online: accepted, a free consultation with no payment.
    const d = await onlineDoctor(t, specialty);
    const again = (await requestConsult(t.app, p, specialty)).json().result;
    await settle();
    const accepted = await acceptOffer(t.app, d.token, again.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const row = await requestRow(t, again.id);
    const appt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/booking/${row?.appointment_id}`,
      headers: p.headers,
    });
    expect(appt.json().result).toMatchObject({
      bookedVia: 'instant',
      paymentStatus: 'not_required',
      payablePaise: 0,
    });
    expect(await uses()).toBe(1);
  });

  it('refuses without the teleconsultation consent, a specialty not offered, and a missing age', async () => {
    const specialty = await testSpecialty(t);
    const { createPatient } = await import('./doctor-fixtures.ts');
    const noConsent = await createPatient(t);
    const r1 = await requestConsult(t.app, noConsent as never, specialty);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().message).toMatch(/teleconsultation consent/);
    const p = await consentingPatient(t);
    expect((await requestConsult(t.app, p, 'spc_dentist')).statusCode).toBe(404);
    const r3 = await requestConsult(t.app, p, specialty, { patientAge: undefined });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().details).toEqual([expect.objectContaining({ field: 'patientAge' })]);
    const r4 = await requestConsult(t.app, p, specialty, { problem: 'fever' });
    expect(r4.statusCode).toBe(400);
  });
});

describe('the match under races', () => {
  it('50 requests and 20 doctors at once: every accepted request has one doctor, no doctor two at a time', async () => {
    const specialty = await testSpecialty(t);
    const doctorsList = await Promise.all(Array.from({ length: 20 }, () => onlineDoctor(t, specialty)));
    const patients = await Promise.all(
      Array.from({ length: 50 }, (_, i) => consentingPatient(t, `Patient ${i}`)),
    );
    // Fifty pay at once while matchers run at once.
    const requests = await Promise.all([
      ...patients.map((p) => paidRequest(t, standIn, p, specialty)),
      matchRequests(t.consult, new Date()),
      matchRequests(t.consult, new Date()),
    ]).then((all) => all.slice(0, 50) as { id: string }[]);
    await Promise.all([settle(), matchRequests(t.consult, new Date()), matchRequests(t.consult, new Date())]);

    const ids = requests.map((r) => r.id);
    const accepted = new Map<string, string>();
    for (let round = 0; round < 10 && accepted.size < 50; round++) {
      await Promise.all([matchRequests(t.consult, new Date()), matchRequests(t.consult, new Date())]);
      await settle();
      const offered = await sqlRows<{ id: string; offered_doctor_id: string }>(
        t,
        sql`SELECT id, offered_doctor_id FROM consult_requests WHERE specialty_id = ${specialty} AND status = 'offered'`,
      );
      // One request per doctor ringing at a time.
      expect(new Set(offered.map((o) => o.offered_doctor_id)).size).toBe(offered.length);
      expect(offered.length).toBe(Math.min(20, 50 - accepted.size));
      // The oldest-paid first: from the second round on every payment had long committed when the round
      // was matched, so no request still waiting paid before one ringing. (The first round was matched
      // while payments were committing: a payment is seen when it commits, whatever its paid_at says.)
      if (round > 0) {
        const [gap] = await sqlRows<{ ringing: string | null; waiting: string | null }>(
          t,
          sql`SELECT max(paid_at) FILTER (WHERE status = 'offered')::text AS ringing,
                min(paid_at) FILTER (WHERE status = 'waiting')::text AS waiting
              FROM consult_requests WHERE specialty_id = ${specialty}`,
        );
        if (gap?.ringing && gap.waiting)
          expect(new Date(gap.ringing).getTime()).toBeLessThanOrEqual(new Date(gap.waiting).getTime());
      }
      // Every doctor tries to accept every ringing request at once: only their own succeeds.
      const tries = await Promise.all(
        doctorsList.flatMap((d) =>
          offered.map(async (o) => ({ d, o, res: await acceptOffer(t.app, d.token, o.id) })),
        ),
      );
      for (const { d, o, res } of tries) {
        expect(res.statusCode, res.body).toBe(o.offered_doctor_id === d.doctorId ? 200 : 409);
        if (res.statusCode === 200) accepted.set(o.id, d.doctorId);
      }
      // The doctors end their calls; free again for the next round.
      await Promise.all(
        tries
          .filter((x) => x.res.statusCode === 200)
          .map((x) =>
            t.app.inject({
              method: 'POST',
              url: `/api/v1/calls/${x.res.json().call.id}/end`,
              headers: bearer(x.d.token),
              payload: {},
            }),
          ),
      );
    }
    expect(accepted.size).toBe(50);
    const rows = await sqlRows<{ id: string; accepted_doctor_id: string; status: string; call_id: string }>(
      t,
      sql`SELECT id, accepted_doctor_id, status, call_id FROM consult_requests WHERE specialty_id = ${specialty}`,
    );
    expect(rows.every((r) => r.status === 'accepted' && ids.includes(r.id))).toBe(true);
    for (const r of rows) expect(r.accepted_doctor_id).toBe(accepted.get(r.id));
    // Nobody was ever rung by two requests at once, nor a request rung at two doctors at once.
    const overlaps = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM consult_offers a JOIN consult_offers b ON a.id < b.id
        AND (a.doctor_id = b.doctor_id OR a.request_id = b.request_id)
        AND tstzrange(a.offered_at, a.ended_at) && tstzrange(b.offered_at, b.ended_at)
        WHERE a.request_id IN (SELECT id FROM consult_requests WHERE specialty_id = ${specialty})`,
    );
    expect(overlaps[0]?.n).toBe(0);
  }, 180_000);
});

describe("the problem's photos", () => {
  it('are read by the patient and the doctor the request is offered to (audited), by no other doctor', async () => {
    const specialty = await testSpecialty(t);
    const doctor = await onlineDoctor(t, specialty);
    const other = await onlineDoctor(t, await testSpecialty(t));
    const p = await consentingPatient(t, 'Kavya Menon');
    const form = multipart([{ name: 'image', filename: 'rash.png', type: 'image/png', data: PNG }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consult-now/photos',
      headers: { ...p.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().result.id as string;
    const made = await requestConsult(t.app, p, specialty, { photoIds: [photoId] });
    expect(made.statusCode, made.body).toBe(201);
    const requestId = made.json().result.id as string;
    const { pay } = await import('./consult-fixtures.ts');
    await pay(t.app, standIn, p, requestId);
    await settle();
    expect((await requestRow(t, requestId))?.offered_doctor_id).toBe(doctor.doctorId);

    const url = `/api/v1/consult-now/requests/${requestId}/photos/${photoId}`;
    const own = await t.app.inject({ method: 'GET', url, headers: p.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url, headers: doctor.headers });
    expect(read.statusCode).toBe(200);
    const rows = await sqlRows<{ actor_id: string; subject_user_id: string }>(
      t,
      sql`SELECT actor_id, subject_user_id FROM audit_log
           WHERE action = 'consult_request.photo.read' AND resource_id = ${requestId}`,
    );
    // The doctor's read, not the patient's own nor the refused one.
    expect(rows).toEqual([{ actor_id: doctor.id, subject_user_id: p.id }]);
  });
});
