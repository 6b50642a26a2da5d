// Sign-in throttling (docs/product-rules.md#signing-in-and-throttling): failures are counted per account and
// client address together and slow that pair down; nobody else's guesses keep the owner out. In memory,
// and through Redis when one is reachable (127.0.0.1:6379 or LOGIN_TEST_REDIS_URL).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { FIRST_PAUSE_SECONDS, pauseAfter } from '../src/lib/rate-limits.ts';
import {
  createTestApp,
  registerUser,
  TEST_JWT_SECRET,
  type TestApp,
  testDatabase,
  testEnv,
  uniqueEmail,
} from './test-app.ts';

const REDIS_URL = process.env.LOGIN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? redis : null;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await redisOrNull();
if (!redis)
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the Redis throttling test is SKIPPED.\n`);
const prefix = `arogya-test:rl:${process.pid}:${Date.now().toString(36)}:`;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

async function appWith(store: 'memory' | 'redis'): Promise<TestApp> {
  const overrides = { LOGIN_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PREFIX: prefix };
  if (store === 'memory') return createTestApp(overrides);
  const ctx = createContext(testEnv(overrides), await testDatabase(), TEST_JWT_SECRET, redis);
  const app = await buildApp(ctx, { webDistDir: false });
  await app.ready();
  return { app, ctx };
}

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });

async function statuses(t: TestApp, email: string, password: string, address: string, times: number) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await login(t, email, password, address)).statusCode);
  return out;
}

describe.each(['memory', 'redis'] as const)('sign-in throttling (%s)', (store) => {
  it.skipIf(store === 'redis' && !redis)(
    "an attacker's failures from one address pause that address only: the owner elsewhere signs in",
    async () => {
      const t = await appWith(store);
      try {
        const { email, password } = await registerUser(t.app);
        // Attacker at A: three free failures, then every attempt is refused while the pause runs.
        expect(await statuses(t, email, 'wrong-password', '10.3.0.1', 5)).toEqual([401, 401, 401, 429, 429]);
        const paused = await login(t, email, password, '10.3.0.1');
        expect(paused.statusCode).toBe(429);
        expect(paused.json().message).toMatch(
          /Too many failed login attempts for this account from this network/,
        );
        expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_PAUSE_SECONDS);
        // The owner at B is not refused, neither before nor after a mistyped password of their own.
        expect((await login(t, email, 'typo-password', '10.3.0.2')).statusCode).toBe(401);
        const owner = await login(t, email, password, '10.3.0.2');
        expect(owner.statusCode).toBe(200);
        expect(owner.json().token).toEqual(expect.any(String));
        // A is still paused: the owner's success elsewhere does not lift the attacker's pause.
        expect((await login(t, email, password, '10.3.0.1')).statusCode).toBe(429);
      } finally {
        await t.app.close();
      }
    },
  );

  it.skipIf(store === 'redis' && !redis)(
    'each further failure after a pause doubles the next pause; a success forgets the failures',
    async () => {
      const t = await appWith(store);
      try {
        const { email, password } = await registerUser(t.app);
        const pair = `${email}|10.4.0.1`;
        await statuses(t, email, 'wrong-password', '10.4.0.1', 3);
        // The pause ends (as if its time had passed), then one more failure: twice as long.
        await t.ctx.rateLimits.loginPause.delete(pair);
        expect((await login(t, email, 'wrong-password', '10.4.0.1')).statusCode).toBe(401);
        const longer = await login(t, email, password, '10.4.0.1');
        expect(longer.statusCode).toBe(429);
        expect(Number(longer.headers['retry-after'])).toBeGreaterThan(FIRST_PAUSE_SECONDS);
        expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(2 * FIRST_PAUSE_SECONDS);
        // Once the pause is over, the right password works and the count starts again.
        await t.ctx.rateLimits.loginPause.delete(pair);
        expect((await login(t, email, password, '10.4.0.1')).statusCode).toBe(200);
        expect(await statuses(t, email, 'wrong-password', '10.4.0.1', 4)).toEqual([401, 401, 401, 429]);
      } finally {
        await t.app.close();
      }
    },
  );

  it.skipIf(store === 'redis' && !redis)(
    'an unknown e-mail is paused the same way, so the pause reveals nothing about which accounts exist',
    async () => {
      const t = await appWith(store);
      try {
        expect(await statuses(t, uniqueEmail('ghost'), 'wrong-password', '10.5.0.1', 4)).toEqual([
          401, 401, 401, 429,
        ]);
      } finally {
        await t.app.close();
      }
    },
  );
});

describe('client address behind a proxy', () => {
  it('with TRUST_PROXY=1 the pause follows the address the proxy saw, not one the client wrote', async () => {
    const t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '2', TRUST_PROXY: '1' });
    try {
      const { email, password } = await registerUser(t.app);
      const via = (forwarded: string, pw: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email, password: pw },
          remoteAddress: '10.7.0.254',
          headers: { 'x-forwarded-for': forwarded },
        });
      // The attacker at 10.7.0.1 writes a different address of their own before the proxy's each time.
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await via(`1.2.3.${i}, 10.7.0.1`, 'wrong-password')).statusCode);
      expect(codes).toEqual([401, 401, 429, 429]);
      // The owner behind the same proxy at another address signs in.
      expect((await via('10.7.0.2', password)).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});

describe('pause lengths', () => {
  it('are none within the free failures, then 30 s doubling up to 15 minutes', () => {
    expect([1, 2, 4].map((n) => pauseAfter(n, 5))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 20].map((n) => pauseAfter(n, 5))).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });
});
