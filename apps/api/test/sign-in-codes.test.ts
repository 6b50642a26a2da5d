// Signing in and registering with a mobile number and a one-time code (docs/product-rules.md#one-time-codes),
// against the SMS and WhatsApp stand-ins (scripts/stand-ins/): the code read from what MSG91's stand-in
// received, its WebOTP line, 5 wrong tries, expiry, single use (also under two verifications at once), the
// resend wait and the hourly and daily limits, SMS pumping from one address refused before the provider sees
// it, WhatsApp when chosen with SMS when it fails, and a verified number held by one account.
import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIns } from '../../../scripts/stand-ins/stand-ins.mjs';
import { auditLog, notifications, otpCodes, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { TEMPLATES } from '../src/modules/notifications/templates/templates.ts';
import { bearer, createTestApp, type TestApp, uniqueEmail, uniquePhone } from './test-app.ts';

let standIns: Awaited<ReturnType<typeof startStandIns>>;
let t: TestApp;
/** Limits raised: each test asks many codes from one address. */
const ROOMY = {
  OTP_RESEND_SECONDS: '0',
  OTP_LIMIT_PER_NUMBER_HOUR: '100',
  OTP_LIMIT_PER_NUMBER_DAY: '100',
  OTP_LIMIT_PER_IP_HOUR: '100000',
  OTP_LIMIT_GLOBAL_HOUR: '100000',
};

beforeAll(async () => {
  standIns = await startStandIns({
    appOrigin: 'http://127.0.0.1:9',
    inboxPort: 0,
    messageTemplates: TEMPLATES.en,
  });
  t = await createTestApp({ ...standIns.appEnv, PUBLIC_ORIGIN: 'https://arogya.example', ...ROOMY });
});
afterAll(async () => {
  await t.app.close();
  await standIns.close();
});

type InboxEntry = { channel: string; to: string; template: string | null; text: string };

async function inbox(phone: string, channel?: string): Promise<InboxEntry[]> {
  const query = new URLSearchParams({ to: `+91${phone}`, ...(channel ? { channel } : {}) });
  const res = await fetch(`${standIns.inboxUrl}/messages?${query}`);
  return (await res.json()) as InboxEntry[];
}

/** The code of the newest SMS (or WhatsApp message) to the number, as a phone reads it. */
async function codeSentTo(phone: string, channel = 'sms'): Promise<string> {
  const [newest] = await inbox(phone, channel);
  const code = /(\d{6})/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code to ${phone}: ${JSON.stringify(newest)}`);
  return code;
}

const post = (app: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress });
const send = (phone: string, extra: object = {}, app = t, ip?: string) =>
  post(app, '/api/v1/users/code/send', { phone, ...extra }, ip);
const verify = (phone: string, code: string, app = t) =>
  post(app, '/api/v1/users/code/verify', { phone, code });

/** A new account made with a number alone; returns its session token and id. */
async function registerByNumber(phone = uniquePhone(), name = 'Lakshmi Narayanan') {
  expect((await send(phone)).statusCode).toBe(200);
  const verified = await verify(phone, await codeSentTo(phone));
  const { ticket } = verified.json().registration;
  const created = await post(t, '/api/v1/users/register/phone', { ticket, name, consent: true });
  expect(created.statusCode, created.body).toBe(201);
  return { phone, token: created.json().token as string, id: created.json().user.id as string };
}

describe('registering and signing in with a mobile number', () => {
  it('sends a 6-digit code by SMS that ends with the WebOTP line, then creates the account with the name and consent', async () => {
    const phone = uniquePhone();
    const sent = await send(`+91 ${phone}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toEqual({
      to: `+91 ${phone.slice(0, 2)}•••••${phone.slice(-3)}`,
      channel: 'sms',
      expiresInSeconds: 600,
      resendInSeconds: 0,
    });
    const [sms] = await inbox(phone, 'sms');
    expect(sms?.template).toBe('one_time_code');
    const lines = sms?.text.split('\n') ?? [];
    expect(lines[0]).toMatch(/^Arogya: \d{6} is your code to sign in\. It works for 10 minutes\./);
    const code = await codeSentTo(phone);
    expect(lines.at(-1)).toBe(`@arogya.example #${code}`);

    // The code is stored only as a keyed hash; the outbox keeps the message but not the code.
    const [row] = await t.ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const messages = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `otp:${row?.id}:sms`));
    expect(
      messages.map((m) => [m.status, m.priority, m.fixedTo, (m.data as { code: unknown }).code]),
    ).toEqual([['sent', 3, phone, null]]);

    // No account yet: the right code gives a ticket to create one, not a session.
    const verified = await verify(phone, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, registration: { phone } });
    expect(verified.json().token).toBeUndefined();

    const noConsent = await post(t, '/api/v1/users/register/phone', {
      ticket: verified.json().registration.ticket,
      name: 'Lakshmi Narayanan',
    });
    expect(noConsent.statusCode).toBe(400);
    const created = await post(t, '/api/v1/users/register/phone', {
      ticket: verified.json().registration.ticket,
      name: 'Lakshmi Narayanan',
      consent: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({
      name: 'Lakshmi Narayanan',
      phone,
      email: null,
      phoneVerified: true,
      emailVerified: false,
      hasPassword: false,
      roles: ['patient'],
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: bearer(created.json().token),
    });
    expect(profile.statusCode).toBe(200);
    const [account] = await t.ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(account?.consentAt).toBeInstanceOf(Date);

    // The ticket made one account; a second use finds the number taken.
    const again = await post(t, '/api/v1/users/register/phone', {
      ticket: verified.json().registration.ticket,
      name: 'Someone Else',
      consent: true,
    });
    expect(again.statusCode).toBe(409);
    const forged = await post(t, '/api/v1/users/register/phone', {
      ticket: 'x'.repeat(40),
      name: 'Someone Else',
      consent: true,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('signs in the account whose verified number it is, and writes the sign-in to the audit log', async () => {
    const { phone, id } = await registerByNumber();
    expect((await send(phone)).statusCode).toBe(200);
    const signedIn = await verify(phone, await codeSentTo(phone));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { id, phone, phoneVerified: true } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: bearer(signedIn.json().token),
    });
    expect(me.json().result.id).toBe(id);
    const rows = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, id), eq(auditLog.action, 'security.sign-in.code')));
    expect(rows).toHaveLength(2); // the registration, then this sign-in
  });

  it('voids a code after five wrong tries: the right one is refused after them', async () => {
    const { phone, id } = await registerByNumber();
    await send(phone);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verify(phone, wrong));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]?.json().message).toBe('That code is not right. 4 tries left.');
    expect(answers[3]?.json().message).toBe('That code is not right. 1 try left.');
    expect(answers[4]?.json().message).toBe(
      'That code is not right, and no tries are left. Ask for a new code.',
    );
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('This code has expired or was already used. Ask for a new code.');
    // Each wrong try is an audit row about the account.
    const failed = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, id), eq(auditLog.action, 'security.code.failed')));
    expect(failed).toHaveLength(5);
    // A new code works again.
    await send(phone);
    expect((await verify(phone, await codeSentTo(phone))).statusCode).toBe(200);
  });

  it('refuses an expired code and a code used once already', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await codeSentTo(phone);
    await t.ctx.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const expired = await verify(phone, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().details).toEqual([
      { field: 'code', message: 'This code has expired or was already used. Ask for a new code.' },
    ]);

    await send(phone);
    const fresh = await codeSentTo(phone);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
    const reused = await verify(phone, fresh);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This code has expired or was already used. Ask for a new code.');
  });

  it('signs in once when two verifications of one code arrive at the same moment', async () => {
    const { phone } = await registerByNumber();
    await send(phone);
    const code = await codeSentTo(phone);
    const answers = await Promise.all([verify(phone, code), verify(phone, code), verify(phone, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses malformed input with a 400 naming the field', async () => {
    const bad = await send('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('phone');
    const badCode = await verify(uniquePhone(), '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().details[0]).toEqual({ field: 'code', message: 'Enter the 6-digit code' });
  });
});

describe('WhatsApp, with SMS when it fails', () => {
  it('sends the code by WhatsApp when chosen, as the authentication template with its copy-code button', async () => {
    const phone = uniquePhone();
    const sent = await send(phone, { channel: 'whatsapp' });
    expect(sent.json().result.channel).toBe('whatsapp');
    const code = await codeSentTo(phone, 'whatsapp');
    expect(await inbox(phone, 'sms')).toEqual([]);
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('falls back to SMS at once when WhatsApp refuses the message', async () => {
    const phone = uniquePhone();
    const fail = await fetch(`${standIns.inboxUrl}/control/whatsapp/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, status: 400 }),
    });
    expect(fail.ok).toBe(true);
    const sent = await send(phone, { channel: 'whatsapp' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result.channel).toBe('sms');
    expect(await inbox(phone, 'whatsapp')).toEqual([]);
    expect((await verify(phone, await codeSentTo(phone, 'sms'))).statusCode).toBe(200);
  });
});

describe('limits against abuse, checked before any provider is asked', () => {
  it('waits 30 s between codes to one number, allows 5 an hour and 10 a day', async () => {
    // The product's own wait and limits (config/env.ts defaults).
    const strict = await createTestApp({
      ...standIns.appEnv,
      OTP_RESEND_SECONDS: '30',
      OTP_LIMIT_PER_NUMBER_HOUR: '5',
      OTP_LIMIT_PER_NUMBER_DAY: '10',
    });
    try {
      const phone = uniquePhone();
      expect((await send(phone, {}, strict)).statusCode).toBe(200);
      const soon = await send(phone, {}, strict);
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(
        /^Too many codes for this number\. Please try again in \d+ seconds?\./,
      );
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(25);
      expect(await inbox(phone)).toHaveLength(1);
    } finally {
      await strict.app.close();
    }

    const hourly = await createTestApp({
      ...standIns.appEnv,
      ...ROOMY,
      OTP_LIMIT_PER_NUMBER_HOUR: '5',
      OTP_LIMIT_PER_NUMBER_DAY: '10',
    });
    try {
      const phone = uniquePhone();
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await send(phone, {}, hourly)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await inbox(phone)).toHaveLength(5);
    } finally {
      await hourly.app.close();
    }

    const daily = await createTestApp({ ...standIns.appEnv, ...ROOMY, OTP_LIMIT_PER_NUMBER_DAY: '10' });
    try {
      const phone = uniquePhone();
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await send(phone, {}, daily)).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.at(-1)).toBe(429);
      expect(await inbox(phone)).toHaveLength(10);
    } finally {
      await daily.app.close();
    }
  });

  it('refuses a burst of codes to many numbers from one address with 429, never reaching the provider', async () => {
    const guarded = await createTestApp({ ...standIns.appEnv, ...ROOMY, OTP_LIMIT_PER_IP_HOUR: '3' });
    try {
      const numbers = Array.from({ length: 8 }, () => uniquePhone());
      const answers = [];
      for (const phone of numbers) answers.push((await send(phone, {}, guarded, '203.0.113.9')).statusCode);
      expect(answers).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const received = await Promise.all(numbers.map((phone) => inbox(phone)));
      expect(received.map((list) => list.length)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
      // Another address is not held back by this one.
      expect((await send(uniquePhone(), {}, guarded, '198.51.100.4')).statusCode).toBe(200);
    } finally {
      await guarded.app.close();
    }

    // Across every address, the site's hourly cap.
    const capped = await createTestApp({ ...standIns.appEnv, ...ROOMY, OTP_LIMIT_GLOBAL_HOUR: '2' });
    try {
      const numbers = Array.from({ length: 4 }, () => uniquePhone());
      const answers = [];
      for (const [i, phone] of numbers.entries())
        answers.push((await send(phone, {}, capped, `192.0.2.${i + 1}`)).statusCode);
      expect(answers).toEqual([200, 200, 429, 429]);
      expect((await inbox(numbers[3] as string)).length).toBe(0);
    } finally {
      await capped.app.close();
    }
  });
});

describe('staff: the password, then a code to their phone', () => {
  async function staffAccount(phoneVerified: boolean) {
    const id = randomUUID();
    const phone = uniquePhone();
    const email = uniqueEmail('desk');
    await t.ctx.users.insert({
      id,
      email,
      name: 'Dr. Farah Qureshi',
      phone,
      passwordHash: await hashPassword('a-staff-password'),
      roles: ['doctor'],
      consentAt: new Date(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      phoneVerifiedAt: phoneVerified ? new Date() : null,
    });
    return { id, phone, email };
  }
  const login = (email: string, password = 'a-staff-password') =>
    post(t, '/api/v1/users/login', { email, password });

  it('answers the right password with a challenge and a code by SMS; the code signs in', async () => {
    const staff = await staffAccount(true);
    const first = await login(staff.email);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      codeRequired: true,
      result: { to: `+91 ${staff.phone.slice(0, 2)}•••••${staff.phone.slice(-3)}`, channel: 'sms' },
    });
    expect(first.json().token).toBeUndefined();
    const [sms] = await inbox(staff.phone, 'sms');
    expect(sms?.text).toMatch(/^Arogya: \d{6} is your code to finish signing in\./);

    // A wrong password sends nothing.
    const wrongPassword = await login(staff.email, 'not-it-at-all');
    expect(wrongPassword.statusCode).toBe(401);
    expect(await inbox(staff.phone, 'sms')).toHaveLength(1);

    const code = await codeSentTo(staff.phone);
    const challenge = first.json().challenge as string;
    const wrong = await post(t, '/api/v1/users/login/code', {
      challenge,
      code: code === '999999' ? '000000' : '999999',
    });
    expect(wrong.statusCode).toBe(400);
    const forged = await post(t, '/api/v1/users/login/code', { challenge: `${challenge}x`, code });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0].field).toBe('challenge');

    const done = await post(t, '/api/v1/users/login/code', { challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ id: staff.id, roles: ['doctor'] });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: bearer(done.json().token),
    });
    expect(me.statusCode).toBe(200);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, staff.id), eq(auditLog.action, 'security.sign-in.staff-code')));
    expect(audit).toHaveLength(1);

    // The code alone never signs a staff account in.
    await send(staff.phone);
    const byCodeAlone = await verify(staff.phone, await codeSentTo(staff.phone));
    expect(byCodeAlone.statusCode).toBe(422);
    expect(byCodeAlone.json().message).toMatch(/staff account: sign in with your e-mail and password/);
  });

  it('sends the code again on the challenge, and verifies an admin-made account’s number with its first code', async () => {
    const staff = await staffAccount(false);
    const first = await login(staff.email);
    expect(first.json().codeRequired).toBe(true);
    const challenge = first.json().challenge as string;
    const again = await post(t, '/api/v1/users/login/code/resend', { challenge });
    expect(again.statusCode, again.body).toBe(200);
    expect(await inbox(staff.phone, 'sms')).toHaveLength(2);
    const done = await post(t, '/api/v1/users/login/code', {
      challenge,
      code: await codeSentTo(staff.phone),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.phoneVerified).toBe(true);
  });

  it('signs staff in with the password alone on a server that cannot send codes', async () => {
    const plain = await createTestApp();
    try {
      const staff = await staffAccount(true);
      const res = await post(plain, '/api/v1/users/login', {
        email: staff.email,
        password: 'a-staff-password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
      const methods = await plain.app.inject({ method: 'GET', url: '/api/v1/users/sign-in-methods' });
      expect(methods.json().result).toEqual({ phoneCodes: false, channels: [] });
      expect((await send(uniquePhone(), {}, plain)).statusCode).toBe(503);
    } finally {
      await plain.app.close();
    }
    const methods = await t.app.inject({ method: 'GET', url: '/api/v1/users/sign-in-methods' });
    expect(methods.json().result).toEqual({ phoneCodes: true, channels: ['sms', 'whatsapp'] });
  });
});
