// Web push subscriptions (apps/api/src/modules/notifications/notifications.routes.ts): the VAPID key only
// when web push is configured, one row per browser endpoint, a person's own rows only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from '../src/modules/notifications/notifications.repository.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

const VAPID = {
  VAPID_PUBLIC_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
  VAPID_SUBJECT: 'mailto:care@arogya.in',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(VAPID);
});
afterAll(async () => {
  await t.app.close();
});

let counter = 0;
function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/test-${Date.now()}-${++counter}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: `BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM${counter}`,
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
}

const post = (token: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/push-subscriptions',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
const remove = (token: string, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/notifications/push-subscriptions',
    headers: bearer(token),
    payload: { endpoint },
  });
const rowsOf = (userId: string) =>
  t.ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('the push key', () => {
  it('is the VAPID public key when web push is configured, null when it is not; signed in only', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/push-key',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { publicKey: VAPID.VAPID_PUBLIC_KEY } });

    const off = await createTestApp();
    try {
      const other = await registerUser(off.app);
      const answer = await off.app.inject({
        method: 'GET',
        url: '/api/v1/notifications/push-key',
        headers: bearer(other.token),
      });
      expect(answer.json().result).toEqual({ publicKey: null });
    } finally {
      await off.app.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/push-key' })).statusCode).toBe(
      401,
    );
  });
});

describe('subscriptions', () => {
  it('stores a browser once by its endpoint, and deletes it on request', async () => {
    const { token, user } = await registerUser(t.app);
    const sub = subscription();
    expect((await post(token, sub)).statusCode).toBe(201);
    expect((await post(token, { ...sub, keys: { ...sub.keys, auth: 'new-auth-secret-1' } })).statusCode).toBe(
      201,
    );
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.endpoint, r.auth])).toEqual([[sub.endpoint, 'new-auth-secret-1']]);

    const gone = await remove(token, sub.endpoint);
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("never deletes someone else's browser; a browser taken over by another person becomes theirs", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const sub = subscription();
    await post(a.token, sub);
    expect((await remove(b.token, sub.endpoint)).statusCode).toBe(200);
    expect(await rowsOf(a.user.id)).toHaveLength(1);

    // B signs in on the same browser and turns notifications on: A's messages must not reach it any more.
    await post(b.token, sub);
    expect(await rowsOf(a.user.id)).toEqual([]);
    expect((await rowsOf(b.user.id)).map((r) => r.endpoint)).toEqual([sub.endpoint]);
  });

  it(`keeps a person's ${MAX_PUSH_SUBSCRIPTIONS} newest browsers`, async () => {
    const { token, user } = await registerUser(t.app);
    const first = subscription();
    await post(token, first);
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++) await post(token, subscription());
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(rows.map((r) => r.endpoint)).not.toContain(first.endpoint);
  });

  it.each([
    [{ ...subscription(), endpoint: 'not a url' }, 'endpoint'],
    [{ ...subscription(), endpoint: 'ftp://push.example/x' }, 'endpoint'],
    [{ endpoint: 'https://push.example/x' }, 'keys'],
    [{ ...subscription(), keys: { p256dh: 'short', auth: 'tBHItJI5svbpez7KI4CCXg' } }, 'keys.p256dh'],
    [{ ...subscription(), extra: true }, ''],
  ])('refuses a malformed subscription %# with 400', async (body, field) => {
    const { token } = await registerUser(t.app);
    const res = await post(token, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/push-subscriptions',
      payload: subscription(),
    });
    expect(res.statusCode).toBe(401);
  });
});
