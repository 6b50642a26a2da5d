// Changes the password (or sets a first one, for an account made with a number), revokes every session (this
// one too) and starts a fresh one. Proof: the current password, or a code sent to the verified number
// (send-confirm-code.ts), so a session alone never sets a password. An audit row (security.password.changed).
// Refusals: 400 when the current password or the code is wrong; 422 with neither a password nor a verified
// number to prove it by.
import type { ChangePasswordRequest } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueSession } from './issue-session.ts';
import { useConfirmCode } from './send-confirm-code.ts';
import type { UserRow } from './users.repository.ts';

type Input = z.output<typeof ChangePasswordRequest>;

export async function changePassword(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  input: Input,
  meta: { ip: string; userAgent?: string },
) {
  if (input.code !== undefined) {
    await useConfirmCode(ctx, deps, user, input.code, meta.ip);
  } else if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
    throw new AppError('VALIDATION_ERROR', 'Current password is incorrect', [
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('VALIDATION_ERROR', 'The new password must differ from the current one', [
      { field: 'newPassword', message: 'Choose a password different from the current one' },
    ]);
  }
  await ctx.users.update(user.id, {
    passwordHash: await hashPassword(input.newPassword),
    passwordChangedAt: new Date(),
  });
  await ctx.users.revokeAllSessions(user.id);
  await deps.audit.security({
    action: user.passwordHash ? 'security.password.changed' : 'security.password.set',
    userId: user.id,
    actor: user,
    meta: { ip: meta.ip, proof: input.code !== undefined ? 'code' : 'password' },
  });
  return issueSession(ctx, user.id, meta);
}
