// The web app installs from the browser (apps/web/vite.config.ts): a manifest with PNG icons (192, 512 and
// maskable), a service worker (apps/web/src/sw.ts) that answers with the offline page when the network is
// down, and the footer's 'Add Arogya to your home screen' in place of store badges: the browser's prompt
// where it offers one, the steps elsewhere. And the home page's banners: designed pictures, their words
// shown once.
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, test } from './support.ts';

test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest names the app and its PNG icons, 192 and 512 px and maskable', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href ?? '');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ short_name: 'Arogya', start_url: '/', display: 'standalone' });
  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  for (const [size, purpose] of [
    ['192x192', undefined],
    ['512x512', undefined],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
    expect(icon, `${size} ${purpose ?? 'any'}`).toBeDefined();
    const file = await request.get(new URL(icon?.src ?? '', new URL(href ?? '', page.url())).pathname);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(size);
  }
  expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
});

test('with the network down, a page is the offline page; back online, the page again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The worker registers once the page has loaded, and takes the page at once.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/doctors', { waitUntil: 'domcontentloaded' }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /doctor/i })).toBeVisible();
});

/** Scrolls to the footer and waits until it has hydrated (components/when-near.tsx `data-live`). */
async function footerLive(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('xpath=..')).toHaveAttribute('data-live', '');
}

test("'Add to home screen' shows the browser's own prompt where it offers one", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Coming soon on (Google Play|the App Store)/)).toHaveCount(0);
  // Chromium sends beforeinstallprompt when the page qualifies; headless it may not, so the test sends one.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Add Arogya to your home screen' })).toBeVisible();
  await footerLive(page);
  await footer.getByRole('button', { name: 'Add to home screen' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
    .toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on an iPhone, where Safari offers no prompt', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test("'Add to home screen' explains Share, then Add to Home Screen", async ({ page }) => {
    await page.goto('/');
    await footerLive(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Add to home screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Arogya to your home screen' });
    await expect(dialog.getByRole('heading', { name: 'On an iPhone or iPad' })).toBeVisible();
    await expect(dialog.getByText(/tap Share/)).toBeVisible();
    await expect(dialog.getByText(/Add to Home Screen/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the home banners on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('are designed pictures with their words once', async ({ page, request }) => {
    const banners: { title: string; subtitle: string; image: string }[] = (
      await (await request.get('/api/v1/banners/getAll')).json()
    ).result;
    expect(banners.length).toBeGreaterThan(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Today on Arogya' });
    await section.scrollIntoViewIfNeeded();
    for (const banner of banners.slice(0, 4)) {
      await expect(section.getByText(banner.title, { exact: true })).toHaveCount(1);
      await expect(section.getByText(banner.title, { exact: true })).toBeVisible();
      // The picture carries no words of its own.
      const svg = await (await request.get(banner.image)).text();
      expect(svg).not.toContain(banner.title);
      expect(svg).not.toContain('<text');
    }
  });
});
