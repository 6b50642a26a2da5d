// Creates a patient account with consent recorded, and signs it in.
import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, type RegisterRequest } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeOrThrow } from '../../lib/rate-limits.ts';
import { issueSession } from './issue-session.ts';
import { mapUser } from './user-mapper.ts';

type Input = z.output<typeof RegisterRequest>;

export async function registerUser(ctx: AppContext, input: Input, meta: { ip: string; userAgent?: string }) {
  await consumeOrThrow(ctx.rateLimits.registerPerIp, meta.ip, 'sign-up attempts from this network');
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const row = await ctx.users.insert({
    id: randomUUID(),
    email: input.email,
    name: input.name,
    phone: input.phone,
    passwordHash,
    roles: ['patient'],
    consentAt: now,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  if (!row) {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists. Please log in instead.', [
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
  }
  const token = await issueSession(ctx, row.id, meta);
  return { token, user: mapUser(row) };
}
