// POST /api/v1/users/register/phone (docs/product-rules.md#one-time-codes): a number proven by its code
// (verify-sign-in-code.ts's ticket) becomes a patient account with the name given and the consent recorded,
// its number verified, no e-mail and no password (both may be added later), and signs in.
// Refusals: 429 past the sign-ups allowed per client address; 400 when the ticket is expired or forged;
// 409 when the number has an account by now (a number belongs to one account).
import { randomUUID } from 'node:crypto';
import { CODE_MINUTES, type RegisterByPhoneRequest } from '@arogya/contracts/one-time-codes';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeOrThrow } from '../../lib/rate-limits.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { mapUser } from './user-mapper.ts';
import { REGISTRATION_TICKET_SECONDS } from './verify-sign-in-code.ts';

export const TICKET_EXPIRED = 'This step has expired. Enter your number again to get a new code.';
export const NUMBER_HAS_ACCOUNT = 'An account already uses this number. Sign in with it instead.';

export async function registerByPhone(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof RegisterByPhoneRequest>,
  meta: { ip: string; userAgent?: string },
) {
  await consumeOrThrow(ctx.rateLimits.registerPerIp, meta.ip, 'sign-up attempts from this network');
  const claims = await ctx.tokens.verifyTicket('register-phone', input.ticket);
  if (!claims) throw AppError.invalid(TICKET_EXPIRED, [{ field: 'ticket', message: TICKET_EXPIRED }]);
  const now = new Date();
  const row = await ctx.users.insertWithVerifiedPhone({
    id: randomUUID(),
    email: null,
    name: input.name,
    phone: claims.sub,
    passwordHash: null,
    roles: ['patient'],
    consentAt: now,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    phoneVerifiedAt: now,
  });
  if (!row) throw AppError.conflict(NUMBER_HAS_ACCOUNT);
  await deps.codes.adopt(
    row.phone,
    row.id,
    new Date(now.getTime() - REGISTRATION_TICKET_SECONDS * 1000 - CODE_MINUTES * 60_000),
  );
  const token = await issueSession(ctx, row.id, meta);
  await deps.audit.security({
    action: 'security.sign-in.code',
    userId: row.id,
    actor: row,
    meta: { ip: meta.ip, accountCreated: true },
  });
  return { token, user: mapUser(row) };
}
