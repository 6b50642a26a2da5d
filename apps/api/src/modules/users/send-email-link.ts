// POST /api/v1/users/me/email (docs/product-rules.md#verified-contacts): a link to the address the signed-in
// person wants verified, the account's own or a new one it changes to; the address changes only when the
// link is opened (verify-email.ts). The link works once, for 30 minutes; only its SHA-256 is kept.
// Refusals: 422 when it is already the account's verified address; 409 when another account uses it; 429
// past the links allowed per address per hour; 503 when the server sends no e-mail.
import { randomBytes } from 'node:crypto';
import { EMAIL_LINK_MINUTES, maskEmail, type SendEmailLinkRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeOrThrow } from '../../lib/rate-limits.ts';
import type { AccountDeps } from './account-deps.ts';
import { hashResetToken } from './request-password-reset.ts';
import type { UserRow } from './users.repository.ts';

export { EMAIL_LINK_MINUTES };
export const ALREADY_VERIFIED_EMAIL = 'This is already your verified e-mail address.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
export const EMAIL_UNAVAILABLE = 'E-mail cannot be sent right now. Please try again later.';

export async function sendEmailLink(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  input: z.output<typeof SendEmailLinkRequest>,
  origin: string,
) {
  if (!ctx.notifications.channelAdapters.email) throw AppError.unavailable(EMAIL_UNAVAILABLE);
  if (input.email === user.email && user.emailVerifiedAt) throw AppError.rule(ALREADY_VERIFIED_EMAIL);
  const holder = await ctx.users.findByEmail(input.email);
  if (holder && holder.id !== user.id) {
    throw new AppError('CONFLICT', EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);
  }
  await consumeOrThrow(
    ctx.rateLimits.passwordResetPerEmail,
    `verify:${input.email}`,
    'links asked for this e-mail address',
  );
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await deps.codes.insertEmailVerification(
    {
      userId: user.id,
      email: input.email,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_MINUTES * 60_000),
    },
    (tx, id) =>
      deps.notify(tx, {
        kind: 'email_verification',
        eventKey: `email_verification:${id}`,
        recipientUserId: user.id,
        data: {
          name: user.name,
          url: `${origin}/verify-email?token=${encodeURIComponent(token)}`,
          minutes: EMAIL_LINK_MINUTES,
        },
        channels: ['email'],
        fixedTo: input.email,
        secretDataKeys: ['url'],
        urgent: true,
      }),
  );
  return `We sent a link to ${maskEmail(input.email)}. Open it within ${EMAIL_LINK_MINUTES} minutes to verify the address.`;
}
