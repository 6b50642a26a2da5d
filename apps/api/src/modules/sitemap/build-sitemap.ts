// The sitemap index and its pages (docs/ARCHITECTURE.md#sitemap-and-robots): the index names every page
// of every kind; a page lists at most `pageSize` addresses, keyset-paged. Addresses are absolute, on the
// configured public origin.
import type { SitemapKind } from '@arogya/contracts/sitemap';
import type { SitemapEntry, SitemapRepository } from './sitemap.repository.ts';

export type SitemapDeps = { sitemap: SitemapRepository; pageSize: number };

/** The public pages that are not catalogue entries (the server renders them, apps/web/src/ssr/page-head.ts). */
const FIXED_PAGES = [
  '/',
  '/doctors',
  '/medifarma',
  '/labs',
  '/lab-tests',
  '/health-packages',
  '/health-articles',
  '/privacy-policy',
  '/terms-of-service',
  '/payement-shipping-policy',
  '/replacement-policy',
  '/about',
  '/contact',
  '/careers',
  '/helpcenter',
];

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export async function buildSitemapIndex(deps: SitemapDeps, origin: string): Promise<string> {
  const locations = [`${origin}/sitemaps/pages.xml`];
  for (const kind of ['doctors', 'medicines', 'tests', 'articles'] as const) {
    for (const start of await deps.sitemap.pageStarts(kind, deps.pageSize)) {
      const query = start === undefined ? '' : `?after=${encodeURIComponent(start)}`;
      locations.push(`${origin}/sitemaps/${kind}.xml${query}`);
    }
  }
  const body = locations.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n');
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export async function buildSitemapPage(
  deps: SitemapDeps,
  kind: SitemapKind,
  after: string | undefined,
  origin: string,
): Promise<string> {
  let entries: SitemapEntry[];
  if (kind === 'pages') {
    const specialties = await deps.sitemap.specialtyIds();
    entries = [...FIXED_PAGES, ...specialties.map((id) => `/consultation/${encodeURIComponent(id)}`)].map(
      (path) => ({ key: path, path }),
    );
  } else {
    entries = await deps.sitemap.page(kind, after, deps.pageSize);
  }
  const body = entries
    .map((e) => {
      const path = e.path
        .split('/')
        .map((part) => encodeURIComponent(decodeURIComponent(part)))
        .join('/');
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
      return `  <url><loc>${xmlEscape(origin + path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `${HEADER}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

/** robots.txt: the signed-in and staff areas and the API are not for crawlers; the sitemap is named. */
export function buildRobots(origin: string): string {
  const disallowed = [
    '/api/',
    '/login',
    '/register',
    '/profile',
    '/family-members',
    '/addresses',
    '/booking/',
    '/appointment',
    '/my-appointments',
    '/appointments',
    '/e-prescriptions/',
    '/video-call/',
    '/cart',
    '/checkout',
    '/order-success',
    '/orders',
    '/prescription-upload',
    '/prescriptions',
    '/wishlist',
    '/lab-checkout',
    '/lab-bookings/',
    '/healthcard/verify/',
    '/doctor-desk',
    '/consultations/',
    '/reception',
    '/pharmacist',
    '/lab-desk',
    '/admin',
    '/search',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
