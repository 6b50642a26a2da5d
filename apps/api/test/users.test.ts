import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/users.ts';
import {
  bearer,
  createTestApp,
  registerUser,
  TEST_JWT_SECRET,
  type TestApp,
  uniqueEmail,
  uniquePhone,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });

describe('register', () => {
  it('creates a patient, answers a token and the user, and never the password hash', async () => {
    const email = uniqueEmail('reg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        name: 'Ananya Krishnan',
        email: email.toUpperCase(),
        phone: '+91 98765 12345',
        password: 'longenough',
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Ananya Krishnan',
      email,
      phone: '9876512345',
      role: 'patient',
      roles: ['patient'],
    });
    expect(body.user.permissions).toContain('appointments:book');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('passwordHash');
  });

  it('refuses a second account with the same e-mail (409, field named)', async () => {
    const { email } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { name: 'Someone Else', email, phone: uniquePhone(), password: 'longenough', consent: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('email');
  });

  it.each([
    [{ name: 'A', email: 'x@y.in', phone: '9876543210', password: 'longenough', consent: true }, 'name'],
    [
      { name: 'Ravi', email: 'not-an-email', phone: '9876543210', password: 'longenough', consent: true },
      'email',
    ],
    [{ name: 'Ravi', email: 'r@y.in', phone: '5876543210', password: 'longenough', consent: true }, 'phone'],
    [{ name: 'Ravi', email: 'r@y.in', phone: '98765', password: 'longenough', consent: true }, 'phone'],
    [{ name: 'Ravi', email: 'r@y.in', phone: '9876543210', password: 'short', consent: true }, 'password'],
    [
      { name: 'Ravi', email: 'r@y.in', phone: '9876543210', password: 'longenough', consent: false },
      'consent',
    ],
    [{ name: 'Ravi', email: 'r@y.in', phone: '9876543210', password: 'longenough' }, 'consent'],
  ])('rejects bad input %# with 400 naming the field', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('cannot set a role or permissions through the body', async () => {
    for (const extra of [
      { role: 'admin' },
      { roles: ['admin'] },
      { permissions: ['admin:console'] },
      { id: 'usr_demo_admin' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: {
          name: 'Sneaky',
          email: uniqueEmail(),
          phone: uniquePhone(),
          password: 'longenough',
          consent: true,
          ...extra,
        },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('login', () => {
  it('signs in a demo account of every role', async () => {
    for (const email of ['patient', 'doctor', 'reception', 'lab', 'pharmacist', 'admin']) {
      const res = await login(`${email}@arogya.in`, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
    }
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await login(email, 'wrong-password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('gives 400 for malformed JSON, wrong types and missing fields; 413 for an oversized body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 42, password: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(new Set(wrongType.json().details.map((d: { field: string }) => d.field))).toEqual(
      new Set(['email', 'password']),
    );
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/v1/users/login' });
    expect(noBody.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const longField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'a@b.in', password: 'x'.repeat(500) },
    });
    expect(longField.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits attempts from one client address across accounts (429)', async () => {
    const limited = await createTestApp({ LOGIN_LIMIT_PER_IP: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: uniqueEmail('spray'), password: 'wrong-password' },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect(statuses.slice(4)).toEqual([429, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: uniqueEmail('other'), password: 'wrong-password' },
        remoteAddress: '10.9.9.10',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });
});

describe('profile, update, logout and revocation', () => {
  it('reads and updates the own profile; logout revokes the token', async () => {
    const { token, user } = await registerUser(t.app);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().result.id).toBe(user.id);

    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile/update',
      headers: bearer(token),
      payload: { name: 'Renamed Person' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().result).toMatchObject({ name: 'Renamed Person' });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses role, permission and id changes through the profile update', async () => {
    const { token, user } = await registerUser(t.app);
    for (const payload of [
      { role: 'admin' },
      { roles: ['admin'] },
      { permissions: ['admin:console'] },
      { id: 'x', name: 'Valid Name' },
      { email: 'new@x.in' },
      // The number changes only by proving the new one (POST /api/v1/users/me/phone).
      { name: 'Valid Name', phone: '8123456789' },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/profile/update',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: bearer(token),
    });
    expect(profile.json().result).toMatchObject({ id: user.id, roles: ['patient'] });
  });

  it('answers 401 for a missing, forged, expired, wrong-algorithm or garbage token', async () => {
    const { user } = await registerUser(t.app);
    const forged = await new SignJWT({ sid: 'whatever' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('arogya-api')
      .setAudience('arogya-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length-000'));
    const expired = await new SignJWT({ sid: 'whatever' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('arogya-api')
      .setAudience('arogya-web')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, sid: 'x', iss: 'arogya-api', aud: 'arogya-web', exp: 9999999999 }),
    ).toString('base64url');
    const none = `${header}.${payload}.`;
    // A valid signature for a session that was never created.
    const unknownSession = await new SignJWT({ sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('arogya-api')
      .setAudience('arogya-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const headers of [
      {},
      bearer(forged),
      bearer(expired),
      bearer(none),
      bearer('garbage'),
      bearer(unknownSession),
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('lets a user read their own profile by id but not another user’s; an admin may', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/profile/${a.user.id}`,
      headers: bearer(a.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/profile/${b.user.id}`,
      headers: bearer(a.token),
    });
    expect(other.statusCode).toBe(403);
    const admin = await login('admin@arogya.in', DEMO_PASSWORD);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/profile/${b.user.id}`,
      headers: bearer(admin.json().token),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().result.email).toBe(b.email);
  });

  it('changing the password revokes every existing session and issues a new token', async () => {
    const { token, email, password } = await registerUser(t.app);
    const second = (await login(email, password)).json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    for (const old of [token, second]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(old) }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(fresh) }))
        .statusCode,
    ).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a password change with the wrong current password', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('currentPassword');
  });
});

describe('roles', () => {
  it('only an admin changes roles; a patient calling the admin route gets 403', async () => {
    const patient = await registerUser(t.app);
    const selfEscalate = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/roles`,
      headers: bearer(patient.token),
      payload: { roles: ['admin'] },
    });
    expect(selfEscalate.statusCode).toBe(403);

    const admin = (await login('admin@arogya.in', DEMO_PASSWORD)).json().token as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/roles`,
      headers: bearer(admin),
      payload: { roles: ['patient', 'pharmacist'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.roles).toEqual(['patient', 'pharmacist']);
    expect(res.json().result.permissions).toContain('orders:fulfil');
    // Sessions are revoked so the new roles take effect on the next sign-in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(patient.token) }))
        .statusCode,
    ).toBe(401);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${patient.user.id}/roles`,
      headers: bearer(admin),
      payload: { roles: ['superuser'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('avatar, export and account deletion', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const multipart = (name: string, filename: string, type: string, data: Buffer) => {
    const boundary = '----arogyaboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores a real image and serves it; refuses a non-image pretending to be one', async () => {
    const { token } = await registerUser(t.app);
    const ok = multipart('avatar', 'me.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      headers: { ...bearer(token), ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().result.avatar as string;
    expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[a-f0-9-]+\.png$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const fake = multipart('avatar', 'me.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      headers: { ...bearer(token), ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(415);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/profile/avatar',
      headers: bearer(token),
    });
    expect(removed.json().result.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('exports the user’s data and deletes the account with the password', async () => {
    const { token, email, password } = await registerUser(t.app);
    const exp = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: bearer(token) });
    expect(exp.statusCode).toBe(200);
    expect(exp.json().account.email).toBe(email);
    // The password's hash and reset links' tokens never leave the server (the export names reset requests).
    expect(exp.body).not.toMatch(/passwordHash|tokenHash|"token"/);

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { password },
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
  });
});

describe('platform', () => {
  it('answers health, security headers and the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toEqual({ success: true, result: { status: 'ok' } });
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['referrer-policy']).toBe('no-referrer');
    // Pages (and anything else outside /api) get the app's policy: only its own scripts, never framed.
    const page = await t.app.inject({ method: 'GET', url: '/doctors' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames: the app's own, and blobs it made (a prescription PDF fetched with the bearer token).
    expect(csp).toContain("frame-src 'self' blob:");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A failed request carries the headers too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers['referrer-policy']).toBe('no-referrer');

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/users/register',
        '/api/v1/users/login',
        '/api/v1/user/profile/update',
      ]),
    );
    expect(docs.json().paths['/api/v1/users/register'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('keeps the audit log append-only', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.ctx.database.db;
    await db.execute(sql`INSERT INTO audit_log (action, resource_type) VALUES ('test', 'test')`);
    await expect(db.execute(sql`UPDATE audit_log SET action = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });
});
