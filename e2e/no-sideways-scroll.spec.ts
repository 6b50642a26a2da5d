// Every page fits a phone, in English and in Hindi: at 390 px wide no page is wider than the window, so nothing is cut off and the
// page never scrolls sideways. The routes come from the app's own route table (apps/web/src/app/router.tsx,
// read through the built server bundle's pageTable(), apps/web/src/app/page-table.ts), so a new route is checked as soon as it exists: a route with a parameter needs a sample value below, and
// the test says so when one is missing. Public pages are opened signed out (and the home page signed in
// too); the guarded pages as the demo patient; each desk as the demo account whose role holds the desk's
// permission (packages/contracts/src/roles.ts). The carts hold an item, so the checkouts show their forms.

import { pathToFileURL } from 'node:url';
import { rolesWith } from '@arogya/contracts/roles';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { PageEntry } from '../apps/web/src/app/page-table.ts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { apiSignIn } from './sign-in-codes.ts';
import { test } from './support.ts';

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Arogya@2026';

/** The demo account of each role (README.md#start). */
const ACCOUNT_OF_ROLE: Record<string, string> = {
  patient: 'patient@arogya.in',
  doctor: 'doctor@arogya.in',
  receptionist: 'reception@arogya.in',
  lab: 'lab@arogya.in',
  pharmacist: 'pharmacist@arogya.in',
  admin: 'admin@arogya.in',
};

type Session = { token: string; user: { id: string } };

/**
 * A value for each route parameter, seeded (apps/api/src/db/seed/) where the seed has one; an unknown id
 * where it has none, so the page's not-found state is the one measured. `me` is the signed-in user's id.
 */
function sampleParams(me: string): Record<string, Record<string, string>> {
  return {
    'doctor-details/:id': { id: 'doc_001' },
    'consultation/:specialtyId': { specialtyId: 'cardiology' },
    'video-call/:doctorId/:userId': { doctorId: 'doc_001', userId: me },
    'doctor-desk/call/:doctorId/:userId': { doctorId: 'doc_001', userId: 'usr_demo_patient' },
    'categories/:categoryId': { categoryId: 'cat_diabetes-care' },
    'healthcard/verify/:token': { token: 'abcdefghijklmnopqrstuvwxyz012345' },
    'medifarma/location/:citySlug': { citySlug: 'pune' },
    'medicategory/:mediId': { mediId: 'cat_diabetes-care' },
    'product/:productId': { productId: 'prd_dolo-650-tablet' },
    'brands/:brandId': { brandId: 'brd_himalaya' },
    'health-articles/:slug': { slug: 'type-2-diabetes-hba1c-diet-and-screening' },
    'tests/:slug': { slug: 'complete-blood-count-cbc' },
    'packages/:slug': { slug: 'diabetes-screening-package' },
    'booking/:doctorId/:userId': { doctorId: 'doc_001', userId: me },
    'e-prescriptions/:id': { id: 'rx_not_issued' },
    'lab-bookings/:id': { id: 'labbk_demo_1' },
    'lab-bookings/:id/report': { id: 'labbk_demo_1' },
    'consultations/:callId/e-prescription': { callId: 'call_not_made' },
    'consult-now/requests/:id': { id: 'request_not_made' },
  };
}

type Page_ = { pattern: string; who: 'anyone' | string };

/**
 * Every page of the route table, with who opens it: anyone, or the demo account that may. Read from the
 * server bundle the e2e server built (its Lingui macros compiled), not from the sources.
 */
async function routeTable(): Promise<Page_[]> {
  const bundle = pathToFileURL(`${process.cwd()}/apps/web/dist-ssr/entry-server.js`).href;
  const { pageTable } = (await import(bundle)) as { pageTable: () => PageEntry[] };
  return pageTable().map(({ pattern, guarded, permission }) => {
    const role = permission ? rolesWith(permission)[0] : guarded ? 'patient' : null;
    return { pattern, who: role ? (ACCOUNT_OF_ROLE[role] ?? role) : 'anyone' };
  });
}

function address(pattern: string, me: string): string {
  if (pattern === '*') return '/no-such-page';
  if (!pattern.includes(':')) return `/${pattern}`;
  const values = sampleParams(me)[pattern];
  if (!values) throw new Error(`e2e/no-sideways-scroll.spec.ts: add sample values for the route ${pattern}`);
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`e2e/no-sideways-scroll.spec.ts: no sample value for :${name} of ${pattern}`);
    return value;
  })}`;
}

async function login(api: APIRequestContext, email: string): Promise<Session> {
  return apiSignIn(api, email, PASSWORD);
}

/** A phone-sized page, signed in as this session when there is one. */
async function phonePage(browser: Browser, session: Session | null): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true });
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        if (localStorage.getItem('arogya_token')) return;
        localStorage.setItem('arogya_token', token);
        localStorage.setItem('arogya_user_data', user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
  }
  return context.newPage();
}

/**
 * How much wider than the phone the page is, once its data has arrived (0 when it fits). Measured against
 * the phone's width, not only `innerWidth`: a phone (and Chromium emulating one) zooms a page that is too
 * wide out until it fits, and `innerWidth` grows with it.
 */
async function overflow(page: Page, url: string): Promise<{ overflow: number; culprits: string[] }> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate((phone) => {
    const width = Math.min(window.innerWidth, phone);
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && culprits.length < 5) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
        culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
      }
    }
    return { overflow: Math.max(0, document.documentElement.scrollWidth - width), culprits };
  }, PHONE.width);
}

test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } });

test('every page of the route table fits a 390 px phone without sideways scrolling', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const table = await routeTable();
  expect(table.length).toBeGreaterThan(50);
  const accounts = [...new Set(table.map((r) => r.who))];
  const wide: string[] = [];

  for (const who of accounts) {
    const session = who === 'anyone' ? null : await login(request, who);
    const page = await phonePage(browser, session);
    const me = session?.user.id ?? 'usr_signed_out';
    if (who === ACCOUNT_OF_ROLE.patient) {
      // Items in both carts, so /cart, /checkout and /lab-checkout show their forms.
      await page.goto('/packages/diabetes-screening-package');
      await page
        .getByRole('button', { name: /^Add to Cart\s*:/ })
        .first()
        .click();
      await page.goto('/product/prd_dolo-650-tablet');
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    }
    const pages = table.filter((r) => r.who === who).map((r) => r.pattern);
    // The home page is also a signed-in patient's dashboard.
    if (who === ACCOUNT_OF_ROLE.patient) pages.unshift('');
    for (const pattern of pages) {
      // In English and in Hindi (its address under /hi, apps/web/src/lib/i18n/locales.ts): Hindi words run longer.
      const english = address(pattern, me);
      for (const url of [english, english === '/' ? '/hi' : `/hi${english}`]) {
        const { overflow: extra, culprits } = await overflow(page, url);
        if (extra > 0) wide.push(`${url} (${who}): ${extra} px too wide; ${culprits.join('; ')}`);
      }
    }
    await page.context().close();
  }
  expect(wide, 'pages wider than a 390 px phone').toEqual([]);
});
