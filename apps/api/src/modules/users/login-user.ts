// Checks credentials with the same answer and timing for an unknown e-mail and a wrong password.
import type { LoginRequest } from '@arogya/contracts/auth';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { assertNotBlocked, consumeOrThrow } from '../../lib/rate-limits.ts';
import { issueSession } from './issue-session.ts';
import { mapUser } from './user-mapper.ts';

type Input = z.output<typeof LoginRequest>;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function loginUser(ctx: AppContext, input: Input, meta: { ip: string; userAgent?: string }) {
  const { loginPerIp, loginPerAccount } = ctx.rateLimits;
  await consumeOrThrow(loginPerIp, meta.ip, 'login attempts from this network');
  await assertNotBlocked(loginPerAccount, input.email, 'login attempts for this account');

  const user = await ctx.users.findByEmail(input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    // Counted by e-mail whether or not the account exists, so the limit reveals nothing either.
    await consumeOrThrow(loginPerAccount, input.email, 'login attempts for this account');
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await loginPerAccount.delete(input.email);
  const token = await issueSession(ctx, user.id, meta);
  return { token, user: mapUser(user) };
}
