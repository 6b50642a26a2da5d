// Private answers carry Cache-Control: no-store (lib/security-headers.ts registerPrivateAnswers): the
// profile and every signed-in read, for a patient, a doctor and an admin; a public route asked with a token
// (its answer may be personal) too, unless it answers the same for everyone; public catalogue answers asked
// without a token keep their caching. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createDoctorAccount } from './doctor-fixtures.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
let patient: Record<string, string>;
let doctor: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  patient = bearer((await registerUser(t.app)).token);
  doctor = (await createDoctorAccount(t)).headers;
  admin = (await createAccount(t, 'admin', 'Asha Admin')).headers;
});
afterAll(async () => {
  await t?.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('private answers', () => {
  it.each([
    ['/api/v1/users/profile', 'patient'],
    ['/api/v1/family-members', 'patient'],
    ['/api/v1/addresses', 'patient'],
    ['/api/v1/orders', 'patient'],
    ['/api/v1/bookings/booking', 'patient'],
    ['/api/v1/membership-card/get', 'patient'],
    ['/api/v1/wishlist', 'patient'],
    ['/api/v1/doctors/me', 'doctor'],
    ['/api/v1/doctors/me/appointments', 'doctor'],
    ['/api/v1/admin/audit-log', 'admin'],
  ])('GET %s (%s) answers no-store', async (url, who) => {
    const headers = { patient, doctor, admin }[who] ?? {};
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.headers['cache-control'], url).toMatch(/\bno-store\b/);
  });

  it('a public catalogue route asked with a token answers no-store', async () => {
    const res = await get('/api/v1/medicines/getAll', patient);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public catalogue answers asked without a token keep their caching', async () => {
    for (const url of [
      '/api/v1/doctors',
      '/api/v1/medicines/getAll',
      '/api/v1/articles',
      '/api/v1/specialties',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('an answer the same for everyone keeps its caching when asked with a token', async () => {
    const res = await get('/api/v1/search/suggestions?q=para', patient);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
