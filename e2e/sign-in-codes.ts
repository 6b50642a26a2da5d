// Codes and links as people receive them (docs/product-rules.md#one-time-codes, #verified-contacts), read from
// the e2e server's messaging stand-ins (scripts/e2e-server.mjs): staff sign in with their password and then
// the code their phone got; a patient's number is verified by its code and the e-mail by its link.
import { type APIRequestContext, expect } from '@playwright/test';
import { type InboxEntry, STAND_IN_INBOX } from './stand-in-inbox.ts';

/** The demo accounts' verified numbers (apps/api/src/db/seed/users.ts). */
export const DEMO_PHONES: Readonly<Record<string, string>> = {
  'patient@arogya.in': '9876543210',
  'doctor@arogya.in': '9812345670',
  'reception@arogya.in': '9823456701',
  'lab@arogya.in': '9834567012',
  'pharmacist@arogya.in': '9845670123',
  'admin@arogya.in': '9856701234',
};

/** The demo accounts that sign in with a password and then a code. */
export const DEMO_STAFF = new Set(Object.keys(DEMO_PHONES).filter((email) => email !== 'patient@arogya.in'));

type Session = { token: string; user: { id: string; name: string; email: string } };

/** The id of the newest message the stand-ins hold (0 for none): what arrives later has a larger one. */
export async function lastInboxId(api: APIRequestContext): Promise<number> {
  const res = await api.get(`${STAND_IN_INBOX}/messages?limit=1`);
  const [newest] = (await res.json()) as (InboxEntry & { id: number })[];
  return newest?.id ?? 0;
}

/** The newest message to `to` chosen by `pick` that arrived after message `after`, waited for. */
async function newMessage(
  api: APIRequestContext,
  to: string,
  after: number,
  pick: (entry: InboxEntry) => boolean,
): Promise<InboxEntry> {
  let found: InboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get(`${STAND_IN_INBOX}/messages?to=${encodeURIComponent(to)}`);
        const list = (await res.json()) as (InboxEntry & { id: number })[];
        found = list.find((m) => m.id > after && pick(m));
        return found !== undefined;
      },
      { timeout: 30_000, message: `a message to ${to}` },
    )
    .toBe(true);
  return found as InboxEntry;
}

/** The 6-digit code of the newest SMS to the number that arrived after message `after`. */
export async function codeSentTo(api: APIRequestContext, phone: string, after: number): Promise<string> {
  const sms = await newMessage(api, `+91${phone}`, after, (m) => m.template === 'one_time_code');
  const code = /(\d{6})/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in ${sms.text}`);
  return code;
}

/**
 * Signs in through the API as the account does: the password, then, for a staff account, the code its phone
 * received (`phone`, or the demo account's number).
 */
export async function apiSignIn(
  api: APIRequestContext,
  email: string,
  password: string,
  phone = DEMO_PHONES[email],
): Promise<Session> {
  const before = await lastInboxId(api);
  const login = await api.post('/api/v1/users/login', { data: { email, password } });
  expect(login.ok(), `sign in as ${email}: ${await login.text()}`).toBe(true);
  const answer = await login.json();
  if (!answer.codeRequired) return answer;
  if (!phone) throw new Error(`${email} is asked for a code: give its number`);
  const done = await api.post('/api/v1/users/login/code', {
    data: { challenge: answer.challenge, code: await codeSentTo(api, phone, before) },
  });
  expect(done.ok(), `code for ${email}: ${await done.text()}`).toBe(true);
  return done.json();
}

/**
 * Verifies a signed-in account's number (the code from the SMS stand-in) and e-mail address (the link from the
 * SMTP stand-in): messages go only to verified contacts.
 */
export async function verifyContacts(
  api: APIRequestContext,
  token: string,
  contacts: { phone: string; email: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const before = await lastInboxId(api);
  expect((await api.post('/api/v1/users/me/phone', { headers, data: { phone: contacts.phone } })).ok()).toBe(
    true,
  );
  const verified = await api.post('/api/v1/users/me/phone/verify', {
    headers,
    data: { phone: contacts.phone, code: await codeSentTo(api, contacts.phone, before) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  expect((await api.post('/api/v1/users/me/email', { headers, data: { email: contacts.email } })).ok()).toBe(
    true,
  );
  const mail = await newMessage(api, contacts.email, before, (m) => m.template === 'email_verification');
  const token64 = /\/verify-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
  if (!token64) throw new Error(`no link in ${mail.text}`);
  const link = await api.post('/api/v1/users/email/verify', { data: { token: decodeURIComponent(token64) } });
  expect(link.ok(), await link.text()).toBe(true);
}
