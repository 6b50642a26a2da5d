// The account's links, drawn by the user menu and the phone menu (app/layouts/nav-links.ts) and by /profile
// (features/users/routes/profile.tsx), so the three list the same pages.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from './paths.ts';

/** A link and its label, translated where it is drawn (`t(item.label)`). */
export type NavItem = { to: string; label: MessageDescriptor };

/** The account's own pages: in both menus, and (all but the profile itself) on /profile. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { to: paths.profile, label: msg`My Profile` },
  { to: paths.myAppointments, label: msg`My Appointments` },
  { to: paths.orders, label: msg`My Orders` },
  { to: paths.prescriptions, label: msg`Prescriptions` },
  { to: paths.familyMembers, label: msg`Family Members` },
  { to: paths.addresses, label: msg`My Addresses` },
  { to: paths.healthCard, label: msg`My Health Card` },
];

/** Settings pages, in both menus and on /profile, after the account's pages. */
export const SETTINGS_LINKS: readonly NavItem[] = [
  { to: paths.notificationSettings, label: msg`Notification settings` },
  { to: paths.languageSettings, label: msg`Language` },
];

/** Help and the privacy policy, last before Logout. */
export const HELP_LINKS: readonly NavItem[] = [
  { to: paths.helpCenter, label: msg`Help Center` },
  { to: paths.privacy, label: msg`Privacy` },
];
