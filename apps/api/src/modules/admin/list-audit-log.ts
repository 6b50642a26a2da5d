// The audit log viewer (docs/product-rules.md#the-admin-console): filtered by actor, patient (each by user
// id or e-mail), action and a range of Asia/Kolkata days; newest first, keyset paged. Refusals: a cursor
// that does not decode (400).
import type { AuditEntry } from '@arogya/contracts/admin';
import { dayBounds } from '../../lib/zoned-time.ts';
import type { AuditFilter } from './admin.repository.ts';
import type { AdminDeps } from './admin-deps.ts';
import { mapAuditEntry } from './admin-mapper.ts';
import { decodeCursor, pageOf } from './keyset-cursor.ts';

export type AuditQuery = {
  actor?: string;
  patient?: string;
  action?: string;
  from?: string;
  to?: string;
};

/** An e-mail names its account; anything else is taken as an id. Undefined: no such account. */
async function userIdOf(deps: AdminDeps, who: string): Promise<string | undefined> {
  return who.includes('@') ? deps.admin.findUserIdByEmail(who) : who;
}

/** The repository's filter for a query; null when it names an account that does not exist (no rows). */
export async function auditFilterOf(deps: AdminDeps, query: AuditQuery): Promise<AuditFilter | null> {
  const filter: AuditFilter = { action: query.action };
  if (query.actor) {
    filter.actorId = await userIdOf(deps, query.actor);
    if (!filter.actorId) return null;
  }
  if (query.patient) {
    filter.subjectUserId = await userIdOf(deps, query.patient);
    if (!filter.subjectUserId) return null;
  }
  if (query.from) filter.start = dayBounds(query.from).start;
  if (query.to) filter.end = dayBounds(query.to).end;
  return filter;
}

export async function listAuditLog(
  deps: AdminDeps,
  query: AuditQuery & { cursor?: string; limit: number },
): Promise<{ result: AuditEntry[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor);
  const filter = await auditFilterOf(deps, query);
  if (!filter) return { result: [], nextCursor: null };
  const rows = await deps.admin.listAudit({ ...filter, after, limit: query.limit + 1 });
  const { page, nextCursor } = pageOf(rows, query.limit, (r) => ({ at: r.key, id: String(r.id) }));
  return { result: page.map(mapAuditEntry), nextCursor };
}
