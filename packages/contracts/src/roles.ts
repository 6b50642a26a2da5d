// Roles and permissions (docs/product-rules.md#roles-and-permissions): checks are membership tests on the
// lists.
export const ROLES = ['patient', 'doctor', 'receptionist', 'lab', 'pharmacist', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'appointments:book',
  'appointments:read:own',
  'appointments:manage:own-doctor',
  'appointments:manage:clinic',
  'vitals:record',
  'vitals:read',
  'consultations:conduct',
  'prescriptions:issue',
  'orders:place',
  'orders:verify-prescription',
  'orders:fulfil',
  'lab:manage',
  'lab:reports:upload',
  'users:manage',
  'dashboard:read',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  patient: ['appointments:book', 'appointments:read:own', 'orders:place'],
  doctor: [
    'appointments:manage:own-doctor',
    'consultations:conduct',
    'prescriptions:issue',
    'vitals:read',
    'dashboard:read',
  ],
  receptionist: ['appointments:manage:clinic', 'vitals:record', 'vitals:read', 'dashboard:read'],
  lab: ['lab:manage', 'lab:reports:upload', 'dashboard:read'],
  pharmacist: ['orders:verify-prescription', 'orders:fulfil', 'dashboard:read'],
  admin: ['users:manage', 'dashboard:read', 'audit:read'],
};

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

/** The primary role is `role`, else the first of `roles`. */
export function primaryRole(user: RoleHolder | null | undefined): string | undefined {
  return user?.role || user?.roles?.[0] || undefined;
}
