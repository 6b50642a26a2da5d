// Roles and permissions (docs/product-rules.md#roles-and-permissions): checks are membership tests on the
// lists.
export const ROLES = ['patient', 'doctor', 'receptionist', 'lab', 'pharmacist', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What each role may do. The API enforces these lists: every role-guarded route names one permission
 * (`requirePermission` in apps/api/src/lib/auth.ts) and admits the roles that hold it; each permission is
 * enforced by at least one route (apps/api/src/modules/users/permissions.unit.test.ts). The signed-in user's `permissions`
 * are these lists for their roles.
 */
export const PERMISSIONS = [
  'appointments:book',
  'appointments:manage:clinic',
  'doctor:desk',
  'consultations:start',
  'consultations:conduct',
  'orders:place',
  'orders:fulfil',
  'payments:make',
  'lab:book',
  'lab:manage',
  'admin:console',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  patient: ['appointments:book', 'consultations:start', 'orders:place', 'payments:make', 'lab:book'],
  doctor: ['doctor:desk', 'consultations:conduct'],
  receptionist: ['appointments:manage:clinic'],
  lab: ['lab:manage'],
  pharmacist: ['orders:fulfil'],
  admin: ['admin:console'],
};

/** The roles that hold a permission. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

export function permissionsForRoles(roles: readonly Role[]): Permission[] {
  const set = new Set<Permission>();
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role] ?? []) set.add(p);
  return [...set];
}

type RoleHolder = {
  role?: string | null;
  roles?: readonly string[] | null;
  permissions?: readonly string[] | null;
};

/** True only when the role is in the user's roles list. */
export function hasRole(user: RoleHolder | null | undefined, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}

/** True only when the permission is in the user's permissions list. */
export function hasPermission(user: RoleHolder | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

/**
 * May this user do it? Read from the user's roles through ROLE_PERMISSIONS, the lists the API enforces, so
 * the web asks the API's question (a stored user from before a list changed still gets today's answer).
 */
export function can(user: RoleHolder | null | undefined, permission: Permission): boolean {
  return Boolean(
    user?.roles?.some((role) =>
      (ROLE_PERMISSIONS as Record<string, readonly Permission[]>)[role]?.includes(permission),
    ),
  );
}

/** The primary role is `role`, else the first of `roles`. */
export function primaryRole(user: RoleHolder | null | undefined): string | undefined {
  return user?.role || user?.roles?.[0] || undefined;
}

/**
 * A staff account (any role but patient): it reads other people's health data, so it signs in with its
 * password and then a code to its verified phone (docs/product-rules.md#one-time-codes).
 */
export function isStaffAccount(user: { roles: readonly string[] }): boolean {
  return user.roles.some((role) => role !== 'patient');
}
