// POST /api/v1/users/me/phone (docs/product-rules.md#verified-contacts): a code to the number the signed-in
// person wants verified, the account's own or a new one it changes to; the number changes only when the code
// comes back (verify-phone.ts). Refusals: 422 when it is already the account's verified number; those of
// send-code.ts (429 limits, 503 no provider, 422 refused number).
import type { CodeSent, SendPhoneCodeRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { sendCode } from './send-code.ts';
import type { UserRow } from './users.repository.ts';

export const ALREADY_VERIFIED_NUMBER = 'This is already your verified number.';

export async function sendPhoneCode(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  input: z.output<typeof SendPhoneCodeRequest>,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  if (input.phone === user.phone && user.phoneVerifiedAt) throw AppError.rule(ALREADY_VERIFIED_NUMBER);
  return sendCode(ctx, deps, {
    phone: input.phone,
    purpose: 'verify_phone',
    userId: user.id,
    ...(input.channel ? { channel: input.channel } : {}),
    ip: meta.ip,
    host: meta.host,
  });
}
