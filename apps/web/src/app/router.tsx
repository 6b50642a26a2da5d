// The route table (docs/screens.md#route-table). Every page loads lazily, with its loader (the public pages'
// data, lib/route-loader.ts); while its code and data arrive the page area says 'Loading...' (first visit)
// or a top bar does (later navigations).

import type { Permission } from '@arogya/contracts/roles';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireAuth } from '../features/users/components/require-auth.tsx';
import type { PermissionHandle } from '../features/users/components/require-permission.tsx';
import { type CatalogName, loadCatalogs } from '../lib/i18n/catalogs.ts';
import type { CarePage } from './care-pages.ts';
import type { LabPage } from './lab-pages.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import type { PharmacyPage } from './pharmacy-pages.ts';
import { RouteError } from './route-error.tsx';

/** A page's module: its component, and the loader that fetches its data (lib/route-loader.ts), if any. */
type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * A page's loader runs when the visitor comes to the page, not again when only its query string changes (a
 * filter, a tab, a page number): the page's hooks fetch that answer themselves and keep the previous one on
 * screen meanwhile, so a filter shows as chosen at once.
 */
function samePageOnly({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

/**
 * A lazy page: its module, and beside it the message catalogs of what it shows (lib/i18n/catalogs.ts; none
 * in English), so a Hindi page renders in Hindi from its first frame.
 */
function page(
  load: () => Promise<PageModule>,
  catalogs: readonly CatalogName[] = [],
): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'shouldRevalidate'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadCatalogs(catalogs)]);
      return module.loader
        ? { Component: module.default, loader: module.loader }
        : { Component: module.default };
    },
    shouldRevalidate: samePageOnly,
    HydrateFallback: Spinner,
  };
}

/** Query cache and toaster, for every page but the home page (see app-services-layout.tsx). */
const appServices = page(() => import('./layouts/app-services-layout.tsx'), ['shared']);

/** A doctor, appointment or desk page, loaded through care-pages.ts (see there why). */
function carePage(name: CarePage) {
  return page(async () => (await import('./care-pages.ts')).carePages[name]());
}

/** A pharmacy, cart, order or prescription page, loaded through pharmacy-pages.ts (same reason). */
function pharmacyPage(name: PharmacyPage) {
  return page(async () => (await import('./pharmacy-pages.ts')).pharmacyPages[name]());
}

/** A lab-test, lab booking or lab desk page, loaded through lab-pages.ts (same reason). */
function labPage(name: LabPage) {
  return page(async () => (await import('./lab-pages.ts')).labPages[name]());
}

/** Child routes shown only to users holding a permission (others see a 403 page); the gate loads with the page. */
function permissionGate(permission: Permission, children: RouteObject[]): RouteObject {
  const handle: PermissionHandle = { permission };
  return { handle, ...carePage('permissionGate'), children };
}

const myAppointments = carePage('myAppointments');

/** The admin console (admins only; its code loads only when an admin opens it). */
const adminUsers = page(() => import('../features/admin/routes/admin-users.tsx'), ['admin']);

const privacyPolicy = page(() => import('../features/home/routes/privacy-policy.tsx'), ['policies']);

const mainPages: RouteObject[] = [
  { path: 'doctors', ...carePage('doctors') },
  { path: 'doctors/search', ...carePage('doctorSearch') },
  { path: 'doctors/search-results', ...carePage('doctorSearchResults') },
  { path: 'doctor-details/:id', ...carePage('doctorDetails') },
  { path: 'consultation/:specialtyId', ...carePage('consultation') },
  {
    path: 'video-call/:doctorId/:userId',
    ...page(() => import('../features/calls/routes/video-call.tsx'), ['calls']),
  },
  { path: 'labs', ...labPage('labsHome') },
  { path: 'cart', ...pharmacyPage('cart') },
  { path: 'order-success', ...pharmacyPage('orderSuccess') },
  { path: 'categories/:categoryId', ...pharmacyPage('category') },
  {
    path: 'healthcard',
    ...page(() => import('../features/health-card/routes/health-card.tsx'), ['health-card']),
  },
  {
    path: 'healthcard/verify/:token',
    ...page(() => import('../features/health-card/routes/verify-card.tsx'), ['health-card']),
  },
  { path: 'medifarma', ...pharmacyPage('medifarma') },
  { path: 'medifarma/location/:citySlug', ...pharmacyPage('medifarmaLocation') },
  { path: 'medicategory/:mediId', ...pharmacyPage('category') },
  { path: 'search', ...pharmacyPage('medicineSearch') },
  { path: 'search/all', ...page(() => import('../features/search/routes/search-results.tsx')) },
  { path: 'product/:productId', ...pharmacyPage('productDetails') },
  { path: 'brands/:brandId', ...pharmacyPage('brandProducts') },
  { path: 'lab-tests', ...labPage('labTests') },
  { path: 'health-packages', ...labPage('healthPackages') },
  {
    path: 'health-articles',
    ...page(() => import('../features/articles/routes/health-articles.tsx'), ['articles']),
  },
  {
    path: 'health-articles/:slug',
    ...page(() => import('../features/articles/routes/article-details.tsx'), ['articles']),
  },
  { path: 'tests/:slug', ...labPage('labItem') },
  { path: 'packages/:slug', ...labPage('labItem') },

  { path: 'privacy-policy', ...privacyPolicy },
  { path: 'privacy', ...privacyPolicy },
  {
    path: 'terms-of-service',
    ...page(() => import('../features/home/routes/terms-of-service.tsx'), ['policies']),
  },
  {
    path: 'payement-shipping-policy',
    ...page(() => import('../features/home/routes/payment-shipping-policy.tsx'), ['policies']),
  },
  {
    path: 'replacement-policy',
    ...page(() => import('../features/home/routes/replacement-policy.tsx'), ['policies']),
  },
  { path: 'about', ...page(() => import('../features/home/routes/about.tsx'), ['policies']) },
  { path: 'contact', ...page(() => import('../features/home/routes/contact.tsx'), ['policies']) },
  { path: 'careers', ...page(() => import('../features/home/routes/careers.tsx'), ['policies']) },
  // Open to all: the footer links it, and help is for those who cannot sign in too.
  { path: 'helpcenter', ...page(() => import('../features/help/routes/help-center.tsx'), ['help']) },

  {
    // The guarded layout (docs/screens.md#protected-route-guard).
    Component: RequireAuth,
    children: [
      { path: 'profile', ...page(() => import('../features/users/routes/profile.tsx'), ['users']) },
      {
        path: 'notifications',
        ...page(() => import('../features/notifications/routes/notifications.tsx'), ['notifications']),
      },
      {
        path: 'settings/language',
        ...page(() => import('../features/users/routes/language-settings.tsx'), ['users']),
      },
      {
        path: 'settings/notifications',
        ...page(
          () => import('../features/notifications/routes/notification-settings.tsx'),
          ['notifications'],
        ),
      },
      {
        path: 'family-members',
        ...page(() => import('../features/family/routes/family-members.tsx'), ['family']),
      },
      { path: 'addresses', ...pharmacyPage('addresses') },
      { path: 'booking/:doctorId/:userId', ...carePage('booking') },
      {
        path: 'consult-now',
        ...page(() => import('../features/consult-now/routes/consult-now.tsx'), ['consult-now']),
      },
      {
        path: 'consult-now/requests/:id',
        ...page(() => import('../features/consult-now/routes/consult-request.tsx'), ['consult-now']),
      },
      { path: 'appointment', ...carePage('appointmentEntry') },
      { path: 'my-appointments', ...myAppointments },
      {
        path: 'e-prescriptions/:id',
        ...page(() => import('../features/calls/routes/e-prescription.tsx'), ['calls']),
      },
      { path: 'appointments', ...myAppointments },
      { path: 'checkout', ...pharmacyPage('checkout') },
      { path: 'orders', ...pharmacyPage('myOrders') },
      { path: 'prescription-upload', ...pharmacyPage('prescriptionUpload') },
      { path: 'prescriptions', ...pharmacyPage('prescriptions') },
      { path: 'wishlist', ...pharmacyPage('wishlist') },
      { path: 'orders/lab-tests', ...labPage('labOrders') },
      { path: 'lab-checkout', ...labPage('labCheckout') },
      { path: 'lab-bookings/:id', ...labPage('labBooking') },
      { path: 'lab-bookings/:id/report', ...labPage('labReport') },
    ],
  },

  { path: '*', ...page(() => import('../features/misc/routes/not-found.tsx')) },
];

/** The desks, in the staff layout (docs/screens.md#staff-homes): signed in, then each desk's role. */
const staffPages: RouteObject[] = [
  permissionGate('doctor:desk', [
    { path: 'doctor-desk', ...carePage('doctorDesk') },
    // The doctor's side of a call (answered, or started from the desk), in the desk's layout.
    {
      path: 'doctor-desk/call/:doctorId/:userId',
      ...page(() => import('../features/calls/routes/video-call.tsx'), ['calls']),
    },
    {
      path: 'consultations/:callId/e-prescription',
      ...page(() => import('../features/calls/routes/write-e-prescription.tsx'), ['doctor-desk']),
    },
  ]),
  permissionGate('appointments:manage:clinic', [{ path: 'reception', ...carePage('reception') }]),
  permissionGate('orders:fulfil', [{ path: 'pharmacist', ...pharmacyPage('pharmacistDesk') }]),
  permissionGate('lab:manage', [{ path: 'lab-desk', ...labPage('labDesk') }]),
  permissionGate('admin:console', [
    { path: 'admin', ...adminUsers },
    { path: 'admin/users', ...adminUsers },
    {
      path: 'admin/audit-log',
      ...page(() => import('../features/admin/routes/admin-audit-log.tsx'), ['admin']),
    },
    { path: 'admin/doctors', ...page(() => import('../features/admin/routes/admin-doctors.tsx'), ['admin']) },
    {
      path: 'admin/doctors/new',
      ...page(() => import('../features/admin/routes/admin-doctor-new.tsx'), ['admin']),
    },
    { path: 'admin/banners', ...page(() => import('../features/admin/routes/admin-banners.tsx'), ['admin']) },
    { path: 'admin/offers', ...page(() => import('../features/admin/routes/admin-offers.tsx'), ['admin']) },
    {
      path: 'admin/articles',
      ...page(() => import('../features/admin/routes/admin-articles.tsx'), ['admin']),
    },
    {
      path: 'admin/catalogue',
      ...page(() => import('../features/admin/routes/admin-catalogue.tsx'), ['admin']),
    },
    {
      path: 'admin/dashboard',
      ...page(() => import('../features/admin/routes/admin-dashboard.tsx'), ['admin']),
    },
    {
      path: 'admin/payments',
      ...page(() => import('../features/admin/routes/admin-payments.tsx'), ['admin']),
    },
    {
      path: 'admin/messages',
      ...page(() => import('../features/admin/routes/admin-messages.tsx'), ['admin']),
    },
    {
      path: 'admin/grievance-officer',
      ...page(() => import('../features/admin/routes/admin-grievance-officer.tsx'), ['admin']),
    },
    {
      path: 'admin/consult-now',
      ...page(() => import('../features/admin/routes/admin-consult-now.tsx'), ['admin']),
    },
  ]),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: a failing page shows its error inside the layout, keeping the navigation usable.
        ErrorBoundary: RouteError,
        children: [
          // The home page stays outside the app-services layout, so '/' loads neither the query library
          // nor the toaster (a data-fetching home section wraps itself in components/query-boundary.tsx).
          { index: true, ...page(() => import('../features/home/routes/home.tsx'), ['home']) },
          { ...appServices, children: mainPages },
        ],
      },
    ],
  },
  {
    // Staff pages have their own layout (loaded only there): desk links, no patient footer.
    ...page(() => import('./layouts/staff-layout.tsx').then((m) => ({ default: m.StaffLayout }))),
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [{ ...appServices, children: [{ Component: RequireAuth, children: staffPages }] }],
      },
    ],
  },
  {
    // /login, /register, the password reset pages and the e-mail link's page have their own layout (loaded
    // only there).
    ...page(() => import('./layouts/auth-layout.tsx').then((m) => ({ default: m.AuthLayout }))),
    ErrorBoundary: RouteError,
    children: [
      {
        ...appServices,
        children: [
          { path: 'login', ...page(() => import('../features/users/routes/login.tsx'), ['users']) },
          { path: 'register', ...page(() => import('../features/users/routes/register.tsx'), ['users']) },
          {
            path: 'forgot-password',
            ...page(() => import('../features/users/routes/forgot-password.tsx'), ['users']),
          },
          {
            path: 'reset-password',
            ...page(() => import('../features/users/routes/reset-password.tsx'), ['users']),
          },
          {
            path: 'verify-email',
            ...page(() => import('../features/users/routes/verify-email.tsx'), ['users']),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(options?: Parameters<typeof createBrowserRouter>[1]) {
  return createBrowserRouter(routes, options);
}
