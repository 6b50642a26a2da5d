// What the navigation shows (docs/screens.md#navigation), kept apart from how it is drawn.

import { can, type Permission } from '@arogya/contracts/roles';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_LINKS, HELP_LINKS, type NavItem, SETTINGS_LINKS } from '../../config/account-links.ts';
import { paths } from '../../config/paths.ts';
import type { CartKind } from '../../lib/cart/use-cart-item-count.ts';

export type { NavItem };

export const MAIN_NAV: readonly NavItem[] = [
  { to: paths.home, label: msg`Home` },
  { to: paths.doctors, label: msg`Find Doctors` },
  { to: paths.labs, label: msg`Lab Tests` },
  { to: paths.medifarma, label: msg`Pharmacy` },
  { to: paths.healthCard, label: msg`Smart Health Card` },
];

/** The signed-in user menu: the spec's entries, and family, addresses, health card and settings with them. */
export const USER_MENU: readonly NavItem[] = [...ACCOUNT_LINKS, ...SETTINGS_LINKS, ...HELP_LINKS];

/** Work desks, shown in the user menus only to users holding the permission the desk's route asks. */
export const DESK_MENU: readonly (NavItem & { permission: Permission })[] = [
  { to: paths.doctorDesk, label: msg`Doctor's desk`, permission: 'doctor:desk' },
  { to: paths.reception, label: msg`Reception desk`, permission: 'appointments:manage:clinic' },
  { to: paths.pharmacistDesk, label: msg`Pharmacist desk`, permission: 'orders:fulfil' },
  { to: paths.labDesk, label: msg`Lab desk`, permission: 'lab:manage' },
  { to: paths.admin, label: msg`Admin console`, permission: 'admin:console' },
];

/** The staff layout's links: the user's desks (the admin console among them for admins), each once. */
export function staffLinksFor(user: { roles?: readonly string[] | null } | null): NavItem[] {
  return deskLinksFor(user);
}

export function deskLinksFor(user: { roles?: readonly string[] | null } | null): NavItem[] {
  return DESK_MENU.filter((item) => can(user, item.permission));
}

/**
 * The phone menu's account entries: everything the user menu has (the spec's phone menu left out
 * prescriptions, help and privacy; a phone user needs them as much), with /appointments for
 * /my-appointments as the spec's phone menu links it (the same page).
 */
export const MOBILE_USER_MENU: readonly NavItem[] = USER_MENU.map((item) =>
  item.to === paths.myAppointments ? { ...item, to: paths.appointments } : item,
);

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
