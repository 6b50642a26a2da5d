// A staff account's second step (docs/product-rules.md#one-time-codes): the code to its phone, sent after
// the right password (login-user.ts) and again on request with the sign-in's challenge
// (POST /api/v1/users/login/code/resend). The code goes to the account's number; a number not yet verified
// (an account an admin made) becomes verified when the code comes back (verify-staff-code.ts).
// Refusals: 400 when the challenge is expired or forged; 409 when the account's number is verified on another
// account (it cannot receive this account's codes: an admin must correct it); those of send-code.ts.
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { sendCode } from './send-code.ts';
import type { UserRow } from './users.repository.ts';

export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const STAFF_NUMBER_TAKEN =
  'The mobile number of this account is verified on another account. Ask an administrator to correct it.';

export async function sendStaffCode(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  if (!user.phoneVerifiedAt) {
    const holder = await ctx.users.findByVerifiedPhone(user.phone);
    if (holder && holder.id !== user.id) throw AppError.conflict(STAFF_NUMBER_TAKEN);
  }
  return sendCode(ctx, deps, {
    phone: user.phone,
    purpose: 'staff_sign_in',
    userId: user.id,
    ip: meta.ip,
    host: meta.host,
  });
}

/** The staff account a challenge names, or a 400 when it is expired, forged or the account is gone. */
export async function challengedAccount(ctx: AppContext, challenge: string): Promise<UserRow> {
  const claims = await ctx.tokens.verifyTicket('staff-code', challenge);
  const user = claims ? await ctx.users.findById(claims.sub) : undefined;
  if (!user) throw AppError.invalid(CHALLENGE_EXPIRED, [{ field: 'challenge', message: CHALLENGE_EXPIRED }]);
  return user;
}

export async function resendStaffCode(
  ctx: AppContext,
  deps: AccountDeps,
  challenge: string,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  return sendStaffCode(ctx, deps, await challengedAccount(ctx, challenge), meta);
}
