// POST /api/v1/users/login/code (docs/product-rules.md#one-time-codes): a staff account's second step. The
// code sent to its phone after the right password signs it in; a number not yet verified is verified by it.
// Refusals: 400 when the challenge is expired or forged (challengedAccount), those of use-code.ts (400);
// 409 when the number was verified on another account meanwhile.
import type { StaffCodeRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { challengedAccount, STAFF_NUMBER_TAKEN } from './resend-staff-code.ts';
import { CODE_NOT_VALID, useCode } from './use-code.ts';
import { mapUser } from './user-mapper.ts';

export async function verifyStaffCode(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof StaffCodeRequest>,
  meta: { ip: string; userAgent?: string },
) {
  let user = await challengedAccount(ctx, input.challenge);
  const used = await useCode(ctx, deps, {
    phone: user.phone,
    purpose: 'staff_sign_in',
    code: input.code,
    ip: meta.ip,
  });
  // A code sent to this number for another account (its number changed since) signs nobody in.
  if (used.userId !== user.id) {
    throw AppError.invalid(CODE_NOT_VALID, [{ field: 'code', message: CODE_NOT_VALID }]);
  }
  if (!user.phoneVerifiedAt) {
    const verified = await ctx.users.setVerifiedPhone(user.id, user.phone, new Date());
    if (verified === 'taken') throw AppError.conflict(STAFF_NUMBER_TAKEN);
    if (verified) user = verified;
  }
  const token = await issueSession(ctx, user.id, meta);
  await deps.audit.security({
    action: 'security.sign-in.staff-code',
    userId: user.id,
    actor: user,
    meta: { ip: meta.ip },
  });
  return { token, user: mapUser(user) };
}
