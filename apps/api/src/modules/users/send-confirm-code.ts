// POST /api/v1/users/me/code: a code to the signed-in person's own verified number, to confirm a change that
// an account without a password makes (setting a first password, deleting the account): the session alone is
// not enough for either. Refusals: 422 when the account has no verified number; those of send-code.ts.
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { sendCode } from './send-code.ts';
import { useCode } from './use-code.ts';
import type { UserRow } from './users.repository.ts';

export const VERIFY_NUMBER_FIRST = 'Verify your mobile number first: the code goes to it.';

export async function sendConfirmCode(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  if (!user.phoneVerifiedAt) throw AppError.rule(VERIFY_NUMBER_FIRST);
  return sendCode(ctx, deps, {
    phone: user.phone,
    purpose: 'confirm',
    userId: user.id,
    ip: meta.ip,
    host: meta.host,
  });
}

/** Uses a confirmation code of the account (400 when wrong, expired or used; 422 with no verified number). */
export async function useConfirmCode(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  code: string,
  ip: string,
): Promise<void> {
  if (!user.phoneVerifiedAt) throw AppError.rule(VERIFY_NUMBER_FIRST);
  await useCode(ctx, deps, { phone: user.phone, purpose: 'confirm', code, ip });
}
