// The route table of spec section 2. Every page loads lazily; while its code arrives the page area says
// 'Loading...' (first visit) or a top bar does (later navigations).
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import type { ComingSoonHandle } from '../features/misc/routes/coming-soon.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: Spinner,
  };
}

const comingSoonPage = page(() => import('../features/misc/routes/coming-soon.tsx'));

/** A route whose feature a later issue builds: the shared coming-soon page, named by handle.title. */
function comingSoon(path: string, title: string): RouteObject {
  const handle: ComingSoonHandle = { title };
  return { path, handle, ...comingSoonPage };
}

/** Query cache and toaster, for every page but the home page (see app-services-layout.tsx). */
const appServices = page(() => import('./layouts/app-services-layout.tsx'));

const privacyPolicy = page(() => import('../features/content/routes/privacy-policy.tsx'));

const mainPages: RouteObject[] = [
  comingSoon('doctors', 'Find Doctors'),
  comingSoon('doctors/search', 'Doctor search'),
  comingSoon('doctors/search-results', 'Doctor search results'),
  comingSoon('doctor-details/:id', 'Doctor details'),
  comingSoon('consultation/:specialtyId', 'Consultation by specialty'),
  comingSoon('booking/:doctorId/:userId', 'Appointment booking'),
  comingSoon('video-call/:doctorId/:userId', 'Video and audio consultation'),
  comingSoon('labs', 'Lab Tests'),
  comingSoon('cart', 'Cart'),
  comingSoon('checkout', 'Checkout'),
  comingSoon('order-success', 'Order confirmation'),
  comingSoon('categories/:categoryId', 'Category'),
  comingSoon('healthcard', 'Smart Health Card'),
  comingSoon('medifarma', 'Pharmacy'),
  comingSoon('medifarma/location/:citySlug', 'Pharmacy delivery by city'),
  comingSoon('medicategory/:mediId', 'Medicine category'),
  comingSoon('search', 'Search'),
  comingSoon('product/:productId', 'Product details'),
  comingSoon('brands/:brandId', 'Brand products'),
  comingSoon('prescriptions', 'Prescriptions'),
  comingSoon('appointments', 'Appointments'),
  comingSoon('lab-tests', 'Lab tests'),
  comingSoon('health-packages', 'Health packages'),
  comingSoon('health-articles', 'Health articles'),
  comingSoon('tests/:slug', 'Lab test details'),
  comingSoon('packages/:slug', 'Health package details'),

  { path: 'privacy-policy', ...privacyPolicy },
  { path: 'privacy', ...privacyPolicy },
  { path: 'terms-of-service', ...page(() => import('../features/content/routes/terms-of-service.tsx')) },
  {
    path: 'payement-shipping-policy',
    ...page(() => import('../features/content/routes/payment-shipping-policy.tsx')),
  },
  { path: 'replacement-policy', ...page(() => import('../features/content/routes/replacement-policy.tsx')) },
  { path: 'about', ...page(() => import('../features/content/routes/about.tsx')) },
  { path: 'contact', ...page(() => import('../features/content/routes/contact.tsx')) },
  { path: 'careers', ...page(() => import('../features/content/routes/careers.tsx')) },

  {
    // The guarded layout of spec section 2.
    Component: RequireAuth,
    children: [
      { path: 'profile', ...page(() => import('../features/auth/routes/profile.tsx')) },
      { path: 'helpcenter', ...page(() => import('../features/help/routes/help-center.tsx')) },
      comingSoon('appointment', 'Appointments'),
      comingSoon('my-appointments', 'My Appointments'),
      comingSoon('prescription-upload', 'Prescription upload'),
      comingSoon('orders', 'My Orders'),
    ],
  },

  { path: '*', ...page(() => import('../features/misc/routes/not-found.tsx')) },
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
          { index: true, ...page(() => import('../features/content/routes/home.tsx')) },
          { ...appServices, children: mainPages },
        ],
      },
    ],
  },
  {
    // /login and /register have their own layout (loaded only there).
    ...page(() => import('./layouts/auth-layout.tsx').then((m) => ({ default: m.AuthLayout }))),
    ErrorBoundary: RouteError,
    children: [
      {
        ...appServices,
        children: [
          { path: 'login', ...page(() => import('../features/auth/routes/login.tsx')) },
          { path: 'register', ...page(() => import('../features/auth/routes/register.tsx')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
