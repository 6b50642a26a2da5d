// POST /api/v1/users/code/verify (docs/product-rules.md#one-time-codes): the code from the SMS signs in the
// account whose verified number it is; a number with no account gets a ticket to create one (name and
// consent, register-by-phone.ts). Only a verified number signs in: a number typed at registration or at a
// desk and never proven opens nothing.
// Refusals: those of use-code.ts (400 expired, used, void or wrong); 422 for a staff account, which signs in
// with its password and then a code.

import type { VerifySignInCodeRequest } from '@arogya/contracts/one-time-codes';
import { isStaffAccount } from '@arogya/contracts/roles';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { useCode } from './use-code.ts';
import { mapUser } from './user-mapper.ts';

/** How long the ticket to create an account with a proven number lasts. */
export const REGISTRATION_TICKET_SECONDS = 15 * 60;
export const STAFF_SIGN_IN_WITH_PASSWORD =
  'This number belongs to a staff account: sign in with your e-mail and password, then the code.';

export type SignInByCode =
  | { kind: 'signed-in'; token: string; user: ReturnType<typeof mapUser> }
  | { kind: 'register'; ticket: string; phone: string };

export async function verifySignInCode(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof VerifySignInCodeRequest>,
  meta: { ip: string; userAgent?: string },
): Promise<SignInByCode> {
  await useCode(ctx, deps, { phone: input.phone, purpose: 'sign_in', code: input.code, ip: meta.ip });
  const account = await ctx.users.findByVerifiedPhone(input.phone);
  if (!account) {
    const ticket = await ctx.tokens.signTicket('register-phone', input.phone, REGISTRATION_TICKET_SECONDS);
    return { kind: 'register', ticket, phone: input.phone };
  }
  if (isStaffAccount(account)) throw AppError.rule(STAFF_SIGN_IN_WITH_PASSWORD);
  const token = await issueSession(ctx, account.id, meta);
  await deps.audit.security({
    action: 'security.sign-in.code',
    userId: account.id,
    actor: account,
    meta: { ip: meta.ip },
  });
  return { kind: 'signed-in', token, user: mapUser(account) };
}
