import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../features/users/components/require-auth.tsx';
import { routes } from './router.tsx';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
/** Whether a layout on the way to the path is the guard, which loads like a page (its lazy module). */
async function isGuarded(path: string): Promise<boolean> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (!route.children) continue;
    const loaded = typeof route.lazy === 'function' ? await route.lazy() : route;
    if (loaded.Component === RequireAuth) return true;
  }
  return false;
}

describe('route table of docs/screens.md', () => {
  const open = [
    '/',
    '/doctors',
    '/doctors/search',
    '/doctors/search-results',
    '/doctor-details/d1',
    '/consultation/s1',
    '/video-call/d1/u1',
    '/labs',
    '/cart',
    '/order-success',
    '/categories/c1',
    '/healthcard',
    '/healthcard/verify/abcdefghijklmnopqrstuvwxyz012345',
    '/medifarma',
    '/medifarma/location/pune',
    '/medicategory/m1',
    '/search',
    '/product/p1',
    '/brands/b1',
    '/privacy-policy',
    '/privacy',
    '/terms-of-service',
    '/payement-shipping-policy',
    '/replacement-policy',
    '/about',
    '/contact',
    '/careers',
    '/helpcenter',
    '/lab-tests',
    '/health-packages',
    '/health-articles',
    '/health-articles/type-2-diabetes-hba1c-diet-and-screening',
    '/tests/diabetes',
    '/packages/cardiac',
    '/tests/hba1c-glycated-haemoglobin',
    '/packages/diabetes-screening-package',
    '/login',
    '/register',
  ];
  // Booking needs a patient's session (docs/screens.md#route-table); /appointments is My Appointments.
  const guarded = [
    '/booking/d1/u1',
    '/appointments',
    '/doctor-desk',
    '/reception',
    '/appointment',
    '/profile',
    '/my-appointments',
    '/prescription-upload',
    '/orders',
    '/checkout',
    '/prescriptions',
    '/pharmacist',
    '/e-prescriptions/rx1',
    '/consultations/c1/e-prescription',
    '/lab-checkout',
    '/orders/lab-tests',
    '/lab-bookings/b1',
    '/lab-bookings/b1/report',
    '/lab-desk',
    '/family-members',
    '/addresses',
  ];

  it('matches every route to its own page, open to all', async () => {
    for (const path of open) {
      const route = leaf(path);
      expect(route, path).toBeDefined();
      expect(route?.path, path).not.toBe('*');
      expect(await isGuarded(path), path).toBe(false);
    }
  });

  it('puts the guarded routes behind the protected-route guard', async () => {
    for (const path of guarded) {
      expect(leaf(path)?.path, path).not.toBe('*');
      expect(await isGuarded(path), path).toBe(true);
    }
  });

  it('sends unknown paths to the not-found page, and loads every page lazily', () => {
    expect(leaf('/no-such-page')?.path).toBe('*');
    for (const path of [...open, ...guarded]) expect(typeof leaf(path)?.lazy, path).toBe('function');
  });
});
