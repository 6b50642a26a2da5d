// OpenTelemetry traces (docs/ARCHITECTURE.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's
// spans (@fastify/otel) and, on PostgreSQL, its statements' spans (instrumentation-pg) reach the collector
// over OTLP/HTTP; the collector here is a stand-in that keeps what it is sent. Unset, nothing starts.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { startTracing, type Tracing } from '../src/lib/tracing.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

describe('traces', () => {
  let collector: Server;
  const received: { path: string; type: string; body: Buffer }[] = [];
  let endpoint = '';
  beforeAll(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          type: String(req.headers['content-type']),
          body: Buffer.concat(chunks),
        });
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      });
    });
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    await testDatabase();
  });
  afterAll(() => {
    collector.close();
  });

  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing({})).toBeUndefined();
  });

  it("sends a request's spans, and its statements' on PostgreSQL, to the collector", async () => {
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    let tracing: Tracing | undefined;
    let own: Database | undefined;
    try {
      tracing = await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
      expect(tracing).toBeDefined();
      const shared = await testDatabase();
      // On PostgreSQL a pool built after tracing started, as server.ts builds it.
      own =
        shared.kind === 'postgres'
          ? await openDatabase({ databaseUrl: (await import('vitest')).inject('testDatabaseUrl') })
          : undefined;
      const app = await buildApp(createContext(testEnv(), own ?? shared, TEST_JWT_SECRET), {
        webDistDir: false,
      });
      await app.ready();
      const list = await app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
      const id = list.json().result[0].id as string;
      expect((await app.inject({ method: 'GET', url: `/api/v1/doctors/${id}` })).statusCode).toBe(200);
      await app.close();
      await tracing?.shutdown();
      tracing = undefined;
    } finally {
      await tracing?.shutdown();
      await own?.close();
      if (saved === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
    }
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.path === '/v1/traces' && r.type === 'application/x-protobuf')).toBe(true);
    // Protocol buffers carry strings as they are: the route pattern, the service's name, and the SQL.
    const sent = Buffer.concat(received.map((r) => r.body)).toString('latin1');
    expect(sent).toContain('/api/v1/doctors/:id');
    expect(sent).toContain('arogya-api');
    expect(sent).not.toContain('/readyz');
    // instrumentation-pg's span per statement: its name and SQL text, never its parameters.
    if (own) expect(sent).toContain('pg.query:SELECT');
  });
});
