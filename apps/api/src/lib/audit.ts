// Writes to the append-only audit log (db/schema/system.ts): every read or change of a person's health data
// (vitals, consultation notes) by someone other than that person
// (docs/product-rules.md#personal-health-data-and-the-audit-log), and the security events of accounts
// (`security.*`: sign-ins by code, failed codes, password resets, contacts changed).
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

export type AuditLog = {
  record(entries: AuditEntry | AuditEntry[]): Promise<void>;
  /**
   * A security event about an account (a sign-in by code, a failed code, a password reset, a contact
   * changed): written even when the person acts on their own account, and with no actor when nobody is
   * signed in (a wrong code typed for a number). Actions start with `security.`.
   */
  security(entry: SecurityEntry): Promise<void>;
};

export type SecurityEntry = {
  action: `security.${string}`;
  /** The account concerned, when one is. */
  userId: string | null;
  /** Who did it: the account itself (signed in or proving it), or null when unknown. */
  actor?: AuditActor | null;
  meta?: Record<string, unknown>;
};

export function createAuditLog(db: Db): AuditLog {
  return {
    async security(entry) {
      await db.insert(auditLog).values({
        actorId: entry.actor?.id ?? null,
        actorRole: entry.actor?.roles[0] ?? null,
        action: entry.action,
        subjectUserId: entry.userId,
        resourceType: 'account',
        resourceId: entry.userId,
        meta: entry.meta ?? null,
      });
    },
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
