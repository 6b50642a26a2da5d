// Sends a one-time code to a number (docs/product-rules.md#one-time-codes): six random digits, valid 10
// minutes, stored only as a keyed hash (lib/tokens.ts), sent at once by WhatsApp when chosen and on, else by
// SMS (modules/notifications/send-now.ts), never held by quiet hours or other messages. The SMS ends with the
// WebOTP line `@<host> #<code>`.
// Refusals, each before any provider is asked: 429 past the codes allowed per client address per hour, for
// the whole site per hour, before the resend wait is over, or past the codes per number per hour or per day;
// 503 when the server has no SMS or WhatsApp provider; 422 when the provider refuses the number for good.
import { randomInt } from 'node:crypto';
import { CODE_MINUTES, type CodeChannel, type CodeSent, maskPhone } from '@arogya/contracts/one-time-codes';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeOrThrow } from '../../lib/rate-limits.ts';
import { withdrawSecret } from '../notifications/notify.ts';
import type { AccountDeps } from './account-deps.ts';
import type { CodePurpose } from './one-time-codes.repository.ts';

/** What the code lets the person do, as the message says it: 'Arogya: 123456 is your code to sign in.' */
const ACTIONS: Record<CodePurpose, string> = {
  sign_in: 'sign in',
  staff_sign_in: 'finish signing in',
  verify_phone: 'verify this number',
  reset_password: 'set a new password',
  confirm: 'confirm it is you',
};

export const CODES_UNAVAILABLE = 'Codes by SMS are not available right now. Please sign in with your e-mail.';
export const NUMBER_REFUSED =
  'We could not send a code to this number. Check that it is a mobile number and try again.';

export type SendCodeInput = {
  phone: string;
  purpose: CodePurpose;
  /** The account the code is about, when there is one. */
  userId: string | null;
  channel?: CodeChannel;
  ip: string;
  /** The site's host (lib/public-origin.ts), for the WebOTP line. */
  host: string;
};

/** The keyed hash a code is stored under, bound to its number and purpose. */
export const codeHash = (ctx: AppContext, purpose: CodePurpose, phone: string, code: string) =>
  ctx.tokens.keyedHash(`${purpose}:${phone}:${code}`);

export async function sendCode(
  ctx: AppContext,
  deps: AccountDeps,
  input: SendCodeInput,
  now = new Date(),
): Promise<CodeSent> {
  if (deps.codeChannels.length === 0) throw AppError.unavailable(CODES_UNAVAILABLE);
  const limits = ctx.rateLimits;
  // Against SMS pumping: the address and the site first, so a burst to many numbers stops here.
  await consumeOrThrow(limits.otpPerIp, input.ip, 'codes asked from this network');
  await consumeOrThrow(limits.otpGlobal, 'all', 'codes asked just now');
  if (limits.otpResend) await consumeOrThrow(limits.otpResend, input.phone, 'codes for this number');
  await consumeOrThrow(limits.otpPerNumberHour, input.phone, 'codes for this number this hour');
  await consumeOrThrow(limits.otpPerNumberDay, input.phone, 'codes for this number today');

  const first: CodeChannel =
    input.channel && deps.codeChannels.includes(input.channel)
      ? input.channel
      : deps.codeChannels.includes('sms')
        ? 'sms'
        : 'whatsapp';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { id, replaced } = await deps.codes.insert({
    phone: input.phone,
    purpose: input.purpose,
    userId: input.userId,
    codeHash: codeHash(ctx, input.purpose, input.phone, code),
    channel: first,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    requestedIp: input.ip,
  });
  // A replaced code's messages still waiting for a retry would only confuse: they go.
  for (const old of replaced) await withdrawCodeMessages(ctx, old);

  const message = (channel: CodeChannel) => ({
    eventKey: `otp:${id}:${channel}`,
    recipientUserId: input.userId,
    channel,
    phone: input.phone,
    data: { code, action: ACTIONS[input.purpose], minutes: CODE_MINUTES, host: input.host },
  });
  let channel = first;
  let result = await deps.sendNow(message(first), now);
  // WhatsApp failed (not on WhatsApp, a refused template, the provider down): SMS at once instead.
  if (result.status !== 'sent' && first === 'whatsapp' && deps.codeChannels.includes('sms')) {
    await withdrawSecret(ctx.database.db, `otp:${id}:whatsapp`);
    channel = 'sms';
    await deps.codes.setChannel(id, channel);
    result = await deps.sendNow(message('sms'), now);
  }
  if (result.status === 'refused') {
    await deps.codes.void(id, now);
    throw AppError.rule(NUMBER_REFUSED);
  }
  return {
    to: maskPhone(input.phone),
    channel,
    expiresInSeconds: CODE_MINUTES * 60,
    resendInSeconds: ctx.env.OTP_RESEND_SECONDS,
  };
}

/** A code used, replaced or void: its messages not yet sent are dropped and lose the code. */
export async function withdrawCodeMessages(ctx: AppContext, codeId: number): Promise<void> {
  for (const channel of ['sms', 'whatsapp'] as const) {
    await withdrawSecret(ctx.database.db, `otp:${codeId}:${channel}`);
  }
}

/** '+91 98•••••210 by SMS' */
export const sentMessage = (sent: CodeSent) =>
  `We sent a 6-digit code to ${sent.to} by ${sent.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}.`;
