// Liveness and readiness (docs/ARCHITECTURE.md#overload-and-shutdown): /livez and /api/v1/health answer while
// the process runs; /readyz answers 200 when the database answers, its migrations are this version's, the
// job runner is up and the process is not stopping, and 503 with Retry-After naming what is not, otherwise.
// (readiness-process.test.ts stops a real PostgreSQL and sends a real SIGTERM.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import type { Database } from '../src/db/client.ts';
import { jobRunnerFigures, watchJobRunner } from '../src/lib/job-metrics.ts';
import { createJobRunner } from '../src/lib/job-runner.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp, testDatabase, testEnv } from './test-app.ts';

/** The shared test database with `execute` replaced. */
async function databaseWith(execute: (...args: unknown[]) => Promise<unknown>): Promise<Database> {
  const real = await testDatabase();
  const db = new Proxy(real.db, {
    get: (target, key, receiver) => (key === 'execute' ? execute : Reflect.get(target, key, receiver)),
  });
  return { ...real, db };
}

async function appOn(database: Database) {
  const ctx = createContext(testEnv(), database, TEST_JWT_SECRET);
  const app = await buildApp(ctx, { webDistDir: false });
  await app.ready();
  return { app, ctx };
}

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers /livez and /api/v1/health 200 without asking the database', async () => {
    for (const url of ['/livez', '/api/v1/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: { status: 'ok' } });
    }
  });

  it('answers /readyz 200 naming its checks when the database answers and is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { status: 'ready', checks: { database: 'up', migrations: 'up' } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 with Retry-After, and /livez 200, when the database does not answer', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { app } = await appOn(await databaseWith(() => Promise.reject(unreachable)));
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        details: [
          { field: 'database', message: 'the database is not answering' },
          { field: 'migrations', message: "the database's migrations are older than this version" },
        ],
      });
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers /readyz 503 when the database answers but lacks this version’s migrations', async () => {
    // Every statement answers, and drizzle's table says the last migration was applied at time 1.
    const { app } = await appOn(await databaseWith(async () => ({ rows: [{ at: '1' }] })));
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().details).toEqual([
        { field: 'migrations', message: "the database's migrations are older than this version" },
      ]);
    } finally {
      await app.close();
    }
  });

  it('requires the job runner once one is watched, and answers 503 once it stops', async () => {
    const { app, ctx } = await appOn(await testDatabase());
    const jobs = createJobRunner(ctx.database, { pollIntervalMs: 60_000, log: () => {} });
    jobs.every({ name: 'tick', everyMs: 60_000, run: async () => {} });
    await jobs.start({ work: false });
    const unwatch = watchJobRunner(jobRunnerFigures(jobs), ctx.readiness);
    try {
      const up = await app.inject({ method: 'GET', url: '/readyz' });
      expect(up.statusCode).toBe(200);
      expect(up.json().result.checks).toEqual({ database: 'up', migrations: 'up', jobs: 'up' });
      await jobs.stop();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().details).toEqual([
        { field: 'jobs', message: 'the background job runner is not running' },
      ]);
    } finally {
      unwatch();
      await app.close();
    }
  });

  it('answers /readyz 503 from the moment the process is told to stop, while it still serves', async () => {
    const { app, ctx } = await appOn(await testDatabase());
    try {
      const before = await app.inject({ method: 'GET', url: '/readyz' });
      expect(before.statusCode).toBe(200);
      expect(before.headers.connection).not.toBe('close');
      ctx.readiness.drain();
      const draining = await app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: the server is shutting down',
        details: [{ field: 'draining', message: 'the server is shutting down' }],
      });
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      // Served, on a connection that then closes: a proxy's next request opens a new one.
      const served = await app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});
