// Finds users by part of a name, e-mail or mobile number, optionally holding one role; newest accounts
// first, keyset paged (no count). Refusals: a cursor that does not decode (400).
import type { AdminUser, AdminUsersQuery } from '@arogya/contracts/admin';
import type { AdminDeps } from './admin-deps.ts';
import { mapAdminUser } from './admin-mapper.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';

export async function listUsers(
  deps: AdminDeps,
  query: { q?: string; role?: AdminUsersQuery['role']; cursor?: string; limit: number },
): Promise<{ result: AdminUser[]; nextCursor: string | null }> {
  const rows = await deps.admin.listUsers({
    q: query.q || undefined,
    role: query.role,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  return { result: page.map(mapAdminUser), nextCursor };
}
