// Verified contacts and recovery (docs/product-rules.md#verified-contacts, #password-reset), against the
// messaging stand-ins: a number verified by its code and an address by its link, a change told to the contact
// left, a verified number held by one account, messages only to verified contacts, a forgotten password reset
// by a code to the phone or a link to the e-mail (every old session revoked), an account without a password
// confirming by code, the audit rows and the personal-data export.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIns } from '../../../scripts/stand-ins/stand-ins.mjs';
import { composeModules } from '../src/compose.ts';
import { auditLog, notifications, otpCodes } from '../src/db/schema.ts';
import { dispatchNotifications } from '../src/modules/notifications/dispatch-notifications.ts';
import { TEMPLATES } from '../src/modules/notifications/templates/templates.ts';
import { createClinic, createReceptionist } from './doctor-fixtures.ts';
import { bearer, createTestApp, registerUser, type TestApp, uniqueEmail, uniquePhone } from './test-app.ts';

let standIns: Awaited<ReturnType<typeof startStandIns>>;
let t: TestApp;

beforeAll(async () => {
  standIns = await startStandIns({
    appOrigin: 'http://127.0.0.1:9',
    inboxPort: 0,
    messageTemplates: TEMPLATES.en,
  });
  t = await createTestApp({
    ...standIns.appEnv,
    PUBLIC_ORIGIN: 'https://arogya.example',
    PASSWORD_RESET_LIMIT_PER_EMAIL: '1000',
    PASSWORD_RESET_LIMIT_PER_IP: '100000',
  });
});
afterAll(async () => {
  await t.app.close();
  await standIns.close();
});

type InboxEntry = { channel: string; to: string; template: string | null; text: string; subject?: string };

async function inbox(to: string, channel?: string): Promise<InboxEntry[]> {
  const query = new URLSearchParams({ to, ...(channel ? { channel } : {}) });
  return (await (await fetch(`${standIns.inboxUrl}/messages?${query}`)).json()) as InboxEntry[];
}

async function codeSentTo(phone: string): Promise<string> {
  const [newest] = await inbox(`+91${phone}`, 'sms');
  const code = /(\d{6})/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code to ${phone}`);
  return code;
}

/** Runs the outbox (e-mail links go through it) until the address has `count` messages. */
async function mailTo(email: string, count = 1): Promise<InboxEntry[]> {
  const deps = composeModules(t.ctx).notifications.dispatch;
  for (let i = 0; i < 50; i++) {
    await dispatchNotifications(deps);
    const mail = await inbox(email, 'email');
    if (mail.length >= count) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${email}`);
}

const linkIn = (mail: InboxEntry | undefined, path: string) => {
  const match = new RegExp(`https://arogya\\.example${path}\\?token=([\\w%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.text}`);
  return decodeURIComponent(match[1]);
};

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: bearer(token) });

async function verifyNumber(token: string, phone: string) {
  const sent = await post('/api/v1/users/me/phone', { phone }, token);
  expect(sent.statusCode, sent.body).toBe(200);
  return post('/api/v1/users/me/phone/verify', { phone, code: await codeSentTo(phone) }, token);
}

async function securityRows(userId: string, action: string) {
  return t.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)));
}

describe('verifying and changing a number', () => {
  it('a new account’s contacts are unverified; a code verifies the number, and a change tells the old one', async () => {
    const { token, user } = await registerUser(t.app);
    const before = (await profile(token)).json().result;
    expect(before).toMatchObject({ phoneVerified: false, emailVerified: false, hasPassword: true });

    const verified = await verifyNumber(token, before.phone);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toMatchObject({ phone: before.phone, phoneVerified: true });
    expect(await securityRows(user.id, 'security.phone.verified')).toHaveLength(1);
    // Verified already: nothing to send.
    expect((await post('/api/v1/users/me/phone', { phone: before.phone }, token)).statusCode).toBe(422);

    // A new number: the code goes to it, and the old number is told once it changed.
    const next = uniquePhone();
    const changed = await verifyNumber(token, next);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ phone: next, phoneVerified: true });
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, user.id), eq(notifications.kind, 'contact_changed')));
    expect(told.map((m) => [m.channel, m.fixedTo])).toEqual([['sms', before.phone]]);
    await dispatchNotifications(composeModules(t.ctx).notifications.dispatch);
    const [notice] = await inbox(`+91${before.phone}`, 'sms');
    expect(notice?.text).toContain('the mobile number of your account was changed to');
    expect(await securityRows(user.id, 'security.phone.changed')).toHaveLength(1);
  });

  it('a number verified on one account cannot be claimed by another', async () => {
    const first = await registerUser(t.app);
    const phone = uniquePhone();
    expect((await verifyNumber(first.token, phone)).statusCode).toBe(200);
    const second = await registerUser(t.app);
    const claimed = await verifyNumber(second.token, phone);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toBe('This number is verified on another Arogya account.');
    expect((await profile(second.token)).json().result.phoneVerified).toBe(false);
    // Signing in by that number still opens the first account.
    await post('/api/v1/users/code/send', { phone });
    const signedIn = await post('/api/v1/users/code/verify', { phone, code: await codeSentTo(phone) });
    expect(signedIn.json().user.id).toBe(first.user.id);
  });

  it('a code sent for one account does not verify the number for another', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const phone = uniquePhone();
    await post('/api/v1/users/me/phone', { phone }, a.token);
    const code = await codeSentTo(phone);
    const stolen = await post('/api/v1/users/me/phone/verify', { phone, code }, b.token);
    expect(stolen.statusCode).toBe(400);
  });
});

describe('verifying and changing an e-mail address', () => {
  it('a link verifies the address; a change sends the link to the new one and tells the old one', async () => {
    const { token, user, email, password } = await registerUser(t.app);
    const sent = await post('/api/v1/users/me/email', { email }, token);
    expect(sent.statusCode, sent.body).toBe(200);
    const [link] = await mailTo(email);
    expect(link?.subject).toBe('Confirm your e-mail address for Arogya');
    const verified = await post('/api/v1/users/email/verify', { token: linkIn(link, '/verify-email') });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await profile(token)).json().result.emailVerified).toBe(true);
    const reused = await post('/api/v1/users/email/verify', { token: linkIn(link, '/verify-email') });
    expect(reused.statusCode).toBe(400);

    // Another account's address is refused at once.
    const other = await registerUser(t.app);
    expect((await post('/api/v1/users/me/email', { email: other.email }, token)).statusCode).toBe(409);

    const newEmail = uniqueEmail('moved');
    await post('/api/v1/users/me/email', { email: newEmail }, token);
    // Until the link is opened, nothing changes.
    expect((await profile(token)).json().result.email).toBe(email);
    const [newLink] = await mailTo(newEmail);
    expect(
      (await post('/api/v1/users/email/verify', { token: linkIn(newLink, '/verify-email') })).statusCode,
    ).toBe(200);
    expect((await profile(token)).json().result).toMatchObject({ email: newEmail, emailVerified: true });
    const mailToOld = await mailTo(email, 2);
    expect(mailToOld[0]?.subject).toBe('Your Arogya e-mail address was changed');
    expect(await securityRows(user.id, 'security.email.changed')).toHaveLength(1);
    // The new address signs in.
    const login = await post('/api/v1/users/login', { email: newEmail, password });
    expect(login.statusCode).toBe(200);
  });
});

describe('messages go only to verified contacts', () => {
  it('writes a message due now only where it can reach the person, and the in-app one always', async () => {
    const { user } = await registerUser(t.app);
    await t.ctx.notifications.notify(t.ctx.database.db, {
      kind: 'order_shipped',
      eventKey: `test:unverified:${user.id}`,
      recipientUserId: user.id,
      data: { ref: 'ORD-2026-000001' },
      link: '/orders',
      // Not held by quiet hours, whatever the hour the test runs at.
      urgent: true,
    });
    await dispatchNotifications(composeModules(t.ctx).notifications.dispatch);
    const rows = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `test:unverified:${user.id}`));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['in_app', 'sent']]);
  });

  it('a later message falls due on the contacts verified by then: none here, so only the inbox has it', async () => {
    const { user } = await registerUser(t.app);
    const eventKey = `test:unverified-later:${user.id}`;
    // Due later: one scheduled row, as the person may verify a contact meanwhile (notify.ts isScheduled).
    await t.ctx.notifications.notify(t.ctx.database.db, {
      kind: 'order_shipped',
      eventKey,
      recipientUserId: user.id,
      data: { ref: 'ORD-2026-000002' },
      link: '/orders',
      dueAt: new Date(Date.now() + 60 * 60_000),
      urgent: true,
    });
    await t.ctx.database.db
      .update(notifications)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.eventKey, eventKey));
    await dispatchNotifications(composeModules(t.ctx).notifications.dispatch);
    const rows = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, eventKey));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['in_app', 'sent']]);
  });
});

describe('a forgotten password', () => {
  it('by a code to the verified number: a new password, every old session revoked, an audit row', async () => {
    const { token, user, password, email } = await registerUser(t.app);
    const phone = (await profile(token)).json().result.phone as string;
    expect((await verifyNumber(token, phone)).statusCode).toBe(200);

    const asked = await post('/api/v1/users/password/forgot', { phone });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      'If an account has verified this number, we have sent it a 6-digit code. It works for 10 minutes.',
    );
    const code = await codeSentTo(phone);
    const wrong = await post('/api/v1/users/password/reset', {
      phone,
      code: code === '123456' ? '654321' : '123456',
      password: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    const reset = await post('/api/v1/users/password/reset', {
      phone,
      code,
      password: 'a-brand-new-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.id).toBe(user.id);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(reset.json().token)).statusCode).toBe(200);
    expect((await post('/api/v1/users/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/v1/users/login', { email, password: 'a-brand-new-password' })).statusCode).toBe(
      200,
    );
    expect(await securityRows(user.id, 'security.password.reset')).toHaveLength(1);

    // An unknown or unverified number: the same answer, and no SMS.
    const stranger = uniquePhone();
    const unknown = await post('/api/v1/users/password/forgot', { phone: stranger });
    expect(unknown.body).toBe(asked.body);
    expect(await inbox(`+91${stranger}`)).toEqual([]);
  });

  it('by a link to the verified e-mail only: an unverified address gets nothing; the link revokes every session', async () => {
    const unverified = await registerUser(t.app);
    const answer = await post('/api/v1/users/password/forgot', { email: unverified.email });
    expect(answer.statusCode).toBe(200);
    await dispatchNotifications(composeModules(t.ctx).notifications.dispatch);
    expect(await inbox(unverified.email, 'email')).toEqual([]);

    const { token, user, email } = await registerUser(t.app);
    await post('/api/v1/users/me/email', { email }, token);
    const [verifyLink] = await mailTo(email);
    await post('/api/v1/users/email/verify', { token: linkIn(verifyLink, '/verify-email') });
    const same = await post('/api/v1/users/password/forgot', { email });
    expect(same.body).toBe(answer.body);
    const mail = await mailTo(email, 2);
    const resetLink = linkIn(mail[0], '/reset-password');
    const reset = await post('/api/v1/users/password/reset', {
      token: resetLink,
      password: 'another-new-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    const rows = await securityRows(user.id, 'security.password.reset');
    expect(rows.map((r) => (r.meta as { by: string }).by)).toEqual(['e-mail link']);
  });
});

describe('an account without a password', () => {
  async function phoneAccount() {
    const phone = uniquePhone();
    await post('/api/v1/users/code/send', { phone });
    const verified = await post('/api/v1/users/code/verify', { phone, code: await codeSentTo(phone) });
    const created = await post('/api/v1/users/register/phone', {
      ticket: verified.json().registration.ticket,
      name: 'Ramesh Gowda',
      consent: true,
    });
    return { phone, token: created.json().token as string, id: created.json().user.id as string };
  }

  it('sets a first password with a code to its number, never with the session alone', async () => {
    const { phone, token, id } = await phoneAccount();
    const withoutProof = await post(
      '/api/v1/users/change-password',
      { newPassword: 'my-first-password' },
      token,
    );
    expect(withoutProof.statusCode).toBe(400);
    const guessed = await post(
      '/api/v1/users/change-password',
      { currentPassword: 'anything-at-all', newPassword: 'my-first-password' },
      token,
    );
    expect(guessed.statusCode).toBe(400);
    expect((await post('/api/v1/users/me/code', {}, token)).statusCode).toBe(200);
    const set = await post(
      '/api/v1/users/change-password',
      { code: await codeSentTo(phone), newPassword: 'my-first-password' },
      token,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect((await profile(set.json().token)).json().result.hasPassword).toBe(true);
    expect(await securityRows(id, 'security.password.set')).toHaveLength(1);
  });

  it('is deleted with a code to its number', async () => {
    const { phone, token } = await phoneAccount();
    const noProof = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: {},
    });
    expect(noProof.statusCode).toBe(400);
    await post('/api/v1/users/me/code', {}, token);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { code: await codeSentTo(phone) },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('exports its verified contacts and the codes sent, never a code', async () => {
    const { token, phone } = await phoneAccount();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account).toMatchObject({
      phone,
      phoneVerified: true,
      email: null,
      emailVerified: false,
      phoneVerifiedAt: expect.any(String),
      emailVerifiedAt: null,
    });
    expect(data.oneTimeCodes).toEqual([
      expect.objectContaining({ phone, purpose: 'sign_in', channel: 'sms', tries: 1 }),
    ]);
    expect(res.body).not.toMatch(/codeHash|code_hash/);
    expect(data.accessLog.map((r: { action: string }) => r.action)).toContain('security.sign-in.code');
  });
});

it('never leaves a code in the outbox once sent', async () => {
  const rows = await t.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'one_time_code'), like(notifications.eventKey, 'otp:%')));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect((row.data as { code: unknown }).code).toBeNull();
});

it('forgets codes and e-mail links 30 days after they expired', async () => {
  const phone = uniquePhone();
  await post('/api/v1/users/code/send', { phone });
  const { account } = composeModules(t.ctx);
  const codes = () => t.ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
  expect(await codes()).toHaveLength(1);
  await account.codes.purgeExpired(new Date());
  expect(await codes()).toHaveLength(1);
  await account.codes.purgeExpired(new Date(Date.now() + 11 * 60_000));
  expect(await codes()).toHaveLength(0);
});

describe('the reception desk verifies a walk-in’s number', () => {
  it('sends a code to the number on the account and takes the code the patient reads out', async () => {
    const desk = await createReceptionist(t, await createClinic(t));
    const phone = uniquePhone();
    const made = await post(
      '/api/v1/receptionist/patients',
      { name: 'Savitri Devi', phone, consent: true },
      desk.token,
    );
    expect(made.statusCode, made.body).toBe(201);
    const patient = made.json().result as { id: string; phoneVerified: boolean };
    expect(patient.phoneVerified).toBe(false);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receptionist/patients?phone=${phone}`,
      headers: bearer(desk.token),
    });
    expect(found.json().result).toEqual([expect.objectContaining({ id: patient.id, phoneVerified: false })]);

    // Only the desk: a patient cannot ask codes to someone else's number this way.
    const other = await registerUser(t.app);
    expect(
      (await post(`/api/v1/receptionist/patients/${patient.id}/phone`, {}, other.token)).statusCode,
    ).toBe(403);
    const sent = await post(`/api/v1/receptionist/patients/${patient.id}/phone`, {}, desk.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toMatchObject({ channel: 'sms' });
    const code = await codeSentTo(phone);
    const wrong = await post(
      `/api/v1/receptionist/patients/${patient.id}/phone/verify`,
      { code: code === '000000' ? '111111' : '000000' },
      desk.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'code' });
    expect(
      (await post(`/api/v1/receptionist/patients/${patient.id}/phone/verify`, { code: '12ab' }, desk.token))
        .statusCode,
    ).toBe(400);
    const verified = await post(
      `/api/v1/receptionist/patients/${patient.id}/phone/verify`,
      { code },
      desk.token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toEqual({ phoneVerified: true });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receptionist/patients?phone=${phone}`,
      headers: bearer(desk.token),
    });
    expect(again.json().result[0].phoneVerified).toBe(true);
    // Verified once: no more codes for it from the desk.
    expect((await post(`/api/v1/receptionist/patients/${patient.id}/phone`, {}, desk.token)).statusCode).toBe(
      422,
    );
    const rows = await securityRows(patient.id, 'security.phone.verified');
    expect(rows).toEqual([expect.objectContaining({ actorId: desk.id })]);
    expect(
      (await post('/api/v1/receptionist/patients/00000000-0000-4000-8000-000000000000/phone', {}, desk.token))
        .statusCode,
    ).toBe(404);
  });
});
