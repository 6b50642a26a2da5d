// POST /api/v1/users/password/reset (docs/product-rules.md#password-reset): the link from the e-mail of
// request-password-reset.ts, or the number and the code sent to it, sets a new password, ends every session
// of the account (a thief signed in elsewhere is out) and signs the person in on this device. An audit row
// (security.password.reset).
// Refusals: 400 when the link is unknown, expired or already used (one message for all three); those of
// use-code.ts for a code (400); 400 when the number no longer belongs to the account the code was sent for.
import type { ResetPasswordInput } from '@arogya/contracts/notifications';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withdrawSecret } from '../notifications/notify.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { hashResetToken } from './request-password-reset.ts';
import { CODE_NOT_VALID, useCode } from './use-code.ts';
import { mapUser } from './user-mapper.ts';

export const RESET_LINK_REFUSED = 'This link has expired or was already used. Ask for a new one.';

export async function resetPassword(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof ResetPasswordInput>,
  meta: { ip: string; userAgent?: string },
) {
  // Hashed before the lookup, so a wrong token costs the same as a right one until the password's hash.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let done: Awaited<ReturnType<typeof ctx.users.resetPasswordWithToken>>;
  if (input.token !== undefined) {
    done = await ctx.users.resetPasswordWithToken(hashResetToken(input.token), passwordHash, now);
    if (!done) {
      throw AppError.invalid(RESET_LINK_REFUSED, [{ field: 'token', message: RESET_LINK_REFUSED }]);
    }
    // The e-mail's copy of the link works no more: out of the outbox with it (unsent, it is not sent).
    await withdrawSecret(ctx.database.db, `password_reset:${done.tokenId}`);
  } else {
    const phone = input.phone ?? '';
    const used = await useCode(ctx, deps, {
      phone,
      purpose: 'reset_password',
      code: input.code ?? '',
      ip: meta.ip,
    });
    const owner = await ctx.users.findByVerifiedPhone(phone);
    if (!owner || owner.id !== used.userId) {
      throw AppError.invalid(CODE_NOT_VALID, [{ field: 'code', message: CODE_NOT_VALID }]);
    }
    done = await ctx.users.resetPasswordOf(owner.id, passwordHash, now);
    if (!done) throw AppError.invalid(CODE_NOT_VALID, [{ field: 'code', message: CODE_NOT_VALID }]);
  }
  await deps.audit.security({
    action: 'security.password.reset',
    userId: done.user.id,
    actor: done.user,
    meta: { ip: meta.ip, by: input.token !== undefined ? 'e-mail link' : 'code to phone' },
  });
  const token = await issueSession(ctx, done.user.id, meta);
  return { token, user: mapUser(done.user) };
}
