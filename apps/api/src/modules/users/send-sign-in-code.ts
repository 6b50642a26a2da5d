// POST /api/v1/users/code/send (docs/product-rules.md#one-time-codes): a code to sign in with a mobile number,
// or to create an account with it; the same answer whether or not the number has an account. Refusals: those
// of send-code.ts (429 limits, 503 no provider, 422 a number the provider refuses).
import type { CodeSent, SendSignInCodeRequest } from '@arogya/contracts/one-time-codes';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import { sendCode } from './send-code.ts';

export async function sendSignInCode(
  ctx: AppContext,
  deps: AccountDeps,
  input: z.output<typeof SendSignInCodeRequest>,
  meta: { ip: string; host: string },
): Promise<CodeSent> {
  const account = await ctx.users.findByVerifiedPhone(input.phone);
  return sendCode(ctx, deps, {
    phone: input.phone,
    purpose: 'sign_in',
    userId: account?.id ?? null,
    ...(input.channel ? { channel: input.channel } : {}),
    ip: meta.ip,
    host: meta.host,
  });
}
