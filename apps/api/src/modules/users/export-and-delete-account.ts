// A user's rights over their data (docs/product-rules.md#accounts-and-privacy): download it all, or delete
// the account.
import type { PersonalDataSections } from '@arogya/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createPersonalDataRepository } from '../personal-data/personal-data.repository.ts';
import { toExportable } from '../personal-data/personal-data-mapper.ts';
import type { AccountDeps } from './account-deps.ts';
import { useConfirmCode } from './send-confirm-code.ts';
import { mapUser } from './user-mapper.ts';
import type { UserRow } from './users.repository.ts';

export async function exportUserData(ctx: AppContext, user: UserRow) {
  const [sessions, records] = await Promise.all([
    ctx.users.listSessions(user.id),
    createPersonalDataRepository(ctx.database.db).collect(user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...mapUser(user),
      consentAt: user.consentAt.toISOString(),
      privacyNoticeVersion: user.privacyNoticeVersion,
      // The contacts and when each was proven (docs/product-rules.md#verified-contacts).
      phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    },
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
      userAgent: s.userAgent,
    })),
    ...(toExportable(records) as PersonalDataSections),
  };
}

/** Proof: the password, or (an account without one) a code sent to its verified number. */
export async function deleteAccount(
  ctx: AppContext,
  deps: AccountDeps,
  user: UserRow,
  proof: { password?: string | undefined; code?: string | undefined },
  ip: string,
) {
  if (proof.code !== undefined) {
    await useConfirmCode(ctx, deps, user, proof.code, ip);
  } else if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) {
    throw new AppError('VALIDATION_ERROR', 'Password is incorrect', [
      { field: 'password', message: 'Password is incorrect' },
    ]);
  }
  if (user.roles.some((r) => r !== 'patient')) {
    throw AppError.rule('Staff accounts are closed by an administrator. Please contact support.');
  }
  const personalData = createPersonalDataRepository(ctx.database.db);
  const fileKeys = await personalData.storedFileKeys(user.id);
  await personalData.releaseLabSlots(user.id);
  await ctx.users.delete(user.id);
  // The rows went with the account (foreign keys cascade); the files they pointed at go too.
  await Promise.all([
    ...fileKeys.map((key) => ctx.storage.remove(key)),
    user.avatarKey ? ctx.storage.remove(`avatars/${user.avatarKey}`) : Promise.resolve(),
  ]);
}
