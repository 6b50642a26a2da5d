// /metrics (docs/ARCHITECTURE.md#metrics): absent without METRICS_TOKEN, 401 without the right bearer token,
// and with it Prometheus's text format, read here by a strict parser: requests by route pattern (never the
// address asked) and status, the database's queue and pool, server renders, the picture cache, the job
// runner, and the process's own figures.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import type { AppContext } from '../src/lib/context.ts';
import { jobRunnerFigures, watchJobRunner } from '../src/lib/job-metrics.ts';
import { createJobRunner } from '../src/lib/job-runner.ts';
import { registerGauge } from '../src/lib/metrics.ts';
import { createOutboxRepository } from '../src/modules/notifications/outbox.repository.ts';
import { type Family, parsePrometheusText, sampleValue } from './prometheus-text.ts';
import { createTestApp, registerUser, TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

type Renderer = NonNullable<Parameters<typeof buildApp>[1]>['rendererModule'];
/** A server renderer that renders every page as one paragraph. */
const renderer: Renderer = {
  render: async () => ({
    kind: 'page',
    status: 200,
    head: '<title>Page</title>',
    html: '<p>Page</p>',
    state: null,
  }),
  setServerTransport: () => {},
  warmUp: async () => {},
  SERVER_STATE_ELEMENT_ID: 'ssr-state',
};

describe('/metrics', () => {
  let app: FastifyInstance;
  let ctx: AppContext;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'arogya-metrics-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    ctx = createContext(testEnv({ METRICS_TOKEN: TOKEN }), await testDatabase(), TEST_JWT_SECRET);
    app = await buildApp(ctx, { webDistDir: dist, rendererModule: renderer });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const scrape = async (): Promise<Map<string, Family>> => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(res.body);
  };

  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const { app: plain } = await createTestApp();
    try {
      const res = await plain.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('arogya_');
    }
  });

  it('counts requests by route pattern and status, never by the address asked', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
    const id = list.json().result[0].id as string;
    expect((await app.inject({ method: 'GET', url: `/api/v1/doctors/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/no-such-thing/123' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/doctors' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Page</p>');

    const families = await scrape();
    const text = [...families.values()]
      .flatMap((f) => f.samples.map((s) => JSON.stringify(s.labels)))
      .join('\n');
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
    expect(families.get('arogya_http_requests_total')?.type).toBe('counter');
    expect(families.get('arogya_http_request_duration_seconds')?.type).toBe('histogram');
    const labels = { method: 'GET', route: '/api/v1/doctors/:id', status: '200' };
    expect(sampleValue(families, 'arogya_http_requests_total', labels)).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(families, 'arogya_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(families, 'arogya_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(families, 'arogya_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(families, 'arogya_http_requests_total', { route: '(page)', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(families, 'arogya_ssr_render_seconds_count', { outcome: 'page' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the database queue and the engine, the picture cache and the process', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
    const id = list.json().result[0].id as string;
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'GET', url: `/api/v1/doctors/${id}/photo?w=96` })).statusCode).toBe(
        200,
      );
    }
    const families = await scrape();
    expect(sampleValue(families, 'arogya_picture_cache_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(families, 'arogya_db_queue_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(families, 'arogya_db_queue_running')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'arogya_db_queue_waiting')).toBe(0);
    if (ctx.database.kind === 'pglite') {
      expect(sampleValue(families, 'arogya_db_statements_pending')).toBe(0);
      expect(sampleValue(families, 'arogya_db_statements_total')).toBeGreaterThan(0);
      expect(sampleValue(families, 'arogya_db_statement_seconds_total')).toBeGreaterThan(0);
    } else {
      expect(sampleValue(families, 'arogya_db_pool_max')).toBe(ctx.database.parallelism);
      expect(sampleValue(families, 'arogya_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(sampleValue(families, 'arogya_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(sampleValue(families, 'arogya_db_pool_waiting')).toBe(0);
      expect(sampleValue(families, 'arogya_db_pool_checkouts_total')).toBeGreaterThan(0);
    }
    expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('reports the job runner, and what a later part registers through the gauge hook', async () => {
    const jobs = createJobRunner(ctx.database, { pollIntervalMs: 60_000, log: () => {} });
    // A queue of its own: the test database is shared, and readiness.test.ts leaves a 'tick' run queued.
    jobs.every({ name: 'metrics-tick', everyMs: 60_000, run: async () => {} });
    jobs.queue({ name: 'metrics-once', run: async () => {} });
    await jobs.start({ work: false });
    // A job worked here: the runs counter reads it.
    await jobs.send('metrics-once', {});
    expect(await jobs.drain('metrics-once')).toBe(1);
    const unwatch = watchJobRunner(jobRunnerFigures(jobs), ctx.readiness);
    const unregister = registerGauge(
      'arogya_later_part',
      'A figure a later part reads at scrape time',
      () => 7,
    );
    try {
      const families = await scrape();
      expect(sampleValue(families, 'arogya_jobs_runner_up')).toBe(1);
      expect(sampleValue(families, 'arogya_job_queue_depth', { queue: 'metrics-tick' })).toBe(0);
      expect(sampleValue(families, 'arogya_job_queue_lag_seconds', { queue: 'metrics-tick' })).toBe(0);
      expect(families.get('arogya_job_runs_total')?.type).toBe('counter');
      expect(
        sampleValue(families, 'arogya_job_runs_total', { queue: 'metrics-once', outcome: 'completed' }),
      ).toBe(1);
      expect(
        sampleValue(families, 'arogya_job_runs_total', { queue: 'metrics-once', outcome: 'failed' }),
      ).toBe(0);
      expect(sampleValue(families, 'arogya_later_part')).toBe(7);
      await jobs.stop();
      expect(sampleValue(await scrape(), 'arogya_jobs_runner_up')).toBe(0);
    } finally {
      unwatch();
      unregister();
    }
    const after = await scrape();
    expect(after.has('arogya_later_part')).toBe(false);
    expect(after.has('arogya_jobs_runner_up')).toBe(false);
  });

  it("reports the outbox's backlog by channel and the age of each lane's oldest due message", async () => {
    const { user } = await registerUser(app);
    const backlog = (families: Map<string, Family>) =>
      Object.fromEntries(
        ['sms', 'whatsapp', 'email', 'push', 'in_app'].map((channel) => [
          channel,
          sampleValue(families, 'arogya_outbox_backlog', { channel }) as number,
        ]),
      );
    // The backlog other tests left is read first: this test's rows are what it adds.
    const before = backlog(await scrape());
    const db = ctx.database.db;
    const row = (key: string, channel: string, status: string, due: string, priority = 0) => sql`
      (${`metrics-test:${user.id}:${key}`}, 'order_shipped', 'orders', ${user.id}, ${channel}, ${status},
       now() + ${due}::interval, ${priority}, ${status === 'sending' ? sql`now()` : sql`null`})`;
    await db.execute(sql`
      insert into notifications (event_key, kind, category, recipient_user_id, channel, status, due_at, priority,
        claimed_at)
      values ${sql.join(
        [
          // Due and waiting: counted.
          row('a', 'sms', 'pending', '-10 minutes'),
          row('b', 'sms', 'pending', '-1 second'),
          row('c', 'email', 'pending', '-5 seconds', 1),
          // Failed, its retry due: counted; claimed by a runner and being sent: counted.
          row('d', 'whatsapp', 'failed', '-1 minute'),
          row('e', 'in_app', 'sending', '-2 seconds'),
          // Not due yet, sent, held until morning, given up: not counted.
          row('f', 'push', 'pending', '1 hour'),
          row('g', 'sms', 'sent', '-1 hour'),
          row('h', 'sms', 'held', '8 hours'),
          row('i', 'email', 'dead', '-1 hour'),
        ],
        sql`, `,
      )}`);
    try {
      const families = await scrape();
      expect(families.get('arogya_outbox_backlog')?.type).toBe('gauge');
      const now = backlog(families);
      expect({
        sms: now.sms - (before.sms as number),
        whatsapp: now.whatsapp - (before.whatsapp as number),
        email: now.email - (before.email as number),
        push: now.push - (before.push as number),
        in_app: now.in_app - (before.in_app as number),
      }).toEqual({ sms: 2, whatsapp: 1, email: 1, push: 0, in_app: 1 });
      expect(
        sampleValue(families, 'arogya_outbox_oldest_due_seconds', { lane: 'other' }),
      ).toBeGreaterThanOrEqual(600);
      expect(
        sampleValue(families, 'arogya_outbox_oldest_due_seconds', { lane: 'timed' }),
      ).toBeGreaterThanOrEqual(5);
      expect(
        sampleValue(families, 'arogya_outbox_oldest_due_seconds', { lane: 'urgent' }),
      ).toBeGreaterThanOrEqual(0);
      // The count stops at its limit, however many are due.
      const bounded = await createOutboxRepository(db).backlog(3);
      expect([...bounded.byChannel.values()].reduce((sum, n) => sum + n, 0)).toBe(3);
    } finally {
      await db.execute(sql`delete from notifications where recipient_user_id = ${user.id}`);
    }
  });
});
