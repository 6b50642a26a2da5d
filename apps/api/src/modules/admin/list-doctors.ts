// The admin's doctor list: those awaiting the registration check (the default) or those checked; newest
// first, keyset paged.
import type { AdminDoctor } from '@arogya/contracts/admin';
import type { AdminDeps } from './admin-deps.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';

export async function listAdminDoctors(
  deps: AdminDeps,
  query: { status: 'unverified' | 'verified'; cursor?: string; limit: number },
): Promise<{ result: AdminDoctor[]; nextCursor: string | null }> {
  const rows = await deps.doctors.list({
    verified: query.status === 'verified',
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (r) => ({ at: r.key, id: r.id }));
  return {
    result: page.map(({ key: _key, ...r }) => ({
      ...r,
      verifiedAt: r.verifiedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
