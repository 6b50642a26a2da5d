// The admin console's partner labs and their desk accounts (docs/product-rules.md#the-admin-console): which
// account works a lab's desk (collections, results, reports). One account per lab, one lab per account.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

/** A lab's desk account; `email` null for an account made by signing in with a mobile number. */
export const AdminLabStaff = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type AdminLabStaff = z.infer<typeof AdminLabStaff>;

/** GET /api/v1/admin/labs: a partner lab and the account linked to its desk, if any. */
export const AdminLab = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  staff: AdminLabStaff.nullable(),
});
export type AdminLab = z.infer<typeof AdminLab>;

export const AdminLabIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

/**
 * PUT /api/v1/admin/labs/:id/staff: links an account holding the `lab` role to the lab's desk (replacing the
 * account linked before), or unlinks it (`staff: null`). `staff` is the account's id or e-mail. Refusals: 404
 * no such lab or account; 422 the account does not hold the `lab` role; 409 it already works another lab's
 * desk (unlink it there first).
 */
export const AdminLabStaffRequest = z.strictObject({
  staff: z.string().trim().min(1, 'Enter the staff account’s e-mail or id').max(254).nullable(),
});
export type AdminLabStaffRequest = z.input<typeof AdminLabStaffRequest>;

/** The audit action of a link change; its meta holds the `before` and `after` account ids. */
export const LAB_STAFF_LINK_ACTION = 'lab.staff.link';
