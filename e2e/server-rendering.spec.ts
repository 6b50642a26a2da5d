import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, newPatient, registerViaUi, test } from './support.ts';

// Server-rendered public pages (docs/ARCHITECTURE.md#server-rendered-pages): the HTML carries the content
// (seen with JavaScript off), the browser hydrates it without a mismatch (React's onRecoverableError, which
// main.tsx reports as 'Hydration mismatch', and a page whose HTML was altered on the way shows that the
// report works; nothing else errs), the page then works, and a signed-in visitor sees
// their own header once hydrated. Screenshots at 390 and 1280 px, with JavaScript off and on, go to
// .tmp/ssr-shots/.

const PAGES: { path: string; text: RegExp }[] = [
  { path: '/', text: /Arogya/ },
  { path: '/doctors', text: /Find Doctors/ },
  { path: '/doctors/search-results?q=Cardiology', text: /Dr\. / },
  { path: '/doctor-details/doc_001', text: /Dr\. / },
  { path: '/medifarma', text: /Pharmacy/ },
  { path: '/product/prd_dolo-650-tablet', text: /Dolo 650/ },
  { path: '/labs', text: /Lab/ },
  { path: '/lab-tests', text: /Fasting Blood Sugar/ },
  { path: '/tests/complete-blood-count-cbc', text: /Complete Blood Count/ },
  { path: '/health-articles', text: /Health articles|Health Articles/ },
  { path: '/privacy-policy', text: /Privacy/ },
  // In Hindi the server holds every catalog and the browser loads the page's own: a message written
  // differently in two catalogs changed words under React as it hydrated (lib/i18n/catalog-parity.test.ts).
  { path: '/hi', text: /लैब टेस्ट/ },
  { path: '/hi/doctor-details/doc_001', text: /डॉ\. / },
  { path: '/hi/medifarma', text: /फ़ार्मेसी/ },
  { path: '/hi/labs', text: /घर पर लैब टेस्ट/ },
  { path: '/hi/lab-tests', text: /लैब टेस्ट/ },
  { path: '/hi/tests/complete-blood-count-cbc', text: /कम्प्लीट ब्लड काउंट/ },
  { path: '/hi/health-articles', text: /हेल्थ लेख/ },
];

/** Console errors and uncaught exceptions of a page, hydration mismatches among them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('public pages arrive as HTML with their content (JavaScript off)', async ({ browser }) => {
  test.setTimeout(300_000);
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const { path, text } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main, #main-content').first(), path).toContainText(text);
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: `.tmp/ssr-shots/${name}-${width}-nojs.png` });
    }
    await context.close();
  }
});

for (const width of [390, 1280]) {
  test(`server-rendered pages hydrate without a mismatch or error, and axe finds nothing serious (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    for (const { path, text } of PAGES) {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main, #main-content').first()).toContainText(text);
      await page.waitForTimeout(300);
      expect(errors, `${path} at ${width} px`).toEqual([]);
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: `.tmp/ssr-shots/${name}-${width}-js.png` });
      await expectNoSeriousA11yViolations(page);
      await page.close();
    }
    await context.close();
  });
}

test('a mismatch is reported: a server page altered on the way is corrected when it hydrates', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.route('**/product/prd_dolo-650-tablet', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)Dolo 650/, '$1Altered 650');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/product/prd_dolo-650-tablet', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dolo 650');
  expect(errors.join('\n')).toMatch(/Hydration mismatch: /);
});

test('a mismatch inside a Suspense section is reported too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.route('**/product/prd_dolo-650-tablet', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(id="related-heading"[^>]*>)Related products/,
      '$1Altered products',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/product/prd_dolo-650-tablet', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/Hydration mismatch: /);
});

test('a hydrated page works: the doctor page switches tabs and a missing page answers 404', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await gotoLive(page, '/doctor-details/doc_001');
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/tab=availability/);
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);

  const missing = await page.goto('/doctor-details/no-such-doctor');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in visitor sees their own header once a server-rendered page has hydrated', async ({
  page,
}) => {
  const user = newPatient();
  await registerViaUi(page, user);
  await expect(page.getByRole('button', { name: /Meera Pillai.*account menu/ })).toBeVisible();
  const errors = watchErrors(page);
  for (const path of ['/doctor-details/doc_001', '/product/prd_dolo-650-tablet', '/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: /Meera Pillai.*account menu/ })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('pictures come as WebP, at least as wide as they show on the screen (docs/ARCHITECTURE.md#pictures)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [width, dpr] of [
    [390, 2],
    [1280, 1],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    const types: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/.*\/(image|photo|logo)\b/.test(response.url()))
        types.push(`${response.headers()['content-type']} ${response.url()}`);
    });
    for (const path of ['/medifarma', '/product/prd_dolo-650-tablet', '/doctors']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Every picture in the first screen and below (lazy ones once scrolled to).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const shown = await page
        .locator('img[srcset]')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((img) => img.complete && img.currentSrc && img.getBoundingClientRect().width > 0)
            .map((img) => ({ src: img.currentSrc, shown: img.getBoundingClientRect().width })),
        );
      expect(shown.length, path).toBeGreaterThan(2);
      for (const image of shown) {
        // The browser took a width that covers the picture at this screen's density (1,280 is the widest;
        // apps/api/test/pictures.test.ts checks that `?w=` answers that many pixels).
        const asked = Number(new URL(image.src).searchParams.get('w'));
        expect(asked, `${path} ${image.src}`).toBeGreaterThanOrEqual(
          Math.min(1280, Math.floor(image.shown * dpr)),
        );
      }
    }
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(type).toMatch(/^image\/webp /);
    await context.close();
  }
});
