// Liveness and readiness (docs/ARCHITECTURE.md#overload-and-shutdown): /api/v1/health answers while the
// process runs; /readyz answers 200 when the database answers, 503 with Retry-After when it does not.
// (apps/api/test/postgres-outage.test.ts stops a real PostgreSQL under load.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import type { Database } from '../src/db/client.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp, testDatabase, testEnv } from './test-app.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers /readyz 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { status: 'ready', database: 'up' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 with Retry-After, and /api/v1/health 200, when the database does not answer', async () => {
    const real = await testDatabase();
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const db = new Proxy(real.db, {
      get: (target, key, receiver) =>
        key === 'execute' ? () => Promise.reject(unreachable) : Reflect.get(target, key, receiver),
    });
    const database: Database = { ...real, db };
    const app = await buildApp(createContext(testEnv(), database, TEST_JWT_SECRET), { webDistDir: false });
    await app.ready();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
