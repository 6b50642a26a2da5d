// /sitemap.xml, its keyset pages and /robots.txt (docs/ARCHITECTURE.md#sitemap-and-robots), on the
// configured public origin; listed doctors only.
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema/doctors.ts';
import { createDoctor } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const ORIGIN = 'https://arogya.example.in';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, SITEMAP_PAGE_SIZE: '7' });
});
afterAll(async () => {
  await t.app.close();
});

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
}

describe('sitemap', () => {
  it('is an index of pages, each at most the page size, naming every listed doctor once and no unlisted one', async () => {
    const unlisted = await createDoctor(t);
    await t.ctx.database.db
      .update(doctors)
      .set({ registrationVerifiedAt: null })
      .where(eq(doctors.id, unlisted.id));

    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index.body);
    expect(pages[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    for (const kind of ['doctors', 'medicines', 'tests', 'articles']) {
      expect(pages).toContain(`${ORIGIN}/sitemaps/${kind}.xml`);
    }
    const doctorPages = pages.filter((p) => p.includes('/sitemaps/doctors.xml'));
    expect(doctorPages.length).toBeGreaterThan(1);

    const doctorUrls: string[] = [];
    for (const page of doctorPages) {
      const res = await get(page.replace(ORIGIN, ''));
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(7);
      doctorUrls.push(...urls);
    }
    expect(new Set(doctorUrls).size).toBe(doctorUrls.length);
    expect(doctorUrls).toContain(`${ORIGIN}/doctor-details/doc_001`);
    expect(doctorUrls).not.toContain(`${ORIGIN}/doctor-details/${unlisted.id}`);
    // Other test files share this database and may leave doctors whose registration is not checked.
    const listed = await t.ctx.database.db.$count(doctors, isNotNull(doctors.registrationVerifiedAt));
    expect(doctorUrls.length).toBe(listed);
  });

  it('lists products, tests and packages, articles with their date, and the fixed public pages', async () => {
    const index = locs((await get('/sitemap.xml')).body);
    const all = async (kind: string) => {
      const out: string[] = [];
      for (const page of index.filter((p) => p.includes(`/sitemaps/${kind}.xml`))) {
        out.push(...locs((await get(page.replace(ORIGIN, ''))).body));
      }
      return out;
    };
    expect(await all('medicines')).toContain(`${ORIGIN}/product/prd_dolo-650-tablet`);
    const tests = await all('tests');
    expect(tests).toContain(`${ORIGIN}/tests/complete-blood-count-cbc`);
    expect(tests.some((u) => u.startsWith(`${ORIGIN}/packages/`))).toBe(true);
    const articles = await get('/sitemaps/articles.xml');
    expect(articles.body).toMatch(
      /<url><loc>https:\/\/arogya\.example\.in\/health-articles\/[^<]+<\/loc><lastmod>\d{4}-/,
    );
    const fixed = locs((await get('/sitemaps/pages.xml')).body);
    expect(fixed).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/doctors`, `${ORIGIN}/privacy-policy`]),
    );
    expect(fixed.some((u) => u.startsWith(`${ORIGIN}/consultation/`))).toBe(true);
  });

  it('refuses an unknown kind and an overlong key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/users.xml' })).statusCode).toBe(400);
    const long = 'x'.repeat(300);
    expect(
      (await t.app.inject({ method: 'GET', url: `/sitemaps/doctors.xml?after=${long}` })).statusCode,
    ).toBe(400);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the signed-in and the staff areas, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/admin', '/doctor-desk', '/checkout', '/profile', '/orders', '/lab-desk']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).not.toMatch(/Disallow: \/(doctors\n|doctor-details|product|labs|tests|health-articles)/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
