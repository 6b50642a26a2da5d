// One account's profile: the caller's own, or anyone's for an admin. An admin's read of someone else's
// profile is written to the audit log (docs/product-rules.md#personal-health-data-and-the-audit-log).
// Refusals: 403 for a non-admin asking for another account, 404 for an unknown id.
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { mapUser } from './user-mapper.ts';
import type { UserRow } from './users.repository.ts';

export type ProfileDeps = { users: AppContext['users']; audit: AuditLog };

export async function getUserProfile(deps: ProfileDeps, me: UserRow, id: string) {
  if (id === me.id) return mapUser(me);
  if (!me.roles.includes('admin')) throw AppError.forbidden();
  const row = await deps.users.findById(id);
  if (!row) throw AppError.notFound('User not found');
  await deps.audit.record({
    actor: me,
    action: 'user.profile.read',
    subjectUserId: row.id,
    resourceType: 'user',
    resourceId: row.id,
  });
  return mapUser(row);
}
