// Checks credentials with the same answer and timing for an unknown e-mail and a wrong password. Attempts are
// limited per client address; failures are counted per account and address together, and past a few each
// further one from that pair makes it wait longer before its next try (docs/product-rules.md#signing-in-and-throttling).
// A staff account's right password is only its first step: a code goes to its phone and the answer is a
// challenge (verify-staff-code.ts finishes), whenever the server can send codes
// (docs/product-rules.md#one-time-codes).
import { isStaffAccount } from '@arogya/contracts/roles';
import type { LoginRequest } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import {
  assertNotBlocked,
  consumeOrThrow,
  forgetLoginFailures,
  recordLoginFailure,
} from '../../lib/rate-limits.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { sendStaffCode } from './resend-staff-code.ts';
import { mapUser } from './user-mapper.ts';

type Input = z.output<typeof LoginRequest>;

export const INVALID_CREDENTIALS = 'Invalid email or password';
/** How long a staff sign-in waits for its code. */
export const STAFF_CHALLENGE_SECONDS = 10 * 60;

export type LoginResult =
  | { kind: 'signed-in'; token: string; user: ReturnType<typeof mapUser> }
  | { kind: 'code-required'; challenge: string; sent: Awaited<ReturnType<typeof sendStaffCode>> };

export async function loginUser(
  ctx: AppContext,
  deps: AccountDeps,
  input: Input,
  meta: { ip: string; userAgent?: string; host: string },
): Promise<LoginResult> {
  const limits = ctx.rateLimits;
  const pair = `${input.email}|${meta.ip}`;
  await consumeOrThrow(limits.loginPerIp, meta.ip, 'login attempts from this network');
  await assertNotBlocked(limits.loginPause, pair, 'failed login attempts for this account from this network');

  const user = await ctx.users.findByEmail(input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    // Counted by e-mail whether or not the account exists, so the pause reveals nothing either.
    await recordLoginFailure(limits, pair);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await forgetLoginFailures(limits, pair);
  if (isStaffAccount(user) && deps.codeChannels.length > 0) {
    const sent = await sendStaffCode(ctx, deps, user, meta);
    const challenge = await ctx.tokens.signTicket('staff-code', user.id, STAFF_CHALLENGE_SECONDS);
    return { kind: 'code-required', challenge, sent };
  }
  const token = await issueSession(ctx, user.id, meta);
  return { kind: 'signed-in', token, user: mapUser(user) };
}

/** 'Enter the code we sent to +91 98•••••210.' */
export const staffCodeMessage = (maskedPhone: string) =>
  `Your password is right. Enter the 6-digit code we sent to ${maskedPhone} to finish signing in.`;
