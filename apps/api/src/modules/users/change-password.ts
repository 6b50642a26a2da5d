// Changes the password, revokes every session (this one too) and starts a fresh one.
import type { ChangePasswordRequest } from '@arogya/contracts/users';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueSession } from './issue-session.ts';
import type { UserRow } from './users.repository.ts';

type Input = z.output<typeof ChangePasswordRequest>;

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: Input,
  meta: { ip: string; userAgent?: string },
) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
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
  return issueSession(ctx, user.id, meta);
}
