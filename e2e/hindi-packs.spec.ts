// A product's pack on a Hindi page reads in Hindi (packages/contracts/src/dosing-hindi.ts) in the HTML the
// server renders and after the page comes alive, and as stored on the English page, which loads none of the
// Hindi readings (they come with the Hindi catalogs, lib/i18n/catalog-loaders.ts).
import { expect } from '@playwright/test';
import { test } from './support.ts';

const PRODUCT = '/product/prd_dolo-650-tablet';

test('a pack reads as stored in English and in Hindi on the Hindi page, server-rendered and hydrated', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(PRODUCT);
  await expect(page.getByText('Strip of 15 tablets').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/(catalog-loaders|hi)-/.test(url))).toEqual([]);

  const html = await (await page.request.get(`/hi${PRODUCT}`)).text();
  expect(html).toContain('15 टैबलेट की स्ट्रिप');
  await page.goto(`/hi${PRODUCT}`);
  await expect(page.locator('html[lang="hi"]')).toBeAttached();
  await expect(page.getByText('15 टैबलेट की स्ट्रिप').first()).toBeVisible();
  expect(scripts.some((url) => /\/catalog-loaders-/.test(url))).toBe(true);
});
