// The admin console's reads of users and the audit log, and role changes with their audit row in one
// transaction. Each list pages by keyset on the order's columns, newest first; the plans are in
// QUERY-PLANS.md next to this file.
import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';

export type Keyset = { at: string; id: string };

export type UserListRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  roles: string[];
  createdAt: Date;
  /** created_at as PostgreSQL prints it, to microseconds, for the next page's cursor. */
  key: string;
};

export type AuditRow = {
  id: number;
  at: Date;
  key: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  subjectUserId: string | null;
  subjectName: string | null;
  resourceType: string;
  resourceId: string | null;
  meta: unknown;
};

export type AuditFilter = {
  actorId?: string;
  subjectUserId?: string;
  action?: string;
  start?: Date;
  end?: Date;
};

/** `%`, `_` and `\` in a search term match themselves. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAdminRepository(db: Db) {
  return {
    async listUsers(filter: { q?: string; role?: string; after?: Keyset; limit: number }) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = `%${likeEscape(filter.q.toLowerCase())}%`;
        // Digits are read as part of a mobile number only when the text looks like one ('98450 12345',
        // '+91-98450'); an e-mail address's digits are not a phone search.
        const digits = /^[\d\s+()-]+$/.test(filter.q) ? filter.q.replace(/\D/g, '') : '';
        const matches = [sql`lower(${users.name}) like ${pattern}`, sql`${users.email} ilike ${pattern}`];
        if (digits.length >= 3) matches.push(sql`${users.phone} like ${`%${digits}%`}`);
        conditions.push(or(...matches) as SQL);
      }
      if (filter.role) conditions.push(sql`${users.roles} @> array[${filter.role}]::text[]`);
      if (filter.after) {
        conditions.push(
          sql`(${users.createdAt}, ${users.id}) < (${filter.after.at}::timestamptz, ${filter.after.id})`,
        );
      }
      return (await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          roles: users.roles,
          createdAt: users.createdAt,
          key: sql<string>`${users.createdAt}::text`,
        })
        .from(users)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`)
        .limit(filter.limit)) as UserListRow[];
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row?.id;
    },

    /**
     * Sets a user's roles and writes the audit row (who, whom, before, after) in one transaction, the user's
     * row locked meanwhile. The database refuses taking the role from the last admin
     * (users_keep_one_admin, check_violation on users_last_admin). Undefined when there is no such user.
     */
    async setRoles(actor: { id: string; roles: readonly string[] }, userId: string, roles: string[]) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ roles: users.roles })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!current) return undefined;
        const before = current.roles;
        const same = before.length === roles.length && before.every((r, i) => r === roles[i]);
        if (same) {
          const [row] = await tx.select().from(users).where(eq(users.id, userId));
          return row ? { before, row, changed: false } : undefined;
        }
        const [row] = await tx
          .update(users)
          .set({ roles, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!row) return undefined;
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorRole: actor.roles[0] ?? null,
          action: 'user.roles.change',
          subjectUserId: userId,
          resourceType: 'user',
          resourceId: userId,
          meta: { before, after: roles },
        });
        return { before, row, changed: true };
      });
    },

    async listAudit(filter: AuditFilter & { after?: Keyset; limit: number }): Promise<AuditRow[]> {
      const actor = alias(users, 'actor');
      const subject = alias(users, 'subject');
      const conditions: SQL[] = [];
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.subjectUserId) conditions.push(eq(auditLog.subjectUserId, filter.subjectUserId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.start) conditions.push(gte(auditLog.at, filter.start));
      if (filter.end) conditions.push(lt(auditLog.at, filter.end));
      if (filter.after) {
        conditions.push(
          sql`(${auditLog.at}, ${auditLog.id}) < (${filter.after.at}::timestamptz, ${Number(filter.after.id)})`,
        );
      }
      return (await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          key: sql<string>`${auditLog.at}::text`,
          actorId: auditLog.actorId,
          actorName: actor.name,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          subjectUserId: auditLog.subjectUserId,
          subjectName: subject.name,
          resourceType: auditLog.resourceType,
          resourceId: auditLog.resourceId,
          meta: auditLog.meta,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
        .limit(filter.limit)) as AuditRow[];
    },

    /** The distinct actions in the log, for the viewer's action filter (a loose index scan, no full read). */
    async auditActions(): Promise<string[]> {
      const result = (await db.execute(sql`
        with recursive a(action) as (
          (select action from audit_log order by action limit 1)
          union all
          select (select l.action from audit_log l where l.action > a.action order by l.action limit 1)
          from a where a.action is not null
        )
        select action from a where action is not null`)) as unknown as { rows: { action: string }[] };
      return result.rows.map((r) => r.action);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
