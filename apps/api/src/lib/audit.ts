// Writes to the append-only audit log (db/schema/system.ts): every read or change of a person's health data
// (vitals, consultation notes) by someone other than that person
// (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/system.ts';

export type AuditActor = { id: string; roles: readonly string[] };

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  /** Null for an action about no one person (an admin exporting the log, say). */
  subjectUserId: string | null;
  resourceType: string;
  resourceId?: string | null;
  meta?: Record<string, unknown>;
};

export type AuditLog = { record(entries: AuditEntry | AuditEntry[]): Promise<void> };

export function createAuditLog(db: Db): AuditLog {
  return {
    async record(entries) {
      const list = (Array.isArray(entries) ? entries : [entries]).filter(
        (e) => e.actor.id !== e.subjectUserId,
      );
      if (list.length === 0) return;
      await db.insert(auditLog).values(
        list.map((e) => ({
          actorId: e.actor.id,
          actorRole: e.actor.roles[0] ?? null,
          action: e.action,
          subjectUserId: e.subjectUserId,
          resourceType: e.resourceType,
          resourceId: e.resourceId ?? null,
          meta: e.meta ?? null,
        })),
      );
    },
  };
}
