// POST /api/v1/users/email/verify (docs/product-rules.md#verified-contacts): the link from send-email-link.ts
// makes its address the account's verified e-mail, whichever browser opens it. A verified address the account
// leaves is told by e-mail; the change is an audit row (security.email.verified or security.email.changed).
// Refusals: 400 when the link is unknown, expired or used (one message for all three); 409 when another
// account took the address meanwhile.
import { maskEmail, type VerifyEmailRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { withdrawSecret } from '../notifications/notify.ts';
import type { AccountDeps } from './account-deps.ts';
import { hashResetToken } from './request-password-reset.ts';
import { EMAIL_TAKEN } from './send-email-link.ts';

export const EMAIL_LINK_REFUSED =
  'This link has expired or was already used. Ask for a new one from your profile.';

export async function verifyEmail(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof VerifyEmailRequest>,
): Promise<string> {
  const now = new Date();
  const link = await deps.codes.claimEmailVerification(hashResetToken(input.token), now);
  if (!link) throw AppError.invalid(EMAIL_LINK_REFUSED, [{ field: 'token', message: EMAIL_LINK_REFUSED }]);
  await withdrawSecret(ctx.database.db, `email_verification:${link.id}`);
  const before = await ctx.users.findById(link.userId);
  if (!before) throw AppError.invalid(EMAIL_LINK_REFUSED, [{ field: 'token', message: EMAIL_LINK_REFUSED }]);
  const updated = await ctx.users.setVerifiedEmail(link.userId, link.email, now);
  if (updated === 'taken') throw AppError.conflict(EMAIL_TAKEN);
  const changed = before.email !== link.email;
  if (changed && before.email && before.emailVerifiedAt) {
    await deps.notify(ctx.database.db, {
      kind: 'contact_changed',
      eventKey: `contact_changed:email:${before.id}:${now.getTime()}`,
      recipientUserId: before.id,
      data: { what: 'e-mail address', newContact: maskEmail(link.email) },
      link: '/forgot-password',
      channels: ['email'],
      fixedTo: before.email,
      urgent: true,
    });
  }
  await deps.audit.security({
    action: changed ? 'security.email.changed' : 'security.email.verified',
    userId: before.id,
    actor: before,
    meta: {
      email: maskEmail(link.email),
      ...(changed && before.email ? { previous: maskEmail(before.email) } : {}),
    },
  });
  return changed
    ? 'Your e-mail address is changed and verified. You sign in with it from now on.'
    : 'Your e-mail address is verified.';
}
