// The audit log viewer's rows as CSV, streamed page by page (500 rows a query, by keyset) so a long export
// never holds the whole log in memory. The export itself is written to the audit log. Cells that a
// spreadsheet would run as a formula are prefixed with an apostrophe.
import { Readable } from 'node:stream';
import type { Actor } from '../../lib/actor.ts';
import type { AdminDeps } from './admin-deps.ts';
import { type AuditQuery, auditFilterOf } from './list-audit-log.ts';

const BATCH = 500;
const HEADER = [
  'time',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'patient_id',
  'patient_name',
  'resource_type',
  'resource_id',
  'details',
];

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export async function exportAuditLog(deps: AdminDeps, admin: Actor, query: AuditQuery): Promise<Readable> {
  const filter = await auditFilterOf(deps, query);
  await deps.audit.record({
    actor: admin,
    action: 'audit-log.export',
    subjectUserId: null,
    resourceType: 'audit_log',
    meta: { ...query },
  });
  async function* lines() {
    yield csvLine(HEADER);
    if (!filter) return;
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const rows = await deps.admin.listAudit({ ...filter, after, limit: BATCH });
      for (const r of rows) {
        yield csvLine([
          r.at.toISOString(),
          r.actorId,
          r.actorName,
          r.actorRole,
          r.action,
          r.subjectUserId,
          r.subjectName,
          r.resourceType,
          r.resourceId,
          r.meta,
        ]);
      }
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      after = { at: last.key, id: String(last.id) };
    }
  }
  return Readable.from(lines());
}
