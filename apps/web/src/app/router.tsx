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
import type { PermissionHandle } from '../features/users/components/require-permission.tsx';
import { type CatalogName, loadCatalogs } from '../lib/i18n/catalogs.ts';
import type { AccountPage } from './account-pages.ts';
import type { AdminPage } from './admin-pages.ts';
import type { CarePage } from './care-pages.ts';
import type { InfoPage } from './info-pages.ts';
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

/** An article, search, health card, policy, help or not-found page, loaded through info-pages.ts (same reason). */
function infoPage(name: InfoPage) {
  return page(async () => (await import('./info-pages.ts')).infoPages[name]());
}

/** A signed-in visitor's own page, a call or a sign-in page, loaded through account-pages.ts (same reason). */
function accountPage(name: AccountPage) {
  return page(async () => (await import('./account-pages.ts')).accountPages[name]());
}

/** An admin console page, loaded through admin-pages.ts (same reason). */
function adminPage(name: AdminPage) {
  return page(async () => (await import('./admin-pages.ts')).adminPages[name]());
}

/**
 * The protected-route guard, a layout loaded like a page: a visitor never opens a guarded page on '/', so its
 * code stays out of the first download (e2e/bundle-budget.spec.ts).
 */
const requireAuth = page(() =>
  import('../features/users/components/require-auth.tsx').then((m) => ({ default: m.RequireAuth })),
);

/** Child routes shown only to users holding a permission (others see a 403 page); the gate loads with the page. */
function permissionGate(permission: Permission, children: RouteObject[]): RouteObject {
  const handle: PermissionHandle = { permission };
  return { handle, ...carePage('permissionGate'), children };
}

const myAppointments = carePage('myAppointments');

/** The admin console (admins only; its code loads only when an admin opens it). */
const adminUsers = adminPage('users');

const privacyPolicy = infoPage('privacyPolicy');

const mainPages: RouteObject[] = [
  { path: 'doctors', ...carePage('doctors') },
  { path: 'doctors/search', ...carePage('doctorSearch') },
  { path: 'doctors/search-results', ...carePage('doctorSearchResults') },
  { path: 'doctor-details/:id', ...carePage('doctorDetails') },
  { path: 'consultation/:specialtyId', ...carePage('consultation') },
  {
    path: 'video-call/:doctorId/:userId',
    ...accountPage('videoCall'),
  },
  { path: 'labs', ...labPage('labsHome') },
  { path: 'cart', ...pharmacyPage('cart') },
  { path: 'order-success', ...pharmacyPage('orderSuccess') },
  { path: 'categories/:categoryId', ...pharmacyPage('category') },
  {
    path: 'healthcard',
    ...infoPage('healthCard'),
  },
  {
    path: 'healthcard/verify/:token',
    ...infoPage('verifyCard'),
  },
  { path: 'medifarma', ...pharmacyPage('medifarma') },
  { path: 'medifarma/location/:citySlug', ...pharmacyPage('medifarmaLocation') },
  { path: 'medicategory/:mediId', ...pharmacyPage('category') },
  { path: 'search', ...pharmacyPage('medicineSearch') },
  { path: 'search/all', ...infoPage('searchResults') },
  { path: 'product/:productId', ...pharmacyPage('productDetails') },
  { path: 'brands/:brandId', ...pharmacyPage('brandProducts') },
  { path: 'lab-tests', ...labPage('labTests') },
  { path: 'health-packages', ...labPage('healthPackages') },
  {
    path: 'health-articles',
    ...infoPage('healthArticles'),
  },
  {
    path: 'health-articles/:slug',
    ...infoPage('articleDetails'),
  },
  { path: 'tests/:slug', ...labPage('labItem') },
  { path: 'packages/:slug', ...labPage('labItem') },

  { path: 'privacy-policy', ...privacyPolicy },
  { path: 'privacy', ...privacyPolicy },
  {
    path: 'terms-of-service',
    ...infoPage('termsOfService'),
  },
  {
    path: 'payement-shipping-policy',
    ...infoPage('paymentShippingPolicy'),
  },
  {
    path: 'replacement-policy',
    ...infoPage('replacementPolicy'),
  },
  { path: 'about', ...infoPage('about') },
  { path: 'contact', ...infoPage('contact') },
  { path: 'careers', ...infoPage('careers') },
  // Open to all: the footer links it, and help is for those who cannot sign in too.
  { path: 'helpcenter', ...infoPage('helpCenter') },

  {
    // The guarded layout (docs/screens.md#protected-route-guard).
    ...requireAuth,
    children: [
      { path: 'profile', ...accountPage('profile') },
      {
        path: 'notifications',
        ...accountPage('notifications'),
      },
      {
        path: 'settings/language',
        ...accountPage('languageSettings'),
      },
      {
        path: 'settings/notifications',
        ...accountPage('notificationSettings'),
      },
      {
        path: 'family-members',
        ...accountPage('familyMembers'),
      },
      { path: 'addresses', ...pharmacyPage('addresses') },
      { path: 'booking/:doctorId/:userId', ...carePage('booking') },
      {
        path: 'consult-now',
        ...accountPage('consultNow'),
      },
      {
        path: 'consult-now/requests/:id',
        ...accountPage('consultRequest'),
      },
      { path: 'appointment', ...carePage('appointmentEntry') },
      { path: 'my-appointments', ...myAppointments },
      {
        path: 'e-prescriptions/:id',
        ...accountPage('ePrescription'),
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

  { path: '*', ...infoPage('notFound') },
];

/** The desks, in the staff layout (docs/screens.md#staff-homes): signed in, then each desk's role. */
const staffPages: RouteObject[] = [
  permissionGate('doctor:desk', [
    { path: 'doctor-desk', ...carePage('doctorDesk') },
    // The doctor's side of a call (answered, or started from the desk), in the desk's layout.
    {
      path: 'doctor-desk/call/:doctorId/:userId',
      ...accountPage('videoCall'),
    },
    {
      path: 'consultations/:callId/e-prescription',
      ...accountPage('writeEPrescription'),
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
      ...adminPage('auditLog'),
    },
    { path: 'admin/doctors', ...adminPage('doctors') },
    {
      path: 'admin/doctors/new',
      ...adminPage('doctorNew'),
    },
    { path: 'admin/banners', ...adminPage('banners') },
    { path: 'admin/offers', ...adminPage('offers') },
    {
      path: 'admin/articles',
      ...adminPage('articles'),
    },
    {
      path: 'admin/catalogue',
      ...adminPage('catalogue'),
    },
    {
      path: 'admin/dashboard',
      ...adminPage('dashboard'),
    },
    {
      path: 'admin/payments',
      ...adminPage('payments'),
    },
    {
      path: 'admin/messages',
      ...adminPage('messages'),
    },
    {
      path: 'admin/grievance-officer',
      ...adminPage('grievanceOfficer'),
    },
    {
      path: 'admin/consult-now',
      ...adminPage('consultNow'),
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
        children: [{ ...appServices, children: [{ ...requireAuth, children: staffPages }] }],
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
          { path: 'login', ...accountPage('login') },
          { path: 'register', ...accountPage('register') },
          {
            path: 'forgot-password',
            ...accountPage('forgotPassword'),
          },
          {
            path: 'reset-password',
            ...accountPage('resetPassword'),
          },
          {
            path: 'verify-email',
            ...accountPage('verifyEmail'),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(options?: Parameters<typeof createBrowserRouter>[1]) {
  return createBrowserRouter(routes, options);
}
