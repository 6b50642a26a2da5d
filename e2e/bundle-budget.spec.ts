import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './support.ts';

// The JavaScript needed to render / stays within 125 KB gzipped on a cheap phone's connection; React DOM is
// about 57 KB of it (docs/ARCHITECTURE.md#start-up-steps).
const BUDGET_BYTES = 125 * 1024;

test('the JavaScript loaded for / is at most 125 KB gzipped', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && url.startsWith('http://127.0.0.1')) {
      scripts.set(url, await response.body());
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let total = 0;
  const lines: string[] = [];
  for (const [url, body] of scripts) {
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    lines.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  console.log(
    `JavaScript for / (gzipped):\n${lines.join('\n')}\n${(total / 1024).toFixed(1).padStart(7)} KB  total, ${total} bytes (budget ${BUDGET_BYTES / 1024} KB, ${BUDGET_BYTES} bytes)`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

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
