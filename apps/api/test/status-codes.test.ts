// Status codes of docs/product-rules.md#api-contract that come from the request's shape rather than from
// an operation: 405 with Allow, 415 for a body that is not JSON, 401/403 before the body is validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/users.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('405 Method Not Allowed', () => {
  it('answers 405 with Allow for a known path asked with a wrong method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/doctors' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it('lists every method of a path with parameters, whatever the query string', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/addresses?x=1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    const login = await t.app.inject({ method: 'GET', url: '/api/v1/users/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
  });

  it('keeps 404 for a path no route has', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});

describe('415 Unsupported Media Type', () => {
  it.each([
    ['text/plain', 'email=a@b.in'],
    ['application/x-www-form-urlencoded', 'email=a%40b.in&password=x'],
    ['application/xml', '<login/>'],
  ])('answers 415 for a JSON route sent %s', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('still reads JSON with a charset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: 'patient@arogya.in', password: DEMO_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('who is asking comes before the body', () => {
  it('answers 401 to an anonymous call with an invalid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/addresses', payload: { line1: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 to an anonymous call with a body that is not JSON at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/addresses',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to an anonymous call with bad parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bookings/booking/not-an-id' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to the wrong role before validating the body', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/users/not-an-id/roles',
      headers: bearer(token),
      payload: { roles: 'nonsense' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the body once the caller is known (400 with the fields)', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/addresses',
      headers: bearer(token),
      payload: { line1: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.length).toBeGreaterThan(0);
  });
});
