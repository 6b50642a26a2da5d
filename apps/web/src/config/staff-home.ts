// Where a staff member lands after signing in (docs/screens.md#staff-homes): the desk of their first staff
// role, in the order their roles are listed; patients (and anyone without a staff role) stay on the page
// they came from, else the home page.
import type { Role } from '@arogya/contracts/roles';
import { paths } from './paths.ts';

export type StaffRole = Exclude<Role, 'patient'>;

/** Each staff role's home. /admin is the admin console. */
export const STAFF_HOMES: Readonly<Record<StaffRole, string>> = {
  doctor: paths.doctorDesk,
  receptionist: paths.reception,
  pharmacist: paths.pharmacistDesk,
  lab: paths.labDesk,
  admin: '/admin',
};

function isStaffRole(role: string): role is StaffRole {
  return Object.hasOwn(STAFF_HOMES, role);
}

/** The home of the user's first staff role, or null when they hold none. */
export function staffHomeFor(user: { roles?: readonly string[] | null } | null | undefined): string | null {
  const role = user?.roles?.find(isStaffRole);
  return role ? STAFF_HOMES[role] : null;
}

/** True when the user holds any staff role. */
export function isStaff(user: { roles?: readonly string[] | null } | null | undefined): boolean {
  return staffHomeFor(user) !== null;
}

/** After signing in: the page the guard stopped, else the staff home, else the home page. */
export function landingAfterSignIn(
  target: string,
  user: { roles?: readonly string[] | null } | null,
): string {
  if (target !== paths.home) return target;
  return staffHomeFor(user) ?? paths.home;
}
