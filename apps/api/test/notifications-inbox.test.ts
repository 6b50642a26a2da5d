// The person's side (modules/notifications/notifications.routes.ts): the inbox newest first by cursor, the
// unread count, marking read, preferences with recorded consent for offers, push subscriptions, and their
// notifications in the data export and gone with the account.
import { randomUUID } from 'node:crypto';
import { UNREAD_COUNT_CAP } from '@arogya/contracts/constants';
import { PROMOTIONS_CONSENT_TEXT, PROMOTIONS_CONSENT_TEXT_HI } from '@arogya/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../src/db/schema.ts';
import { createOutboxRepository } from '../src/modules/notifications/outbox.repository.ts';
import { createNotifyApp, type NotifyApp } from './notification-fixtures.ts';
import { bearer, registerUser } from './test-app.ts';

let t: NotifyApp;

beforeAll(async () => {
  t = await createNotifyApp();
});

afterAll(async () => {
  await t.app.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

async function deliverShipped(userId: string, ref: string, at: Date) {
  await t.ctx.database.db.transaction((tx) =>
    t.ctx.notifications.notify(tx, {
      kind: 'order_shipped',
      eventKey: `inbox-test:${randomUUID()}`,
      recipientUserId: userId,
      data: { ref },
      link: '/orders',
    }),
  );
  await t.dispatch(at);
}

const at = (minutes: number) =>
  new Date(
    `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T05:${String(minutes).padStart(2, '0')}:00Z`,
  );

describe('the inbox', () => {
  it('lists delivered messages newest first by cursor, counts and marks them read', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const [i, ref] of ['ORD-1', 'ORD-2', 'ORD-3'].entries())
      await deliverShipped(me.user.id, ref, at(i));
    await deliverShipped(other.user.id, 'ORD-X', at(4));

    const first = await get('/api/v1/notifications?limit=2', me.token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().result;
    expect(page1.items.map((i: { body: string }) => i.body)).toEqual([
      'Order ORD-3: your medicines are on their way.',
      'Order ORD-2: your medicines are on their way.',
    ]);
    expect(page1.unreadCount).toBe(3);
    const second = (await get(`/api/v1/notifications?limit=2&cursor=${page1.nextCursor}`, me.token)).json()
      .result;
    expect(second.items.map((i: { body: string }) => i.body)).toEqual([
      'Order ORD-1: your medicines are on their way.',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await get('/api/v1/notifications?cursor=not-a-cursor', me.token)).statusCode).toBe(400);

    const id = page1.items[0].id as string;
    const read = await send('POST', `/api/v1/notifications/${id}/read`, me.token);
    expect(read.json().result).toEqual({ unreadCount: 2 });
    expect((await get('/api/v1/notifications?unread=true', me.token)).json().result.items).toHaveLength(2);
    // Someone else's message is not found for them.
    expect((await send('POST', `/api/v1/notifications/${id}/read`, other.token)).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/notifications/read-all', me.token)).json().result).toEqual({
      unreadCount: 0,
    });
    expect((await get('/api/v1/notifications/unread-count', me.token)).json().result).toEqual({
      unreadCount: 0,
    });
    expect((await get('/api/v1/notifications/unread-count', other.token)).json().result).toEqual({
      unreadCount: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('the unread count', () => {
  it('counts to 100 at most, in the inbox, the count and the live event alike', async () => {
    const me = await registerUser(t.app);
    // 105 delivered, unread inbox messages, written as the runner leaves them.
    await t.ctx.database.db.execute(sql`
      insert into notifications (event_key, kind, category, recipient_user_id, channel, data, status, sent_at)
      select 'unread-cap:' || ${me.user.id} || ':' || n, 'order_shipped', 'orders', ${me.user.id}, 'in_app',
        '{"ref":"ORD-9"}'::jsonb, 'sent', now()
      from generate_series(1, 105) n`);
    expect((await get('/api/v1/notifications/unread-count', me.token)).json().result).toEqual({
      unreadCount: UNREAD_COUNT_CAP,
    });
    expect((await get('/api/v1/notifications?limit=1', me.token)).json().result.unreadCount).toBe(
      UNREAD_COUNT_CAP,
    );
    const counts = await createOutboxRepository(t.ctx.database.db).unreadCounts([me.user.id, 'nobody']);
    expect(counts.get(me.user.id)).toBe(UNREAD_COUNT_CAP);
    expect(counts.get('nobody')).toBe(0);
    expect((await send('POST', '/api/v1/notifications/read-all', me.token)).json().result).toEqual({
      unreadCount: 0,
    });
  });
});

describe('preferences', () => {
  it('default: every channel for transactional messages, none for offers; offers only with consent, recorded', async () => {
    const me = await registerUser(t.app);
    const prefs = (await get('/api/v1/notifications/preferences', me.token)).json().result;
    expect(prefs.categories.find((c: { category: string }) => c.category === 'orders')).toMatchObject({
      transactional: true,
      channels: ['sms', 'whatsapp', 'email', 'push', 'in_app'],
    });
    expect(prefs.categories.find((c: { category: string }) => c.category === 'promotions')).toMatchObject({
      transactional: false,
      channels: [],
    });
    // No browser allowed yet: web push does not reach them.
    expect(prefs.availableChannels).toEqual(['sms', 'whatsapp', 'email', 'in_app']);
    expect(prefs.promotionsConsent).toBeNull();

    const refused = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [{ category: 'promotions', channels: ['email'] }],
    });
    expect(refused.statusCode).toBe(422);
    const twice = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [
        { category: 'orders', channels: ['email'] },
        { category: 'orders', channels: ['sms'] },
      ],
    });
    expect(twice.statusCode).toBe(400);

    const saved = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [
        { category: 'promotions', channels: ['email', 'in_app'] },
        { category: 'orders', channels: ['in_app'] },
      ],
      promotionsConsent: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.promotionsConsent).toMatchObject({ text: PROMOTIONS_CONSENT_TEXT });
    const [row] = await t.ctx.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.user.id))
      .orderBy(notificationPreferences.category);
    expect(row).toMatchObject({ category: 'orders', channels: ['in_app'] });

    // Given on a Hindi page: the Hindi words the person read are recorded; an unknown language is a 400.
    const inHindi = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [{ category: 'promotions', channels: ['email', 'in_app'] }],
      promotionsConsent: true,
      promotionsConsentLanguage: 'hi',
    });
    expect(inHindi.statusCode).toBe(200);
    expect(inHindi.json().result.promotionsConsent).toMatchObject({ text: PROMOTIONS_CONSENT_TEXT_HI });
    const unknown = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [{ category: 'promotions', channels: ['email'] }],
      promotionsConsent: true,
      promotionsConsentLanguage: 'ta',
    });
    expect(unknown.statusCode).toBe(400);

    // Withdrawn: all channels off clears the consent.
    const withdrawn = await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [{ category: 'promotions', channels: [] }],
    });
    expect(withdrawn.json().result.promotionsConsent).toBeNull();
  });

  it('stores a browser’s push subscription (web push on) and forgets it on request', async () => {
    const me = await registerUser(t.app);
    const subscription = {
      endpoint: `https://push.example.net/send/${randomUUID()}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    };
    expect(
      (await send('POST', '/api/v1/notifications/push-subscriptions', me.token, subscription)).statusCode,
    ).toBe(201);
    expect(
      (await get('/api/v1/notifications/preferences', me.token)).json().result.availableChannels,
    ).toContain('push');
    await send('DELETE', '/api/v1/notifications/push-subscriptions', me.token, {
      endpoint: subscription.endpoint,
    });
    expect(
      (await get('/api/v1/notifications/preferences', me.token)).json().result.availableChannels,
    ).not.toContain('push');
  });
});

describe('personal data', () => {
  it('the export holds the person’s messages and choices; deleting the account removes them', async () => {
    const me = await registerUser(t.app);
    await deliverShipped(me.user.id, 'ORD-EXPORT', at(10));
    await send('PUT', '/api/v1/notifications/preferences', me.token, {
      categories: [{ category: 'orders', channels: ['email', 'in_app'] }],
    });
    const exported = await get('/api/v1/users/me/export', me.token);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json().result ?? exported.json();
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.notifications[0]).toMatchObject({ kind: 'order_shipped', data: { ref: 'ORD-EXPORT' } });
    expect(data.notificationPreferences).toMatchObject([
      { category: 'orders', channels: ['email', 'in_app'] },
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: bearer(me.token),
      payload: { password: me.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await t.ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientUserId, me.user.id));
    expect(left).toEqual([]);
  });
});
