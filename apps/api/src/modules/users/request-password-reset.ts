// POST /api/v1/users/password/forgot (docs/product-rules.md#password-reset): a link to the account's verified
// e-mail address, or a 6-digit code to its verified mobile number, that lets the person set a new password.
// The link works once, for 30 minutes, and only its SHA-256 is stored; the code is a one-time code
// (send-code.ts: 10 minutes, 5 tries). The answer is the same, and takes about the same time, whether or not
// an account has the address or number verified, so nobody learns who has one.
// Refusals: 429 past the requests allowed per hour for the address or number (counted whether or not it has
// an account) or for the client address; 503 for a number when the server sends no codes.
import { createHash, randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_PASSWORD_PHONE_ANSWER,
  type ForgotPasswordInput,
} from '@arogya/contracts/notifications';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeOrThrow } from '../../lib/rate-limits.ts';
import type { Notify } from '../notifications/notify.ts';
import type { AccountDeps } from './account-deps.ts';
import { CODES_UNAVAILABLE, sendCode } from './send-code.ts';
import type { UserRow } from './users.repository.ts';

export const RESET_LINK_MINUTES = 30;
/**
 * The shortest time the answer takes. Writing a link and its e-mail takes a few milliseconds that an unknown
 * address does not; every answer waits until this floor, so timing tells the two apart no better than chance.
 */
export const ANSWER_FLOOR_MS = 300;

export type PasswordResetDeps = {
  notify: Notify;
  account: AccountDeps;
  /** The site's public origin for this request (lib/public-origin.ts): the link in the e-mail names it. */
  origin: string;
};

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetLinkPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

export async function requestPasswordReset(
  ctx: AppContext,
  deps: PasswordResetDeps,
  input: z.output<typeof ForgotPasswordInput>,
  meta: { ip: string },
): Promise<string> {
  const started = performance.now();
  if (input.phone !== undefined && deps.account.codeChannels.length === 0) {
    throw AppError.unavailable(CODES_UNAVAILABLE);
  }
  await consumeOrThrow(
    ctx.rateLimits.passwordResetPerIp,
    meta.ip,
    'password reset requests from this network',
  );
  const key = input.phone ?? input.email ?? '';
  await consumeOrThrow(
    ctx.rateLimits.passwordResetPerEmail,
    key,
    input.phone
      ? 'password reset requests for this number'
      : 'password reset requests for this e-mail address',
  );
  if (input.phone !== undefined) {
    const user = await ctx.users.findByVerifiedPhone(input.phone);
    if (user) await sendResetCode(ctx, deps, user, input.phone, meta.ip);
  } else if (input.email !== undefined) {
    const user = await ctx.users.findByEmail(input.email);
    // Only to an address the person proved they read (docs/product-rules.md#verified-contacts).
    if (user?.emailVerifiedAt) await sendResetLink(ctx, deps, user, meta.ip);
  }
  const wait = ANSWER_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return input.phone !== undefined ? FORGOT_PASSWORD_PHONE_ANSWER : FORGOT_PASSWORD_ANSWER;
}

async function sendResetCode(
  ctx: AppContext,
  deps: PasswordResetDeps,
  user: UserRow,
  phone: string,
  ip: string,
) {
  try {
    await sendCode(ctx, deps.account, {
      phone,
      purpose: 'reset_password',
      userId: user.id,
      ip,
      host: new URL(deps.origin).hostname,
    });
  } catch (err) {
    // A refusal here (a limit of codes, a number the provider refuses) would tell that the number has an
    // account: the answer stays the same, and the person may ask again later.
    if (!(err instanceof AppError)) throw err;
  }
}

async function sendResetLink(ctx: AppContext, deps: PasswordResetDeps, user: UserRow, ip: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await ctx.users.createPasswordResetToken(
    {
      userId: user.id,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      requestedIp: ip,
    },
    (tx, tokenId) =>
      deps.notify(tx, {
        kind: 'password_reset',
        eventKey: `password_reset:${tokenId}`,
        recipientUserId: user.id,
        // The template (modules/notifications/templates) builds the e-mail from these: `url` is the working
        // link (kept out of the row's `link`), blanked in the outbox row once sent (secretDataKeys) and when
        // the link is used, so a blanked message can never be sent again.
        data: {
          name: user.name,
          url: `${deps.origin}${resetLinkPath(token)}`,
          minutes: RESET_LINK_MINUTES,
        },
        channels: ['email'],
        secretDataKeys: ['url'],
        urgent: true,
      }),
  );
}
