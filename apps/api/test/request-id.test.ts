// Request ids (docs/ARCHITECTURE.md#request-ids): every answer carries X-Request-Id; one sent by a proxy this
// server trusts (TRUST_PROXY) is kept when short and safe, anyone else's is replaced by a new id; and every
// log line of the request carries it.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import type { Database } from '../src/db/client.ts';
import { createTestApp, TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function askWith(app: FastifyInstance, requestId: string, remoteAddress = '127.0.0.1') {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/health',
    headers: { 'x-request-id': requestId },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-request-id']);
}

describe('request ids', () => {
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const { app } = await createTestApp(env);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('makes a new id for every request, and sends it back on every answer', async () => {
    const app = await appWith({});
    const ids = new Set<string>();
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/api/v1/doctors?limit=1', '/readyz']) {
      const res = await app.inject({ method: 'GET', url });
      const id = String(res.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('replaces the id a client sends when no proxy is trusted', async () => {
    const app = await appWith({});
    const id = await askWith(app, 'chosen-by-the-client');
    expect(id).not.toBe('chosen-by-the-client');
    expect(id).toMatch(UUID);
  });

  it('keeps a well-formed id from a trusted proxy, and replaces a malformed one', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    expect(await askWith(app, '4bf92f3577b34da6a3ce929d0e0e4736')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(await askWith(app, 'web-1:req.42_a')).toBe('web-1:req.42_a');
    for (const bad of ['x'.repeat(65), 'has space', 'semi;colon', 'quote"d', 'ünïcode', '<script>']) {
      const id = await askWith(app, bad);
      expect(id, bad).not.toBe(bad);
      expect(id, bad).toMatch(UUID);
    }
  });

  it('trusts only the proxies TRUST_PROXY names', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.7' });
    expect(await askWith(app, 'from-the-proxy', '10.0.0.7')).toBe('from-the-proxy');
    expect(await askWith(app, 'from-elsewhere', '10.0.0.8')).toMatch(UUID);
  });
});

describe('log lines of a request', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    // A database that is away, so the request logs a warning of its own beside Fastify's lines.
    const real = await testDatabase();
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = new Proxy(real.db, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        return key === 'execute' ? () => Promise.reject(away) : value;
      },
    });
    const database: Database = { ...real, db: failing };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp(createContext(testEnv({ TRUST_PROXY: '1' }), database, TEST_JWT_SECRET), {
      webDistDir: false,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry the id the proxy sent, on every line, the warnings included', async () => {
    lines = [];
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/search/suggestions?q=paracetamol',
      headers: { 'x-request-id': 'proxy-id-0001' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe('proxy-id-0001');
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['incoming request', 'database unavailable', 'request completed']),
    );
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toBe('proxy-id-0001');
  });
});
