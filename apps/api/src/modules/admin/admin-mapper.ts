// The shapes the admin console reads: never a raw row (no password hash leaves the API).
import type { AdminUser, AuditEntry } from '@arogya/contracts/admin';
import type { Role } from '@arogya/contracts/roles';
import type { AuditRow, UserListRow } from './admin.repository.ts';

export function mapAdminUser(row: Omit<UserListRow, 'key'>): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: row.roles as Role[],
    createdAt: row.createdAt.toISOString(),
  };
}

export function mapAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action,
    subjectUserId: row.subjectUserId,
    subjectName: row.subjectName,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    meta: row.meta && typeof row.meta === 'object' ? (row.meta as Record<string, unknown>) : null,
  };
}
