// Checks credentials with the same answer and timing for an unknown e-mail and a wrong password. Attempts are
// limited per client address; failures are counted per account and address together, and past a few each
// further one from that pair makes it wait longer before its next try (docs/product-rules.md#signing-in-and-throttling).
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
import { issueSession } from './issue-session.ts';
import { mapUser } from './user-mapper.ts';

type Input = z.output<typeof LoginRequest>;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function loginUser(ctx: AppContext, input: Input, meta: { ip: string; userAgent?: string }) {
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
  const token = await issueSession(ctx, user.id, meta);
  return { token, user: mapUser(user) };
}
