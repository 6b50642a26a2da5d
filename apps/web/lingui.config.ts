// Lingui's configuration (README, "Languages"): English is the source language, written in the code; Hindi
// catalogs are split by the part of the app that shows them, so a page loads only the Hindi it needs
// (apps/web/src/lib/i18n/catalogs.ts names which catalogs each route loads). 'pseudo' is the pseudo-locale
// the i18n check renders the pages in (apps/web/src/app/pseudo-locale.test.tsx).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** One catalog: its name (a folder of src/locales) and the source folders or files whose messages it holds. */
const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  name,
  path: `<rootDir>/src/locales/${name}/{locale}`,
  include: include.map((p) => `<rootDir>/src/${p}`),
  exclude: ['**/*.test.ts', '**/*.test.tsx', ...exclude.map((p) => `<rootDir>/src/${p}`)],
});

/** What every page shows (layouts, header search, the error pages) and the home page's first screen. */
const APP = [
  'app',
  'lib',
  'config',
  'components/ui',
  'components/query-boundary.tsx',
  'components/when-near.tsx',
  'features/search',
  'features/misc',
  // The 403 page of the signed-in area (shown by the desks, which load no patient catalog).
  'features/users/components/require-permission.tsx',
];
const HOME = [
  'features/home/routes/home.tsx',
  'features/home/components/home',
  'features/home/components/emergency-note.tsx',
  'features/home/components/inline-links.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: [{ locale: 'pseudo' }],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    catalog('app', APP, [
      'lib/api-error-messages.ts',
      'lib/payment-failure-text.ts',
      'lib/validation-messages.ts',
      'lib/refusal-words.ts',
    ]),
    // The API's refusals by code (lib/api-error-messages.ts), loaded with 'app' at start (start-i18n.ts).
    catalog('errors', ['lib/api-error-messages.ts']),
    // The contracts' validation messages (lib/validation-messages.ts) and the API's refusals in its own words
    // (lib/refusal-words.ts), loaded by the forms that show them.
    catalog('validation', ['lib/validation-messages.ts', 'lib/refusal-words.ts']),
    // Why a payment failed (lib/payment-failure-text.ts), loaded when Razorpay Checkout opens.
    catalog('payments', ['lib/payment-failure-text.ts']),
    // Titles and descriptions of the server-rendered pages: the server holds every catalog, no page loads it.
    catalog('head', ['ssr']),
    catalog('home', HOME),
    catalog('policies', ['features/home', 'components/grievance-officer.tsx'], HOME),
    catalog(
      'shared',
      ['components'],
      ['components/ui', 'components/query-boundary.tsx', 'components/when-near.tsx'],
    ),
    ...[
      'doctors',
      'appointments',
      'pharmacy',
      'cart',
      'orders',
      'prescriptions',
      'labs',
      'health-card',
      'family',
      'articles',
      'help',
      'notifications',
    ].map((feature) => catalog(feature, [`features/${feature}`])),
    // Signing in, registering, codes, password recovery, the profile and its settings. The 403 page of the
    // staff desks is the app catalog's: it shows in the desks, which load no patient catalog.
    catalog('users', ['features/users'], ['features/users/components/require-permission.tsx']),
    catalog('consult-now', ['features/consult-now']),
    // The call screen; the doctor's e-prescription form is a desk's and stays out.
    catalog(
      'calls',
      ['features/calls'],
      ['features/calls/components/e-prescription-form.tsx', 'features/calls/routes/write-e-prescription.tsx'],
    ),
    // The staff desks, one catalog each (loaded by their routes only); the doctor's holds the page where an
    // e-prescription is written after a call, with its form.
    catalog('doctor-desk', [
      'features/doctor-desk',
      'features/calls/routes/write-e-prescription.tsx',
      'features/calls/components/e-prescription-form.tsx',
    ]),
    ...['receptionist', 'lab-desk', 'pharmacist', 'admin'].map((desk) => catalog(desk, [`features/${desk}`])),
  ],
});
