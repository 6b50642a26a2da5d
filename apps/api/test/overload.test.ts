// Overload is shed and shutdown drains (docs/ARCHITECTURE.md#overload-and-shutdown), on the engine of the
// run: a statement past the timeout answers 503, a request abandoned by its client stops its statement, the
// bounded queue answers 503 with Retry-After while health keeps answering and the server recovers, and a
// shutdown under keep-alive load answers no 500.
// The slow statements come from routes this file adds to its own app (never to the product): they pass the
// same load-shedding hooks as every /api/v1 route.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { closeGracefully } from '../src/boot.ts';
import { createContext } from '../src/compose.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

const PROBE = `overload_probe_${process.pid}`;

/** Answers of 500 or more other than 503, counted as the server sends them (also to clients gone by then). */
const serverErrors: string[] = [];

async function appOn(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const ctx = createContext(testEnv(env), database, TEST_JWT_SECRET);
  const app = await buildApp(ctx, { webDistDir: false });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 500 && reply.statusCode !== 503) serverErrors.push(`${request.url} ${payload}`);
    return payload;
  });
  app.get(
    '/api/v1/test/sleep',
    { schema: { querystring: z.object({ s: z.coerce.number().min(0).max(60) }) } },
    async (request) => {
      const { s } = request.query as { s: number };
      await database.db.execute(sql`select pg_sleep(${s})`);
      return { success: true, result: s };
    },
  );
  app.get(
    '/api/v1/test/probe',
    { schema: { querystring: z.object({ tag: z.string().max(40) }) } },
    async (request) => {
      const { tag } = request.query as { tag: string };
      await database.db.execute(sql`insert into ${sql.identifier(PROBE)} (tag) values (${tag})`);
      return { success: true, result: tag };
    },
  );
  await app.ready();
  return app;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a GET and returns a way to abandon it (the client closes its socket before the answer). */
function startAbandonable(url: string) {
  const request = http.get(url);
  request.on('error', () => {});
  return () => request.destroy();
}

let shared: Database;
beforeAll(async () => {
  shared = await testDatabase();
  await shared.db.execute(sql`create table if not exists ${sql.identifier(PROBE)} (tag text not null)`);
  // The first file of a run opens, migrates and seeds the shared database: on PGlite, on a busy machine,
  // that alone has taken over a minute.
}, 180_000);
afterAll(async () => {
  await shared.db.execute(sql`drop table if exists ${sql.identifier(PROBE)}`);
});

describe('statement timeout', () => {
  it('answers 503 with Retry-After when a statement runs past it, not 500', async () => {
    const database = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), statementTimeoutMs: 300 });
    const app = await appOn(database);
    try {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=1.5' });
      expect(performance.now() - started).toBeLessThan(1200);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      // The next request is served (on PGlite once the statement it cannot interrupt has ended).
      if (database.kind === 'pglite') await sleep(1500);
      const next = await app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=0' });
      expect(next.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe('a request abandoned by its client', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await appOn(shared);
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it.runIf(Boolean(inject('testDatabaseUrl')))(
    'PostgreSQL: its running statement is cancelled on the server',
    async () => {
      const marker = 41.5 + Math.random();
      const running = async () => {
        const { rows } = await shared.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
        );
        return (rows[0] as { n: number }).n;
      };
      const abandon = startAbandonable(`${base}/api/v1/test/sleep?s=${marker}`);
      const until = performance.now() + 5000;
      while ((await running()) === 0 && performance.now() < until) await sleep(20);
      expect(await running()).toBe(1);
      abandon();
      const cancelledBy = performance.now() + 2000;
      while ((await running()) > 0 && performance.now() < cancelledBy) await sleep(20);
      expect(await running()).toBe(0);
    },
  );

  it('its statement waiting for the database never takes effect', async () => {
    // On PGlite the one thread runs one statement at a time: the probe's INSERT waits in the worker behind a
    // second-long sleep and is dropped unrun. On PostgreSQL it waits for the lock a sleeping transaction
    // holds on the probe table and is cancelled there.
    const tag = `abandoned-${Math.random().toString(36).slice(2)}`;
    const probeUrl = `${base}/api/v1/test/probe?tag=${tag}`;
    let blocker: Promise<unknown>;
    let abandon: () => void;
    if (shared.kind === 'pglite') {
      blocker = fetch(`${base}/api/v1/test/sleep?s=1`);
      await sleep(150);
      abandon = startAbandonable(probeUrl);
      await sleep(150);
    } else {
      let locked: () => void = () => {};
      const lockHeld = new Promise<void>((r) => {
        locked = r;
      });
      blocker = shared.db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${sql.identifier(PROBE)} in exclusive mode`);
        locked();
        await tx.execute(sql`select pg_sleep(1.5)`);
      });
      await lockHeld;
      abandon = startAbandonable(probeUrl);
      // Until the probe's INSERT is seen waiting for the lock.
      const waiting = async () => {
        const { rows } = await shared.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${`%${PROBE}%`}`,
        );
        return (rows[0] as { n: number }).n;
      };
      const until = performance.now() + 5000;
      while ((await waiting()) === 0 && performance.now() < until) await sleep(20);
    }
    abandon();
    await blocker;
    await sleep(200);
    const { rows } = await shared.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(PROBE)} where tag = ${tag}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    // The same request, not abandoned, is served.
    const kept = await fetch(`${base}/api/v1/test/probe?tag=${tag}`);
    expect(kept.status).toBe(200);
  });
});

describe('the bounded queue in front of the database', () => {
  it('answers 503 with Retry-After beyond its places, keeps health answering, and recovers', async () => {
    const app = await appOn(shared, { DB_MAX_IN_FLIGHT: '2', DB_MAX_WAITING: '2', DB_MAX_WAIT_MS: '10000' });
    try {
      const burst = Array.from({ length: 10 }, () =>
        app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=0.3' }),
      );
      await sleep(50);
      const healthStarted = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(performance.now() - healthStarted).toBeLessThan(200);
      const answers = await Promise.all(burst);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
      const refused = answers.find((a) => a.statusCode === 503);
      expect(refused?.headers['retry-after']).toBe('2');
      expect(refused?.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy right now. Please try again in a moment.',
      });
      // Load gone, the next requests are served at once.
      const after = await app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
      expect(after.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a request that waited longer than its limit for a place', async () => {
    const app = await appOn(shared, { DB_MAX_IN_FLIGHT: '1', DB_MAX_WAITING: '5', DB_MAX_WAIT_MS: '100' });
    try {
      const first = app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=0.6' });
      await sleep(30);
      const started = performance.now();
      const second = await app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=0' });
      expect(second.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(450);
      expect((await first).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('holds the sitemap, which reads the database outside /api/v1, to the same places', async () => {
    const app = await appOn(shared, { DB_MAX_IN_FLIGHT: '1', DB_MAX_WAITING: '0', DB_MAX_WAIT_MS: '10000' });
    try {
      const first = app.inject({ method: 'GET', url: '/api/v1/test/sleep?s=0.4' });
      await sleep(50);
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(503);
      expect(sitemap.headers['retry-after']).toBe('2');
      // robots.txt reads nothing and is never held.
      expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
      expect((await first).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives a place back when a waiting client leaves', async () => {
    const app = await appOn(shared, { DB_MAX_IN_FLIGHT: '1', DB_MAX_WAITING: '1', DB_MAX_WAIT_MS: '10000' });
    const base = await listen(app);
    try {
      const first = fetch(`${base}/api/v1/test/sleep?s=0.4`);
      await sleep(50);
      const abandon = startAbandonable(`${base}/api/v1/test/sleep?s=0`);
      await sleep(50);
      abandon();
      await sleep(50);
      // The waiting place is free again: this one waits and is served.
      const third = await fetch(`${base}/api/v1/test/sleep?s=0`);
      expect(third.status).toBe(200);
      expect((await first).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('shutdown under load', () => {
  it('finishes the requests under way, refuses new ones, then closes the database: no 500', async () => {
    const url = inject('testDatabaseUrl');
    // A database of its own, to close: on PostgreSQL a second pool on the seeded test database, on PGlite a
    // fresh in-memory one (no tables: the sleeping route only).
    const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 5000 });
    const app = await appOn(database);
    const base = await listen(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 30 });
    const statuses = new Map<number, number>();
    const errors = new Set<string>();
    const bodies500: string[] = [];
    let stop = false;
    const get = (path: string) =>
      new Promise<void>((resolve) => {
        const req = http.get(`${base}${path}`, { agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => {
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            if ((res.statusCode ?? 0) >= 500 && res.statusCode !== 503) bodies500.push(body);
            resolve();
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          errors.add(err.code ?? err.message);
          resolve();
        });
      });
    const paths = url
      ? ['/api/v1/test/sleep?s=0.05', '/api/v1/doctors?limit=5', '/api/v1/specialties']
      : ['/api/v1/test/sleep?s=0.01', '/api/v1/test/sleep?s=0', '/api/v1/health'];
    const clients = Array.from({ length: 30 }, async (_, i) => {
      for (let n = 0; !stop; n++) await get(paths[(i + n) % paths.length] as string);
    });
    // And clients that leave while the server shuts down, their statements under way.
    const leaving = Array.from({ length: 5 }, () => startAbandonable(`${base}/api/v1/test/sleep?s=0.3`));
    // Under way: every client has a request out (30 in flight or waiting) once a few have been answered.
    const until = performance.now() + 10_000;
    while ((statuses.get(200) ?? 0) < 10 && performance.now() < until) await sleep(20);
    const closed = closeGracefully(app, database);
    await sleep(50);
    for (const leave of leaving) leave();
    await closed;
    await sleep(100);
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(bodies500).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 503].filter((s) => statuses.has(s)));
    expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(10);
    // Once closed, connections are refused or closed; nothing else goes wrong.
    for (const code of errors) expect(['ECONNREFUSED', 'ECONNRESET', 'socket hang up']).toContain(code);
  }, 120_000);
});
