// What the navigation shows (docs/screens.md#navigation), kept apart from how it is drawn.

import { can, type Permission } from '@arogya/contracts/roles';
import { paths } from '../../config/paths.ts';
import type { CartKind } from '../../lib/cart/use-cart-item-count.ts';

export type NavItem = { to: string; label: string };

export const MAIN_NAV: readonly NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.doctors, label: 'Find Doctors' },
  { to: paths.labs, label: 'Lab Tests' },
  { to: paths.medifarma, label: 'Pharmacy' },
  { to: paths.healthCard, label: 'Smart Health Card' },
];

/** The signed-in user menu. */
export const USER_MENU: readonly NavItem[] = [
  { to: paths.profile, label: 'My Profile' },
  { to: paths.myAppointments, label: 'My Appointments' },
  { to: paths.orders, label: 'My Orders' },
  { to: paths.prescriptions, label: 'Prescriptions' },
  { to: paths.helpCenter, label: 'Help Center' },
  { to: paths.privacy, label: 'Privacy' },
];

/** Work desks, shown in the user menus only to users holding the permission the desk's route asks. */
export const DESK_MENU: readonly (NavItem & { permission: Permission })[] = [
  { to: paths.doctorDesk, label: "Doctor's desk", permission: 'doctor:desk' },
  { to: paths.reception, label: 'Reception desk', permission: 'appointments:manage:clinic' },
  { to: paths.pharmacistDesk, label: 'Pharmacist desk', permission: 'orders:fulfil' },
  { to: paths.labDesk, label: 'Lab desk', permission: 'lab:manage' },
  { to: paths.admin, label: 'Admin console', permission: 'admin:console' },
];

/** The staff layout's links: the user's desks (the admin console among them for admins), each once. */
export function staffLinksFor(user: { roles?: readonly string[] | null } | null): NavItem[] {
  return deskLinksFor(user);
}

export function deskLinksFor(user: { roles?: readonly string[] | null } | null): NavItem[] {
  return DESK_MENU.filter((item) => can(user, item.permission));
}

/** The mobile menu's account entries: /appointments instead of /my-appointments, no prescriptions/help/privacy. */
export const MOBILE_USER_MENU: readonly NavItem[] = [
  { to: paths.profile, label: 'My Profile' },
  { to: paths.appointments, label: 'My Appointments' },
  { to: paths.orders, label: 'My Orders' },
];

function within(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The cart flag (docs/screens.md#navigation): only the /labs and /medifarma pages set it, and each shows its own cart.
 * Null means no cart link.
 */
export function cartKindForPath(pathname: string): CartKind | null {
  if (within(pathname, paths.labs)) return 'labtest';
  if (within(pathname, paths.medifarma)) return 'medicine';
  return null;
}

/**
 * The cart the top bar links to (docs/product-rules.md#carts): the page's own cart on /labs and /medifarma;
 * elsewhere the cart holding items (the medicine cart first when both do); null when both are empty.
 */
export function cartLinkKind(pathname: string, counts: Record<CartKind, number>): CartKind | null {
  const own = cartKindForPath(pathname);
  if (own) return own;
  if (counts.medicine > 0) return 'medicine';
  if (counts.labtest > 0) return 'labtest';
  return null;
}

export function isMedifarmaPath(pathname: string): boolean {
  return within(pathname, paths.medifarma);
}
