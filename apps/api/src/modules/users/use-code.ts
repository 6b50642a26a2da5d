// Checks a one-time code and uses it (docs/product-rules.md#one-time-codes). Each try is counted before the
// code is compared (one-time-codes.repository.ts `takeTry`), the comparison is of keyed hashes in constant
// time (lib/tokens.ts), and the code is used in one conditional UPDATE, so of two verifications at once with
// the right code only one succeeds. A wrong try is an audit row (security.code.failed).
// Refusals (400, on the field `code`): no live code for the number (expired, used, void after 5 tries, or
// never sent); a wrong code, with the tries left.
import { CODE_MAX_TRIES, maskPhone } from '@arogya/contracts/one-time-codes';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AccountDeps } from './account-deps.ts';
import type { CodePurpose } from './one-time-codes.repository.ts';
import { codeHash, withdrawCodeMessages } from './send-code.ts';

export const CODE_NOT_VALID = 'This code has expired or was already used. Ask for a new code.';

export function wrongCodeMessage(triesLeft: number): string {
  if (triesLeft <= 0) return 'That code is not right, and no tries are left. Ask for a new code.';
  return `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

const refuse = (message: string) => AppError.invalid(message, [{ field: 'code', message }]);

export type UsedCode = { codeId: number; userId: string | null };

export async function useCode(
  ctx: AppContext,
  deps: AccountDeps,
  input: { phone: string; purpose: CodePurpose; code: string; ip: string },
  now = new Date(),
): Promise<UsedCode> {
  const taken = await deps.codes.takeTry(input.phone, input.purpose, now, CODE_MAX_TRIES);
  if (!taken) throw refuse(CODE_NOT_VALID);
  const right = ctx.tokens.sameHash(taken.codeHash, codeHash(ctx, input.purpose, input.phone, input.code));
  if (!right) {
    await deps.audit.security({
      action: 'security.code.failed',
      userId: taken.userId,
      meta: { purpose: input.purpose, phone: maskPhone(input.phone), tries: taken.tries, ip: input.ip },
    });
    throw refuse(wrongCodeMessage(CODE_MAX_TRIES - taken.tries));
  }
  if (!(await deps.codes.claim(taken.id, now))) throw refuse(CODE_NOT_VALID);
  await withdrawCodeMessages(ctx, taken.id);
  return { codeId: taken.id, userId: taken.userId };
}
