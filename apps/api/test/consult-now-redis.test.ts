// Consult now on two API instances sharing one database and one Redis (127.0.0.1:6379, or
// CALLS_TEST_REDIS_URL): the doctor's desk is connected to one, the patient pays through the other; the offer
// rings the desk through Redis, the acceptance reaches the patient's waiting screen through Redis, and both
// land in the call. Then both instances match at once: one request never rings two doctors, one doctor
// never two requests. Meaningful on PostgreSQL (run with DATABASE_URL); on PGlite both instances share one
// in-process database.

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRequests } from '../src/modules/consult-now/match-requests.ts';
import { joinCall, listen } from './call-fixtures.ts';
import {
  acceptOffer,
  type ConsultApp,
  consentingPatient,
  consultApp,
  onlineDoctor,
  paidRequest,
  type StandIn,
  sqlRows,
  startStandIn,
  testSpecialty,
} from './consult-fixtures.ts';
import { bearer } from './test-app.ts';

const REDIS_URL = process.env.CALLS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `arogya-test-consult:${process.pid}:${Date.now().toString(36)}:`;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();
if (!reachable)
  console.warn(
    `\n!!! Redis is not reachable at ${REDIS_URL}: the two-instance consult-now test is SKIPPED.\n`,
  );

type Instance = ConsultApp & { redis: Redis };
const instances: Instance[] = [];
let standIn: StandIn;

async function instance(): Promise<Instance> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const made = await consultApp(standIn, redis, {
    CALL_CHANNEL_PREFIX: PREFIX,
    CONSULT_SWEEP_INTERVAL_MS: '600000',
    DB_MAX_WAITING: '2000',
  });
  const one = { ...made, redis };
  instances.push(one);
  return one;
}

describe.skipIf(!reachable)('consult now across two API instances', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    standIn = await startStandIn(() => a?.app);
    a = await instance();
    b = await instance();
  }, 180_000);
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      i.redis.disconnect();
    }
    await standIn?.close();
  });

  it('the desk on one instance rings for a patient paying on the other; accepted, both are in the call', async () => {
    expect(a.ctx.signalling.kind).toBe('redis');
    const specialty = await testSpecialty(a);
    const d = await onlineDoctor(b, specialty);
    const desk = await listen(b.app, d.token);
    const p = await consentingPatient(a, 'Farah Sheikh');
    const waiting = await listen(a.app, p.token);

    const request = await paidRequest(a, standIn, p, specialty, a.app);
    const offer = await desk.next('consult-offer', 10_000);
    expect(offer.offer).toMatchObject({ requestId: request.id, patientAge: 34 });

    const accepted = await acceptOffer(b.app, d.token, request.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json();
    await expect
      .poll(() => waiting.messages.find((m) => m.type === 'consult-request' && m.status === 'accepted'))
      .toMatchObject({ requestId: request.id, callId: session.call.id });
    const join = await a.app.inject({
      method: 'POST',
      url: `/api/v1/consult-now/requests/${request.id}/join`,
      headers: p.headers,
    });
    expect(join.statusCode, join.body).toBe(200);

    const patient = await joinCall(a.app, session.call.id, join.json().token, 'pat');
    const doctor = await joinCall(b.app, session.call.id, session.token, 'doc');
    expect(await patient.next('peer-joined')).toMatchObject({ peer: { clientId: doctor.clientId } });
    patient.send({ type: 'hangup' });
    expect((await doctor.next('call-status')).status).toBe('completed');
    await doctor.closed;
    await patient.closed;
    desk.close();
    waiting.close();
  });

  it('both instances match at once: every request one doctor, every doctor one request', async () => {
    const specialty = await testSpecialty(a);
    const doctorsList = await Promise.all(
      Array.from({ length: 10 }, (_, i) => onlineDoctor(i % 2 ? a : b, specialty)),
    );
    const patients = await Promise.all(Array.from({ length: 30 }, (_, i) => consentingPatient(a, `P ${i}`)));
    await Promise.all([
      ...patients.map((p, i) => paidRequest(a, standIn, p, specialty, (i % 2 ? a : b).app)),
      matchRequests(a.consult, new Date()),
      matchRequests(b.consult, new Date()),
    ]);
    let accepted = 0;
    for (let round = 0; round < 8 && accepted < 30; round++) {
      await Promise.all([
        matchRequests(a.consult, new Date()),
        matchRequests(b.consult, new Date()),
        a.consult.matcher.idle(),
        b.consult.matcher.idle(),
      ]);
      const offered = await sqlRows<{ id: string; offered_doctor_id: string }>(
        a,
        sql`SELECT id, offered_doctor_id FROM consult_requests WHERE specialty_id = ${specialty} AND status = 'offered'`,
      );
      expect(new Set(offered.map((o) => o.offered_doctor_id)).size).toBe(offered.length);
      expect(offered.length).toBe(Math.min(10, 30 - accepted));
      // Each doctor tries every ringing request through both instances at once.
      const tries = await Promise.all(
        doctorsList.flatMap((d) =>
          offered.flatMap((o) =>
            [a, b].map(async (i) => ({ d, o, res: await acceptOffer(i.app, d.token, o.id) })),
          ),
        ),
      );
      const won = tries.filter((x) => x.res.statusCode === 200);
      for (const x of tries) expect([200, 409]).toContain(x.res.statusCode);
      // The same doctor's second tap answers the same call; nobody else's succeeds.
      for (const x of won) expect(x.o.offered_doctor_id).toBe(x.d.doctorId);
      const calls = new Set(won.map((x) => x.res.json().call.id));
      expect(calls.size).toBe(offered.length);
      accepted += calls.size;
      await Promise.all(
        [...new Map(won.map((x) => [x.res.json().call.id, x])).values()].map((x) =>
          b.app.inject({
            method: 'POST',
            url: `/api/v1/calls/${x.res.json().call.id}/end`,
            headers: bearer(x.d.token),
            payload: {},
          }),
        ),
      );
    }
    expect(accepted).toBe(30);
    const perRequest = await sqlRows<{ n: number }>(
      a,
      sql`SELECT count(*)::int AS n FROM consult_requests
        WHERE specialty_id = ${specialty} AND (status <> 'accepted' OR accepted_doctor_id IS NULL)`,
    );
    expect(perRequest[0]?.n).toBe(0);
    const overlaps = await sqlRows<{ n: number }>(
      a,
      sql`SELECT count(*)::int AS n FROM consult_offers x JOIN consult_offers y ON x.id < y.id
        AND (x.doctor_id = y.doctor_id OR x.request_id = y.request_id)
        AND tstzrange(x.offered_at, x.ended_at) && tstzrange(y.offered_at, y.ended_at)
        WHERE x.request_id IN (SELECT id FROM consult_requests WHERE specialty_id = ${specialty})`,
    );
    expect(overlaps[0]?.n).toBe(0);
  }, 180_000);
});
