// Strict-Transport-Security (lib/security-headers.ts): sent on every answer when the public origin is https,
// whether or not the request reached this server over TLS (a proxy in front usually ends it); in production
// without an https origin, on requests that came over TLS (TRUST_PROXY lets X-Forwarded-Proto say so); never
// on an http origin otherwise. PGlite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const HSTS = 'max-age=15552000; includeSubDomains';
const apps: FastifyInstance[] = [];
async function appWith(env: Record<string, string>) {
  const { app } = await createTestApp(env);
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

const hstsOf = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).headers['strict-transport-security'];

describe('HSTS', () => {
  it('is sent on API answers and pages when the public origin is https, over plain http too', async () => {
    for (const NODE_ENV of ['production', 'test']) {
      const app = await appWith({ NODE_ENV, PUBLIC_ORIGIN: 'https://arogya.example.in' });
      expect(await hstsOf(app, '/api/v1/health'), NODE_ENV).toBe(HSTS);
      expect(await hstsOf(app, '/api/v1/doctors'), NODE_ENV).toBe(HSTS);
      expect(await hstsOf(app, '/robots.txt'), NODE_ENV).toBe(HSTS);
    }
  });

  it('is not sent for an http origin outside production', async () => {
    const app = await appWith({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(await hstsOf(app, '/api/v1/health')).toBeUndefined();
    const unset = await appWith({});
    expect(await hstsOf(unset, '/api/v1/health')).toBeUndefined();
  });

  it('in production with an http origin, is sent only on requests a trusted proxy says came over https', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: '1',
    });
    expect(await hstsOf(app, '/api/v1/health', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await hstsOf(app, '/api/v1/health')).toBeUndefined();
    const untrusted = await appWith({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(await hstsOf(untrusted, '/api/v1/health', { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});
