// Password reset by e-mail link (docs/product-rules.md#password-reset): the same answer for every address,
// a link that works once for 30 minutes and is stored only hashed, every session ended, signed in here.
import { FORGOT_PASSWORD_ANSWER } from '@arogya/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, passwordResetTokens } from '../src/db/schema.ts';
import { ANSWER_FLOOR_MS, hashResetToken } from '../src/modules/users/request-password-reset.ts';
import { RESET_LINK_REFUSED } from '../src/modules/users/reset-password.ts';
import { createNotifyApp, sentTo } from './notification-fixtures.ts';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, uniqueEmail } from './test-app.ts';

const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Arogya <no-reply@arogya.in>' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...MAIL,
    PASSWORD_RESET_LIMIT_PER_EMAIL: '50',
    PASSWORD_RESET_LIMIT_PER_IP: '1000',
  });
});
afterAll(async () => {
  await t.app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const forgot = (app: TestApp, email: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/users/password/forgot',
    payload: { email },
    remoteAddress,
  });

const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/password/reset', payload: { token, password } });

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(token) });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

/** The outbox rows written for the user's password reset links. */
async function resetMessages(userId: string) {
  return t.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.kind, 'password_reset')));
}

/** The token of the newest link e-mailed to the user, read from the outbox row's data. */
async function latestToken(userId: string): Promise<string> {
  const rows = await resetMessages(userId);
  const newest = rows.sort((a, b) => b.id - a.id)[0];
  const url = (newest?.data as { url?: string } | undefined)?.url;
  if (!url) throw new Error('no reset link in the outbox');
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

describe('asking for a link', () => {
  it('answers the same for an account and for an unknown address, and e-mails only the account', async () => {
    const { email, password, user } = await registerVerifiedUser(t.app);
    const known = await forgot(t, email.toUpperCase());
    const unknown = await forgot(t, uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toBe(known.body);

    const rows = await resetMessages(user.id);
    // By e-mail only (not the in-app inbox), never held by quiet hours, the link's secret marked for removal.
    expect(rows.map((r) => [r.channel, r.urgent, r.secretDataKeys])).toEqual([['email', true, ['url']]]);
    const url = new URL((rows[0]?.data as { url?: string } | undefined)?.url ?? '');
    expect(url.pathname).toBe('/reset-password');
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);

    // The table keeps only the token's SHA-256, valid for 30 minutes.
    const [stored] = await t.ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashResetToken(token));
    expect(stored?.tokenHash).not.toContain(token);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(30);

    // The person's data export lists the request (when, from where), never the link or its hash.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/export',
      headers: bearer((await login(email, password)).json().token),
    });
    expect(exported.json().passwordResets).toEqual([
      expect.objectContaining({ requestedIp: '127.0.0.1', usedAt: null }),
    ]);
    expect(exported.body).not.toContain(stored?.tokenHash);
    expect(exported.body).not.toContain(token);
  });

  it('takes about as long for an unknown address as for an account', async () => {
    const { email } = await registerVerifiedUser(t.app);
    const timed = async (address: string) => {
      const started = performance.now();
      expect((await forgot(t, address)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    const res = await forgot(t, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('email');
  });
});

describe('using the link', () => {
  it('sets the password, ends every session, signs in here, and the link works once', async () => {
    const { email, password, token: first, user } = await registerVerifiedUser(t.app);
    const second = (await login(email, password)).json().token as string;
    await forgot(t, email);
    const link = await latestToken(user.id);

    const res = await reset(link, 'a-whole-new-password');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { id: user.id, email } });
    // Every session from before is over; the one just started works.
    for (const old of [first, second]) expect((await profile(old)).statusCode).toBe(401);
    expect((await profile(body.token)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'a-whole-new-password')).statusCode).toBe(200);

    // Once only.
    const again = await reset(link, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_REFUSED);
    expect((await login(email, 'a-whole-new-password')).statusCode).toBe(200);

    // The outbox keeps no working link.
    const [row] = await resetMessages(user.id);
    expect(row?.data).toMatchObject({ url: null, minutes: 30 });
    expect(row?.status).toBe('dropped');
    expect(row?.secretDataKeys).toEqual([]);
  });

  it('of two uses at once, exactly one sets the password', async () => {
    const { email, user } = await registerVerifiedUser(t.app);
    await forgot(t, email);
    const link = await latestToken(user.id);
    const answers = await Promise.all([
      reset(link, 'first-new-password'),
      reset(link, 'second-new-password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first-new-password' : 'second-new-password';
    expect((await login(email, winner)).statusCode).toBe(200);
  });

  it('spends every other link of the account', async () => {
    const { email, user } = await registerVerifiedUser(t.app);
    await forgot(t, email);
    const older = await latestToken(user.id);
    await forgot(t, email);
    const newer = await latestToken(user.id);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'the-newest-password')).statusCode).toBe(200);
    expect((await reset(older, 'an-older-password')).statusCode).toBe(400);
  });

  it('works for 30 minutes, not after', async () => {
    const { email, user } = await registerVerifiedUser(t.app);
    await forgot(t, email);
    const link = await latestToken(user.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1000 });
    const late = await reset(link, 'too-late-password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: RESET_LINK_REFUSED });
    vi.useRealTimers();

    await forgot(t, email);
    const fresh = await latestToken(user.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * 60_000 });
    expect((await reset(fresh, 'just-in-time-password')).statusCode).toBe(200);
  });

  it('refuses an unknown link with the same message, and bad input with 400', async () => {
    const unknown = await reset('x'.repeat(43), 'some-new-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(RESET_LINK_REFUSED);
    const short = await reset('abc', 'some-new-password');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('token');
    const weak = await reset('y'.repeat(43), 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('password');
  });
});

describe('limits', () => {
  it('limits requests per e-mail address, account or not, and per client address', async () => {
    const limited = await createTestApp({
      ...MAIL,
      PASSWORD_RESET_LIMIT_PER_EMAIL: '2',
      PASSWORD_RESET_LIMIT_PER_IP: '6',
    });
    try {
      const { email } = await registerVerifiedUser(limited.app);
      for (const address of [email, uniqueEmail('nobody')]) {
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await forgot(limited, address, '10.9.0.1'));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
        expect(answers[2]?.json().message).toMatch(
          /Too many password reset requests for this e-mail address/,
        );
      }
      // Six counted from 10.9.0.1 (the refused ones too): that address is done for the hour, others are not.
      const fromThere = await forgot(limited, uniqueEmail('other'), '10.9.0.1');
      expect(fromThere.statusCode).toBe(429);
      expect(fromThere.json().message).toMatch(/Too many password reset requests from this network/);
      expect(fromThere.headers['retry-after']).toBeDefined();
      expect((await forgot(limited, uniqueEmail('other'), '10.9.0.2')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the e-mail', () => {
  it('is sent by e-mail only, with the working link, and the outbox keeps no copy of the link once sent', async () => {
    const n = await createNotifyApp();
    try {
      const { email, user } = await registerVerifiedUser(n.app);
      await n.app.inject({ method: 'POST', url: '/api/v1/users/password/forgot', payload: { email } });
      const [row] = await t.ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientUserId, user.id), eq(notifications.kind, 'password_reset')));
      const link = (row?.data as { url?: string } | undefined)?.url ?? '';
      expect(link).toMatch(/\/reset-password\?token=[\w-]{40,}$/);

      await n.dispatch();
      const [mail] = sentTo(n.adapters.email, email);
      expect(mail?.email?.text).toContain(link);
      expect(mail?.email?.html).toContain(`href="${link}"`);
      for (const channel of ['sms', 'whatsapp', 'push'] as const)
        expect(sentTo(n.adapters[channel], email)).toEqual([]);

      const [after] = await t.ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, row?.id ?? 0));
      expect(after).toMatchObject({ status: 'sent', secretDataKeys: [] });
      expect((after?.data as { url?: unknown } | undefined)?.url).toBeNull();
      // The link still works: only the outbox's copy is gone.
      const token = new URL(link).searchParams.get('token') ?? '';
      expect((await reset(token, 'set-after-the-mail')).statusCode).toBe(200);
    } finally {
      await n.app.close();
    }
  });

  it('a reset e-mail given up on is blanked too, and an admin retry cannot send it without its link', async () => {
    const n = await createNotifyApp();
    try {
      const { email, user } = await registerVerifiedUser(n.app);
      n.adapters.email.failNext(1, 'permanent', email);
      await n.app.inject({ method: 'POST', url: '/api/v1/users/password/forgot', payload: { email } });
      await n.dispatch();
      const [dead] = await resetMessages(user.id);
      expect(dead).toMatchObject({ status: 'dead', secretDataKeys: [] });
      expect((dead?.data as { url?: unknown } | undefined)?.url).toBeNull();

      await n.ctx.database.db
        .update(notifications)
        .set({ status: 'pending', attempts: 0 })
        .where(eq(notifications.id, dead?.id ?? 0));
      await n.dispatch();
      expect(sentTo(n.adapters.email, email)).toEqual([]);
      const [again] = await resetMessages(user.id);
      expect(again?.status).toBe('dead');
    } finally {
      await n.app.close();
    }
  });
});
