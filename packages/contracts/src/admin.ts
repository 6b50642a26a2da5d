// The admin console (docs/product-rules.md#the-admin-console): finding users, changing roles, reading the
// audit log. Lists page by keyset cursor (opaque strings the API hands out), never by page number.
import { z } from 'zod';
import { ROLES } from './roles.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, 'Use a date as YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'Not a calendar date');

export const ADMIN_PAGE_SIZE = 25;

export const AdminUsersQuery = z.strictObject({
  /** Part of a name, an e-mail or a mobile number. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A keyset page: `nextCursor` asks for the rows after the last one shown; null on the last page. */
export type CursorPage<T> = { success: true; result: T[]; nextCursor: string | null };

/** The audit action of a role change; its meta holds `before` and `after`. */
export const ROLE_CHANGE_ACTION = 'user.roles.change';

export const AuditLogQuery = z
  .strictObject({
    /** Who acted, by user id or e-mail. */
    actor: z.string().trim().min(1).max(254).optional(),
    /** Whose data, by user id or e-mail. */
    patient: z.string().trim().min(1).max(254).optional(),
    action: z.string().trim().min(1).max(80).optional(),
    /** First and last day, inclusive, in Asia/Kolkata. */
    from: day.optional(),
    to: day.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day comes before the last',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  subjectUserId: z.string().nullable(),
  subjectName: z.string().nullable(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
