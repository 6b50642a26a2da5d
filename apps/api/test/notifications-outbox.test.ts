// The outbox and its runner (modules/notifications): one message per channel the person allows, written with
// the change that causes it; delivered once whatever the crashes, retries and runners; retried with a growing
// delay then dead; held by quiet hours; dropped when no longer true; in-app delivery pushed live.
import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema.ts';
import { dispatchNotifications } from '../src/modules/notifications/dispatch-notifications.ts';
import type { NotifyEvent } from '../src/modules/notifications/notify.ts';
import { createOutboxRepository, fanOutStatement } from '../src/modules/notifications/outbox.repository.ts';
import { listen } from './call-fixtures.ts';
import { createNotifyApp, type NotifyApp, staffSignIn } from './notification-fixtures.ts';
import { bearer, registerUser, registerVerifiedUser, verifyContacts } from './test-app.ts';

let t: NotifyApp;

beforeAll(async () => {
  t = await createNotifyApp();
});

afterAll(async () => {
  await t.app.close();
});

const db = () => t.ctx.database.db;

function event(userId: string, overrides: Partial<NotifyEvent> = {}): NotifyEvent {
  return {
    kind: 'order_shipped',
    eventKey: `test:${randomUUID()}:shipped`,
    recipientUserId: userId,
    data: { ref: 'ORD-2026-000123' },
    link: '/orders/123',
    ...overrides,
  };
}

async function notifyNow(e: NotifyEvent) {
  await db().transaction((tx) => t.ctx.notifications.notify(tx, e));
}

async function rowsOf(eventKey: string) {
  return db()
    .select({
      id: notifications.id,
      channel: notifications.channel,
      status: notifications.status,
      attempts: notifications.attempts,
      dueAt: notifications.dueAt,
      lastError: notifications.lastError,
    })
    .from(notifications)
    .where(eq(notifications.eventKey, eventKey))
    .orderBy(notifications.channel);
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
/** 10:00 IST on a day ahead: outside quiet hours, later than any row's due time. */
/** The plan of `statement` with `morePeople` more accounts, inserted and analysed in a transaction rolled back. */
async function planWithMorePeople(statement: SQL, morePeople: number): Promise<string> {
  let plan = '';
  await db()
    .transaction(async (tx) => {
      await tx.execute(sql`insert into users (id, name, phone, consent_at, privacy_notice_version)
        select 'plan-' || n, 'Plan Person ' || n, (7000000000 + n)::text, now(), 'v1'
        from generate_series(1, ${morePeople}) n`);
      await tx.execute(sql`analyze users`);
      const res = (await tx.execute(sql`explain (costs off) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!plan) throw err;
    });
  return plan;
}

function morning(daysAhead = 1) {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T10:00:00+05:30`);
}

describe('the outbox', () => {
  it('writes one message per channel the person allows, once per event, and delivers each once', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id);
    await notifyNow(e);
    await notifyNow(e); // the same event again: nothing more
    // The person allows every channel and the server has them all (the recording adapters), but a message due
    // now is written only where it can reach them: web push would be too had a browser been allowed.
    const rows = await rowsOf(e.eventKey);
    expect(rows.map((r) => r.channel)).toEqual(['email', 'in_app', 'sms', 'whatsapp']);
    const at = morning();
    await t.dispatch(at);
    await t.dispatch(plus(at, 1000));
    const idOf = (channel: string) => String(rows.find((r) => r.channel === channel)?.id);
    for (const channel of ['sms', 'whatsapp', 'email'] as const) {
      expect(t.adapters[channel].sent.filter((m) => m.id === idOf(channel))).toHaveLength(1);
    }
    expect((await rowsOf(e.eventKey)).map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['in_app', 'sent'],
      ['sms', 'sent'],
      ['whatsapp', 'sent'],
    ]);
    const sms = t.adapters.sms.sent.find((m) => m.id === idOf('sms'));
    expect(sms?.to).toMatch(/^\+91[6-9]\d{9}$/);
    expect(sms?.sms?.text).toBe(
      'Arogya: order ORD-2026-000123: your medicines are on their way. Details: http://localhost:3000/orders/123',
    );
    const email = t.adapters.email.sent.find((m) => m.id === idOf('email'));
    expect(email?.to).toBe(user.email);
    expect(email?.email?.subject).toBe('Order shipped: order ORD-2026-000123');
    expect(email?.email?.html).toContain('href="http://localhost:3000/orders/123"');

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(user.token),
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().result).toMatchObject({
      items: [{ kind: 'order_shipped', title: 'Order shipped', link: '/orders/123', readAt: null }],
      unreadCount: 1,
      nextCursor: null,
    });
  });

  it('writes a message due now only where it can reach the person, one due later as one row', async () => {
    // Contacts not verified, no browser allowed: only the inbox can reach them now (the runner would drop the
    // rest: dispatch-notifications.ts addressOf).
    const user = await registerUser(t.app);
    const now = event(user.user.id);
    // A message due later, written with it in one statement: one 'scheduled' row, since by its time the person
    // may have verified a number, allowed a browser or changed their choices.
    const later = event(user.user.id, { dueAt: plus(morning(), -3_600_000) });
    await db().transaction((tx) => t.ctx.notifications.notify(tx, [now, later]));
    expect((await rowsOf(now.eventKey)).map((r) => r.channel)).toEqual(['in_app']);
    expect((await rowsOf(later.eventKey)).map((r) => [r.channel, r.status])).toEqual([
      ['scheduled', 'pending'],
    ]);
    // Each event once, however often it is written.
    await db().transaction((tx) => t.ctx.notifications.notify(tx, [now, later]));
    expect(await rowsOf(now.eventKey)).toHaveLength(1);
    expect(await rowsOf(later.eventKey)).toHaveLength(1);

    // Meanwhile the person verifies their number and e-mail and turns WhatsApp off for orders.
    await verifyContacts(user.user.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: bearer(user.token),
      payload: { categories: [{ category: 'orders', channels: ['sms', 'email', 'in_app'] }] },
    });
    expect(saved.statusCode).toBe(200);
    // When it falls due it goes out on what they chose and can receive then, in the same pass.
    await t.dispatch(morning());
    const delivered = await rowsOf(later.eventKey);
    expect(delivered.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['in_app', 'sent'],
      ['sms', 'sent'],
    ]);
    const sms = t.adapters.sms.sent.filter((m) => m.id === String(delivered[2]?.id));
    expect(sms.map((m) => m.to)).toEqual([`+91${user.phone}`]);
    // Written again after it went out: nothing is sent twice.
    await db().transaction((tx) => t.ctx.notifications.notify(tx, later));
    await t.dispatch(plus(morning(), 1000));
    expect((await rowsOf(later.eventKey)).map((r) => r.id)).toEqual(delivered.map((r) => r.id));
    expect(t.adapters.sms.sent.filter((m) => m.to === `+91${user.phone}`)).toHaveLength(1);
  });

  it('a scheduled message goes out on no channel when the person turned them all off before its time', async () => {
    const user = await registerVerifiedUser(t.app);
    const later = event(user.user.id, { dueAt: plus(morning(), -3_600_000) });
    await notifyNow(later);
    expect((await rowsOf(later.eventKey)).map((r) => r.channel)).toEqual(['scheduled']);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: bearer(user.token),
      payload: { categories: [{ category: 'orders', channels: [] }] },
    });
    expect(saved.statusCode).toBe(200);
    // Until its time the admin's message log shows it once, on the channel 'scheduled'.
    const adminToken = await staffSignIn(t, 'admin@arogya.in');
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/messages?channel=scheduled&to=${encodeURIComponent(user.email)}`,
      headers: bearer(adminToken),
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().result.items).toMatchObject([
      { kind: 'order_shipped', channel: 'scheduled', status: 'pending', to: null },
    ]);
    await t.dispatch(morning());
    expect(await rowsOf(later.eventKey)).toEqual([]);
  });

  it('writes only the channels the person chose for the category', async () => {
    const user = await registerVerifiedUser(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: bearer(user.token),
      payload: { categories: [{ category: 'orders', channels: ['email', 'in_app'] }] },
    });
    expect(saved.statusCode).toBe(200);
    const e = event(user.user.id);
    await notifyNow(e);
    expect((await rowsOf(e.eventKey)).map((r) => r.channel)).toEqual(['email', 'in_app']);
  });

  it('sends nothing for a change that rolled back', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id);
    await expect(
      db().transaction(async (tx) => {
        await t.ctx.notifications.notify(tx, e);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await rowsOf(e.eventKey)).toEqual([]);
  });

  it('writes nothing for an account that does not exist; an account deleted after its messages were written leaves none', async () => {
    // The outbox keeps no foreign key to users (db/schema/notifications.ts): the write itself checks.
    const ghost = event(`u_${randomUUID()}`);
    await notifyNow(ghost);
    expect(await rowsOf(ghost.eventKey)).toEqual([]);
    // Messages written, then the account's row deleted behind the outbox's back (as when a deletion commits
    // between a message's write and the deletion's own removal of the messages: users.repository.ts `delete`).
    const user = await registerVerifiedUser(t.app);
    const at = morning(5);
    const now = event(user.user.id);
    const later = event(user.user.id, { dueAt: plus(at, -3_600_000) });
    await db().transaction((tx) => t.ctx.notifications.notify(tx, [now, later]));
    expect((await rowsOf(now.eventKey)).map((r) => r.channel)).toContain('sms');
    expect((await rowsOf(later.eventKey)).map((r) => r.channel)).toEqual(['scheduled']);
    await db().delete(users).where(eq(users.id, user.user.id));
    await t.dispatch(at);
    await t.dispatch(plus(at, 1000));
    // Nothing sent, nothing kept.
    expect(await rowsOf(now.eventKey)).toEqual([]);
    expect(await rowsOf(later.eventKey)).toEqual([]);
    expect(t.adapters.sms.sent.filter((m) => m.to === `+91${user.phone}`)).toEqual([]);
  });

  it("reads each event's person and preferences by key, however many people there are", async () => {
    // The statement is prepared once for any events (a jsonb parameter the planner takes for 100 rows), so its
    // plan must not turn on the tables' sizes: a plain join to users became a hash join over the whole table.
    // Planned here with a few thousand more people (inserted and analysed in a transaction rolled back).
    const [someone] = await db().select({ id: users.id }).from(users).limit(1);
    const statement = t.ctx.notifications.notify.statement(
      [event(someone?.id ?? 'nobody'), event(someone?.id ?? 'nobody', { dueAt: morning(2) })],
      Date.now(),
    );
    const plan = await planWithMorePeople(statement, 3000);
    expect(plan, plan).toMatch(/Index (Only )?Scan using users_pkey on users/);
    expect(plan, plan).not.toMatch(/Seq Scan on users\b/);
    expect(plan, plan).not.toMatch(/Hash .*Join/);
  });

  it('writes fallen-due scheduled messages reading each person by key, however many people there are', async () => {
    // As notify's statement: the claimed rows are a set the planner cannot size, and a plain join to users
    // became a hash join over the whole table while it was small (a few hundred people). Planned with 300 and
    // with 3,000 more people (inserted and analysed in a transaction rolled back).
    const statement = fanOutStatement(
      Array.from({ length: 50 }, (_, i) => ({ id: String(i + 1), claimedAt: new Date() })),
      ['in_app', 'sms', 'whatsapp', 'email', 'push'],
    );
    for (const morePeople of [300, 3000]) {
      const plan = await planWithMorePeople(statement, morePeople);
      expect(plan, plan).toMatch(
        /Index (Only )?Scan using users_pkey on users\s+Index Cond: \(id = due\.recipient_user_id\)/,
      );
      expect(plan, plan).not.toMatch(/Seq Scan on users\b/);
      expect(plan, plan).not.toMatch(/Hash Cond: \([^)]*\bu\.id\b/);
    }
  });

  it('a provider answering 500 then 200 delivers once, with two tries, the second after the delay', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id);
    await notifyNow(e);
    const at = morning();
    await t.dispatch(at); // drain what else is due first, so the next failure is this message's
    const sms = (await rowsOf(e.eventKey)).find((r) => r.channel === 'sms');
    expect(sms?.status).toBe('sent');

    const second = event(user.user.id);
    await notifyNow(second);
    t.adapters.sms.failNext(1, 'temporary', `+91${user.phone}`);
    await t.dispatch(plus(at, 1_000));
    let row = (await rowsOf(second.eventKey)).find((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'provider answered HTTP 500' });
    expect(new Date(row?.dueAt as unknown as string).getTime()).toBe(plus(at, 31_000).getTime());
    await t.dispatch(plus(at, 20_000)); // not due yet
    expect((await rowsOf(second.eventKey)).find((r) => r.channel === 'sms')?.status).toBe('failed');
    await t.dispatch(plus(at, 31_000));
    row = (await rowsOf(second.eventKey)).find((r) => r.channel === 'sms');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const id = String(row?.id);
    expect(t.adapters.sms.tries.filter((m) => m.id === id)).toHaveLength(2);
    expect(t.adapters.sms.sent.filter((m) => m.id === id)).toHaveLength(1);
  });

  it('is dead after the last try, or at once when no retry can fix it; an admin sends it again', async () => {
    const user = await registerVerifiedUser(t.app);
    const at = morning(2);
    await t.dispatch(at);
    const e = event(user.user.id);
    await notifyNow(e);
    t.adapters.email.failNext(5, 'temporary', user.email);
    t.adapters.whatsapp.failNext(1, 'permanent', `+91${user.phone}`);
    let when = at;
    for (let i = 0; i < 5; i++) {
      await t.dispatch(when);
      when = plus(when, 3_600_000);
    }
    const rows = await rowsOf(e.eventKey);
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({ status: 'dead', attempts: 5 });
    expect(rows.find((r) => r.channel === 'whatsapp')).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'refused: not a valid number',
    });

    const adminToken = await staffSignIn(t, 'admin@arogya.in');
    const dead = rows.find((r) => r.channel === 'email');
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/messages?status=dead&channel=email&to=${encodeURIComponent(user.email)}`,
      headers: bearer(adminToken),
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().result.items).toMatchObject([
      // Who it is for, by name, beside the address it went to.
      { id: String(dead?.id), status: 'dead', attempts: 5, recipientName: 'Test Patient', to: user.email },
    ]);
    expect(log.json().result.total).toEqual({ count: 1, capped: false });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/messages/${dead?.id}/retry`,
      headers: bearer(adminToken),
    });
    expect(retry.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/messages/${dead?.id}/retry`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(409);
    await t.dispatch(plus(when, 1000));
    expect((await rowsOf(e.eventKey)).find((r) => r.channel === 'email')?.status).toBe('sent');
    // A patient has no message log.
    const patientLog = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/messages',
      headers: bearer(user.token),
    });
    expect(patientLog.statusCode).toBe(403);
  });

  it("the admin's message log filters by day (IST), the dates read as a range of ids", async () => {
    const user = await registerVerifiedUser(t.app);
    const keys: string[] = [];
    for (const day of ['01', '02', '03']) {
      const e = event(user.user.id, { eventKey: `test:${randomUUID()}:day-${day}`, channels: ['in_app'] });
      await notifyNow(e);
      // Written on a day of its own, long past, in the order of the ids.
      await db()
        .update(notifications)
        .set({ createdAt: new Date(`2001-03-${day}T12:00:00+05:30`) })
        .where(eq(notifications.eventKey, e.eventKey));
      keys.push(e.eventKey);
    }
    const ids = await Promise.all(keys.map(async (key) => String((await rowsOf(key))[0]?.id)));
    const adminToken = await staffSignIn(t, 'admin@arogya.in');
    const log = async (dates: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/messages?to=${encodeURIComponent(user.email)}&${dates}`,
        headers: bearer(adminToken),
      });
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().result as { items: { id: string }[]; total: { count: number } };
      expect(total.count).toBe(items.length);
      return items.map((item) => item.id);
    };
    expect(await log('from=2001-03-02&until=2001-03-02')).toEqual([ids[1]]);
    expect(await log('from=2001-03-02')).toEqual([ids[2], ids[1]]);
    expect(await log('until=2001-03-02')).toEqual([ids[1], ids[0]]);
    expect(await log('from=2001-03-01&until=2001-03-03')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await log('from=2001-02-01&until=2001-02-28')).toEqual([]);
    expect(await log('from=2001-03-03&until=2001-03-01')).toEqual([]);
  });

  it('a dead letter whose one-time link was withdrawn is not sent again: the retry says why', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id, {
      kind: 'password_reset',
      eventKey: `test:${randomUUID()}:password_reset`,
      data: {
        name: 'Test Patient',
        url: 'https://arogya.example.in/reset-password?token=secret',
        minutes: 30,
      },
      link: '/login',
      channels: ['email'],
      secretDataKeys: ['url'],
      urgent: true,
    });
    await notifyNow(e);
    t.adapters.email.failNext(1, 'permanent', user.email);
    await t.dispatch(morning(4));
    const [dead] = await rowsOf(e.eventKey);
    expect(dead).toMatchObject({ channel: 'email', status: 'dead' });
    const adminToken = await staffSignIn(t, 'admin@arogya.in');
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/messages/${dead?.id}/retry`,
      headers: bearer(adminToken),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      'This message carried a one-time link, withdrawn when it failed: it cannot be sent again. The person can ask for a new one.',
    );
    expect((await rowsOf(e.eventKey))[0]?.status).toBe('dead');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/messages/999999999/retry',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a runner killed after the business write: the next one delivers once', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id);
    await notifyNow(e);
    // No runner ran; a new one (as after a restart) starts from the database alone.
    const at = morning(3);
    const restarted = { ...t.deps.dispatch, outbox: createOutboxRepository(db()) };
    await dispatchNotifications(restarted, () => at);
    await dispatchNotifications(restarted, () => plus(at, 1000));
    const ids = (await rowsOf(e.eventKey)).filter((r) => r.channel === 'sms').map((r) => String(r.id));
    expect(t.adapters.sms.sent.filter((m) => ids.includes(m.id))).toHaveLength(1);
  });

  it('a runner killed between its claim and the send: redelivered once after the claim lapses', async () => {
    const user = await registerVerifiedUser(t.app);
    const at = morning(4);
    await t.dispatch(at);
    const e = event(user.user.id);
    await notifyNow(e);
    // The dying runner claims and never sends.
    const claimed = await createOutboxRepository(db()).claimDue(plus(at, 1000), 1000, 120_000);
    const ids = (await rowsOf(e.eventKey)).map((r) => String(r.id));
    expect(claimed.filter((m) => ids.includes(m.id))).toHaveLength(4);
    await t.dispatch(plus(at, 60_000)); // its claim still holds: nothing
    expect((await rowsOf(e.eventKey)).every((r) => r.status === 'sending')).toBe(true);
    await t.dispatch(plus(at, 200_000));
    await t.dispatch(plus(at, 200_000));
    const smsId = (await rowsOf(e.eventKey)).find((r) => r.channel === 'sms')?.id;
    expect(t.adapters.sms.sent.filter((m) => m.id === String(smsId))).toHaveLength(1);
    expect((await rowsOf(e.eventKey)).find((r) => r.channel === 'sms')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('claims the higher lanes first, each in due order, whatever was written first', async () => {
    const user = await registerVerifiedUser(t.app);
    const base = Date.parse('2025-01-01T04:30:00Z');
    const inbox = (overrides: Partial<NotifyEvent>) =>
      event(user.user.id, { channels: ['in_app'], ...overrides });
    // Written in this order, due at these minutes past `base`.
    const written = [
      { e: inbox({}), minute: 0 },
      { e: inbox({}), minute: 1 },
      { e: inbox({ dueAt: new Date(base) }), minute: 10 }, // a reminder: lane 1
      { e: inbox({}), minute: 2 },
      { e: inbox({ dueAt: new Date(base) }), minute: 5 },
      { e: inbox({ urgent: true }), minute: 20 }, // lane 2
    ];
    const [a, b, c, d, e, f] = written.map((w) => w.e.eventKey);
    const keys = (claimed: { eventKey: string }[]) => claimed.map((m) => m.eventKey);
    // In a transaction rolled back at the end: the rows are due (long past) for every runner of the test run
    // sharing this database (the files that boot an app), which must not see them.
    const checked = db().transaction(async (tx) => {
      for (const { e, minute } of written) {
        await t.ctx.notifications.notify(tx, e);
        await tx
          .update(notifications)
          .set({ dueAt: new Date(base + minute * 60_000) })
          .where(eq(notifications.eventKey, e.eventKey));
      }
      const outbox = createOutboxRepository(tx as unknown as Parameters<typeof createOutboxRepository>[0]);
      const at = new Date(base + 3_600_000);
      expect(keys(await outbox.claimDue(at, 3, 120_000))).toEqual([f, e, c]);
      expect(keys(await outbox.claimDue(at, 10, 120_000))).toEqual([a, b, d]);
      throw new Error('rolled back');
    });
    await expect(checked).rejects.toThrow('rolled back');
  });

  it('runners at once deliver each message once', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerVerifiedUser(t.app)));
    // Half due now, half scheduled (one row each until due, then a row per channel): either way once.
    const events = users.flatMap((u) =>
      Array.from({ length: 30 }, (_, i) =>
        event(u.user.id, i % 2 ? { dueAt: plus(morning(5), -3_600_000) } : {}),
      ),
    );
    await db().transaction(async (tx) => {
      for (const e of events) await t.ctx.notifications.notify(tx, e);
    });
    const at = morning(5);
    const runners = Array.from({ length: 4 }, () => ({
      ...t.deps.dispatch,
      outbox: createOutboxRepository(db()),
    }));
    await Promise.all(runners.map((r) => dispatchNotifications(r, () => at, { batchSize: 20 })));
    const keys = events.map((e) => e.eventKey);
    const rows = await db()
      .select({ id: notifications.id, channel: notifications.channel, status: notifications.status })
      .from(notifications)
      .where(sql`${notifications.eventKey} in ${keys}`);
    // Four channels each (no browser allowed web push: not written for a message due now).
    expect(rows).toHaveLength(events.length * 4);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    for (const channel of ['sms', 'email', 'whatsapp'] as const) {
      const ids = new Set(rows.filter((r) => r.channel === channel).map((r) => String(r.id)));
      const sent = t.adapters[channel].sent.filter((m) => ids.has(m.id));
      expect(sent).toHaveLength(ids.size);
      expect(new Set(sent.map((m) => m.id)).size).toBe(ids.size);
    }
  });

  it('quiet hours hold a message until 08:00 IST; the inbox and urgent messages are not held', async () => {
    const user = await registerVerifiedUser(t.app);
    const night = new Date(`${morning(6).toISOString().slice(0, 10)}T22:30:00+05:30`);
    await t.dispatch(plus(night, -4 * 3_600_000)); // what else is due, before the night
    const e = event(user.user.id);
    const urgent = event(user.user.id, {
      kind: 'consultation_join_link',
      urgent: true,
      data: { doctor: 'Dr. Arjun Mehta', when: '10:30 PM', mode: 'video consultation' },
    });
    await notifyNow(e);
    await notifyNow(urgent);
    await t.dispatch(night);
    const release = new Date(
      `${new Date(night.getTime() + 86_400_000).toISOString().slice(0, 10)}T08:00:00+05:30`,
    );
    const held = await rowsOf(e.eventKey);
    expect(held.find((r) => r.channel === 'in_app')?.status).toBe('sent');
    const sms = held.find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({ status: 'held', attempts: 0 });
    expect(new Date(sms?.dueAt as unknown as string).getTime()).toBe(release.getTime());
    expect((await rowsOf(urgent.eventKey)).find((r) => r.channel === 'sms')?.status).toBe('sent');

    await t.dispatch(plus(release, -60_000));
    expect((await rowsOf(e.eventKey)).find((r) => r.channel === 'sms')?.status).toBe('held');
    await t.dispatch(release);
    expect((await rowsOf(e.eventKey)).find((r) => r.channel === 'sms')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('with quiet hours off (the messaging bench) sends what is not urgent at night too', async () => {
    const user = await registerVerifiedUser(t.app);
    const night = new Date(`${morning(9).toISOString().slice(0, 10)}T23:30:00+05:30`);
    await t.dispatch(plus(night, -4 * 3_600_000)); // what else is due, before the night
    const e = event(user.user.id);
    await notifyNow(e);
    await dispatchNotifications({ ...t.deps.dispatch, quietHours: false }, () => night);
    expect((await rowsOf(e.eventKey)).find((r) => r.channel === 'sms')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('drops a message whose subject is no longer true, at send time', async () => {
    const user = await registerVerifiedUser(t.app);
    const e = event(user.user.id, { subject: { type: 'test-subject', id: '1' } });
    await notifyNow(e);
    const runner = {
      ...t.deps.dispatch,
      subjects: { 'test-subject': async () => new Set<string>() },
    };
    await dispatchNotifications(runner, () => morning(7));
    const rows = await rowsOf(e.eventKey);
    expect(rows.every((r) => r.status === 'dropped')).toBe(true);
    expect(rows[0]?.lastError).toBe('no longer true (cancelled or moved)');
  });

  it('pushes a new in-app notification live to the person’s open windows, with the unread count', async () => {
    const user = await registerVerifiedUser(t.app);
    const socket = await listen(t.app, user.token);
    await notifyNow(event(user.user.id));
    await t.dispatch(morning(8));
    const message = await socket.next('inbox');
    expect(message).toMatchObject({
      type: 'inbox',
      item: { kind: 'order_shipped', title: 'Order shipped', link: '/orders/123' },
      unreadCount: 1,
    });
    socket.close();
  });
});
