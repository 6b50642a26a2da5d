import { describe, expect, it } from 'vitest';
import {
  cartKindForPath,
  cartLinkKind,
  deskLinksFor,
  isMedifarmaPath,
  MOBILE_USER_MENU,
  staffLinksFor,
  USER_MENU,
} from './nav-links.ts';

describe('cart flag', () => {
  it('is set on /labs and /medifarma pages only, each with its own cart', () => {
    expect(cartKindForPath('/labs')).toBe('labtest');
    expect(cartKindForPath('/labs/')).toBe('labtest');
    expect(cartKindForPath('/medifarma')).toBe('medicine');
    expect(cartKindForPath('/medifarma/location/pune')).toBe('medicine');
    for (const path of [
      '/',
      '/lab-tests',
      '/labsx',
      '/doctors',
      '/cart',
      '/medicategory/1',
      '/medifarmacy',
    ]) {
      expect(cartKindForPath(path)).toBeNull();
    }
  });

  it('recognises the medifarma pages for the delivery-city list', () => {
    expect(isMedifarmaPath('/medifarma')).toBe(true);
    expect(isMedifarmaPath('/medifarma/location/delhi')).toBe(true);
    expect(isMedifarmaPath('/labs')).toBe(false);
  });
});

describe('menus', () => {
  it('the user menu has the entries of docs/screens.md, in order, with family, addresses and health card', () => {
    expect(USER_MENU.map((i) => i.to)).toEqual([
      '/profile',
      '/my-appointments',
      '/orders',
      '/prescriptions',
      '/family-members',
      '/addresses',
      '/healthcard',
      '/settings/notifications',
      '/settings/language',
      '/helpcenter',
      '/privacy',
    ]);
  });

  it('the phone menu has everything the user menu has, with /appointments for /my-appointments', () => {
    expect(MOBILE_USER_MENU.map((i) => i.label.message)).toEqual(USER_MENU.map((i) => i.label.message));
    const targets = MOBILE_USER_MENU.map((i) => i.to);
    expect(targets).toContain('/appointments');
    expect(targets).not.toContain('/my-appointments');
    for (const present of [
      '/prescriptions',
      '/family-members',
      '/addresses',
      '/healthcard',
      '/helpcenter',
      '/privacy',
    ])
      expect(targets).toContain(present);
  });
});

describe('desk links', () => {
  it('are shown only to users with the role', () => {
    expect(deskLinksFor({ roles: ['patient'] })).toEqual([]);
    expect(deskLinksFor(null)).toEqual([]);
    expect(deskLinksFor({ roles: ['doctor'] }).map((i) => i.to)).toEqual(['/doctor-desk']);
    expect(deskLinksFor({ roles: ['receptionist'] }).map((i) => i.to)).toEqual(['/reception']);
    expect(deskLinksFor({ roles: ['doctor', 'receptionist'] })).toHaveLength(2);
    expect(deskLinksFor({ roles: ['patient', 'pharmacist'] }).map((i) => i.to)).toEqual(['/pharmacist']);
  });
});

describe('the cart link elsewhere', () => {
  it('shows on every page while either cart holds items, its own cart on /labs and /medifarma', () => {
    expect(cartLinkKind('/doctors', { medicine: 0, labtest: 0 })).toBeNull();
    expect(cartLinkKind('/doctors', { medicine: 0, labtest: 2 })).toBe('labtest');
    expect(cartLinkKind('/doctors', { medicine: 1, labtest: 0 })).toBe('medicine');
    expect(cartLinkKind('/labs', { medicine: 3, labtest: 0 })).toBe('labtest');
    expect(cartLinkKind('/medifarma', { medicine: 0, labtest: 3 })).toBe('medicine');
  });
});

describe('staffLinksFor', () => {
  it('lists each of the user’s desks once, the admin console once for an admin', () => {
    const labels = staffLinksFor({ roles: ['admin', 'doctor'] }).map((l) => l.label.message);
    expect(labels).toEqual(["Doctor's desk", 'Admin console']);
    expect(staffLinksFor({ roles: ['patient'] })).toEqual([]);
  });
});
