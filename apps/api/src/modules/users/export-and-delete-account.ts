// A user's rights over their data (PRODUCT.md section 3): download it all, or delete the account.
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { mapUser } from './user-mapper.ts';
import type { UserRow } from './users.repository.ts';

export async function exportUserData(ctx: AppContext, user: UserRow) {
  const sessions = await ctx.users.listSessions(user.id);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...mapUser(user),
      consentAt: user.consentAt.toISOString(),
      privacyNoticeVersion: user.privacyNoticeVersion,
    },
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
      userAgent: s.userAgent,
    })),
  };
}

export async function deleteAccount(ctx: AppContext, user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION_ERROR', 'Password is incorrect', [
      { field: 'password', message: 'Password is incorrect' },
    ]);
  }
  if (user.roles.some((r) => r !== 'patient')) {
    throw AppError.rule('Staff accounts are closed by an administrator. Please contact support.');
  }
  await ctx.users.delete(user.id);
  if (user.avatarKey) await ctx.storage.remove(`avatars/${user.avatarKey}`);
}
