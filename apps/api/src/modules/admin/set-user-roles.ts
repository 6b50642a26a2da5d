// An admin sets a user's roles (docs/product-rules.md#roles-and-permissions). The change and its audit row
// (who, whom, before, after) are one transaction; the user's sessions end so the new roles apply at the
// next sign-in. Refusals: no such user (404); taking the admin role from the last admin (409, enforced by
// the database so two concurrent demotions cannot both pass).

import type { Role } from '@arogya/contracts/roles';
import type { PublicUser } from '@arogya/contracts/users';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorOf } from '../../lib/db-errors.ts';
import { mapUser } from '../users/user-mapper.ts';
import type { AdminDeps } from './admin-deps.ts';

export const LAST_ADMIN_MESSAGE =
  'This is the last admin account: make another user an admin before removing the role from this one';

function isLastAdminRefusal(err: unknown): boolean {
  const info = pgErrorOf(err);
  return (
    info?.code === '23514' && (info.constraint === 'users_last_admin' || info.message.includes('last admin'))
  );
}

export async function setUserRoles(
  deps: AdminDeps,
  admin: Actor,
  userId: string,
  requested: readonly Role[],
): Promise<{ user: PublicUser; changed: boolean }> {
  // The order is kept: the first role is the primary one (docs/product-rules.md#roles-and-permissions).
  const roles = [...new Set(requested)];
  let outcome: Awaited<ReturnType<AdminDeps['admin']['setRoles']>>;
  try {
    outcome = await deps.admin.setRoles(admin, userId, roles);
  } catch (err) {
    if (isLastAdminRefusal(err)) throw AppError.conflict(LAST_ADMIN_MESSAGE);
    throw err;
  }
  if (!outcome) throw AppError.notFound('User not found');
  if (outcome.changed) await deps.users.revokeAllSessions(userId);
  return { user: mapUser(outcome.row), changed: outcome.changed };
}
