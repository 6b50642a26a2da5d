import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support.ts';

// The JavaScript needed to render / stays within 125 KB gzipped on a cheap phone's connection; React DOM is
// about 57 KB of it (docs/ARCHITECTURE.md#start-up-steps).
const BUDGET_BYTES = 125 * 1024;

/**
 * What only a Hindi page loads: its message catalogs (each src/locales/<name>/hi.po a chunk hi-<hash>.js), the
 * code that loads them (lib/i18n/catalog-loaders.ts, with the Hindi of dosing lines and packs,
 * packages/contracts/src/dosing-hindi.ts) and the API's refusals as messages
 * (lib/api-error-messages.ts). English pages load none of it (lib/i18n/catalogs.ts).
 */
const CATALOG_CHUNK = /\/(hi|catalog-loaders|api-error-messages)-[\w-]{8}\.js$/;

// The Hindi home page keeps the same budget for its code; its catalogs come on top
// (docs/ARCHITECTURE.md#start-up-steps).
for (const path of ['/', '/hi']) {
  test(`the JavaScript loaded for ${path} is at most 125 KB gzipped${path === '/' ? '' : ', its catalogs aside'}`, async ({
    page,
  }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && url.startsWith('http://127.0.0.1')) {
        scripts.set(url, await response.body());
      }
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    let total = 0;
    let catalogs = 0;
    const lines: string[] = [];
    for (const [url, body] of scripts) {
      const gz = gzipSync(body, { level: 9 }).length;
      const catalog = CATALOG_CHUNK.test(new URL(url).pathname);
      if (catalog) catalogs += gz;
      else total += gz;
      lines.push(
        `${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}${catalog ? '  (catalog)' : ''}`,
      );
    }
    console.log(
      `JavaScript for ${path} (gzipped):\n${lines.join('\n')}\n${(total / 1024).toFixed(1).padStart(7)} KB  total, ${total} bytes (budget ${BUDGET_BYTES / 1024} KB, ${BUDGET_BYTES} bytes)${catalogs ? `; catalogs ${catalogs} bytes besides` : ''}`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    if (path === '/hi') expect(catalogs).toBeGreaterThan(0);
  });
}

// The public pages a visitor opens first load no zod (a 26 KB gzipped chunk, plus building every schema of
// the contracts they import): they read plain values from contracts/*-values.ts and check URL values
// without it; forms that need zod load it when opened (docs/bench.md#lighthouse). zod's code names its
// error class 'ZodError'.
const PUBLIC_PAGES = [
  '/',
  '/doctors',
  '/doctors/search-results?q=Cardiology',
  '/doctor-details/doc_001',
  '/consultation/cardiology',
  '/medifarma',
  '/medicategory/cat_diabetes-care',
  '/brands/brd_himalaya',
  '/product/prd_dolo-650-tablet',
  '/search?q=paracetamol',
  '/labs',
  '/lab-tests',
  '/tests/complete-blood-count-cbc',
  '/health-articles',
  '/privacy-policy',
];

test('the public pages load no zod', async ({ page }) => {
  test.setTimeout(180_000);
  const withZod = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('ZodError'))
      withZod.add(`${new URL(page.url()).pathname}: ${new URL(response.url()).pathname}`);
  });
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
  }
  expect([...withZod]).toEqual([]);
});
