import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseCache } from '../src/lib/response-cache.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('public catalogue cache', () => {
  it('is off with PostgreSQL, where other instances write too', async () => {
    if (t.ctx.database.kind !== 'postgres') {
      expect(t.ctx.database.kind).toBe('pglite');
      return;
    }
    await t.app.inject({ method: 'GET', url: '/api/v1/specialties' });
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/specialties' });
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('on PGlite serves a repeated anonymous read from the cache until any write succeeds', async () => {
    if (t.ctx.database.kind !== 'pglite') return;
    const url = '/api/v1/specialties';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers['x-content-type-options']).toBe('nosniff');

    await registerUser(t.app);
    const afterWrite = await t.app.inject({ method: 'GET', url });
    expect(afterWrite.headers['x-cache']).toBeUndefined();
  });

  it("on PGlite serves the one search's suggestions from the cache, signed in or not, until any write", async () => {
    if (t.ctx.database.kind !== 'pglite') return;
    const { token } = await registerUser(t.app);
    const url = '/api/v1/search/suggestions?q=paracetmol';
    const first = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.groups.length).toBeGreaterThan(0);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.headers['x-cache']).toBe('hit');
    expect(anonymous.body).toBe(first.body);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(signedIn.headers['x-cache']).toBe('hit');

    await registerUser(t.app);
    const afterWrite = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(afterWrite.headers['x-cache']).toBeUndefined();
    expect(afterWrite.body).toBe(first.body);
  });

  it('never caches what depends on who asks or on the clock', async () => {
    const { token } = await registerUser(t.app);
    const doctors = (await t.app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' })).json();
    const id = doctors.result[0].id as string;
    for (const url of [`/api/v1/doctors/${id}/slots`, '/api/v1/doctors/favourites']) {
      await t.app.inject({ method: 'GET', url, headers: url.includes('favourites') ? bearer(token) : {} });
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: url.includes('favourites') ? bearer(token) : {},
      });
      expect(again.headers['x-cache']).toBeUndefined();
    }
    await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${id}`, headers: bearer(token) });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/doctors/${id}`,
      headers: bearer(token),
    });
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('is off when RESPONSE_CACHE_TTL_MS is 0', async () => {
    const off = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
    try {
      await off.app.inject({ method: 'GET', url: '/api/v1/specialties' });
      const again = await off.app.inject({ method: 'GET', url: '/api/v1/specialties' });
      expect(again.headers['x-cache']).toBeUndefined();
    } finally {
      await off.app.close();
    }
  });

  it('is chosen per route: a route without `catalogueCache` is never cached, whatever its path', async () => {
    const app = Fastify();
    registerResponseCache(app, 60_000);
    const calls = { flagged: 0, unflagged: 0 };
    // A path under the catalogue's prefixes, without the flag, and a path outside them, with it.
    app.get('/api/v1/articles/not-flagged', async () => ({ n: ++calls.unflagged }));
    app.get('/api/v1/anything-public', { config: { catalogueCache: true } }, async () => ({
      n: ++calls.flagged,
    }));
    try {
      for (let i = 0; i < 2; i++) {
        const unflagged = await app.inject({ method: 'GET', url: '/api/v1/articles/not-flagged' });
        expect(unflagged.headers['x-cache']).toBeUndefined();
        await app.inject({ method: 'GET', url: '/api/v1/anything-public' });
      }
      expect(calls.unflagged).toBe(2);
      const flagged = await app.inject({ method: 'GET', url: '/api/v1/anything-public' });
      expect(flagged.headers['x-cache']).toBe('hit');
      expect(calls.flagged).toBe(1);
    } finally {
      await app.close();
    }
  });
});
