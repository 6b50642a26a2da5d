// Two API instances sharing one database and one Redis (127.0.0.1:6379, or CALLS_TEST_REDIS_URL): the
// patient is connected to one, the doctor to the other, and everything between them travels through Redis
// publish/subscribe. Channels carry a prefix unique to this run; none is left subscribed afterwards.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { accept, callingDoctor, consentingPatient, joinCall, listen, ring } from './call-fixtures.ts';
import { TEST_JWT_SECRET, type TestApp, testDatabase, testEnv } from './test-app.ts';

const REDIS_URL = process.env.CALLS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `arogya-test:${process.pid}:${Date.now().toString(36)}:`;

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
if (!reachable) {
  console.warn(
    `\n!!! Redis is not reachable at ${REDIS_URL}: the two-instance signalling test is SKIPPED.\n`,
  );
}

type Instance = TestApp & { redis: Redis };
const instances: Instance[] = [];

async function instance(): Promise<Instance> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const ctx = createContext(
    testEnv({ CALL_CHANNEL_PREFIX: PREFIX }),
    await testDatabase(),
    TEST_JWT_SECRET,
    redis,
  );
  const app = await buildApp(ctx, { webDistDir: false });
  await app.ready();
  const made = { app, ctx, redis };
  instances.push(made);
  return made;
}

describe.skipIf(!reachable)('signalling across two API instances through Redis', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      i.redis.disconnect();
    }
  });

  it('the patient on one instance and the doctor on another ring, connect, signal and hang up', async () => {
    expect(a.ctx.signalling.kind).toBe('redis');
    const d = await callingDoctor(b);
    const p = await consentingPatient(a, 'Sunita Rao');
    const desk = await listen(b.app, d.token);

    const call = await ring(a.app, p.token, d.doctorId);
    expect((await desk.next('incoming-call')).call).toMatchObject({
      id: call.call.id,
      patient: { name: 'Sunita Rao' },
    });

    const patient = await joinCall(a.app, call.call.id, call.token, 'pat');
    const session = await accept(b.app, d.token, call.call.id);
    expect((await patient.next('call-status')).status).toBe('active');
    expect((await desk.next('call-status')).status).toBe('active');

    const doctor = await joinCall(b.app, call.call.id, session.token, 'doc');
    expect(await patient.next('peer-joined')).toMatchObject({
      peer: { clientId: doctor.clientId },
      existing: false,
    });
    expect(await doctor.next('peer-joined')).toMatchObject({
      peer: { clientId: patient.clientId },
      existing: true,
    });

    const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
    patient.send({ type: 'signal', data: offer });
    expect(await doctor.next('signal')).toEqual({ type: 'signal', from: patient.clientId, data: offer });
    const answer = { description: { type: 'answer', sdp: 'v=0\r\n' } };
    doctor.send({ type: 'signal', data: answer });
    expect(await patient.next('signal')).toEqual({ type: 'signal', from: doctor.clientId, data: answer });

    patient.send({ type: 'hangup' });
    expect((await doctor.next('call-status')).status).toBe('completed');
    expect((await desk.next('call-status')).status).toBe('completed');
    await doctor.closed;
    await patient.closed;
    desk.close();
  });

  it('leaves no channel subscribed once the sockets are gone', async () => {
    const check = new Redis(REDIS_URL);
    try {
      const deadline = Date.now() + 3000;
      let channels: string[] = [];
      do {
        channels = (await check.pubsub('CHANNELS', `${PREFIX}call:*`)) as string[];
        if (channels.length === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      expect(channels).toEqual([]);
    } finally {
      check.disconnect();
    }
  });
});
