import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, loginViaUi, test } from './support.ts';

// The lab desk sets its own price for a test and takes it off its menu; the public test page's "labs near
// you" follows at once (docs/product-rules.md#lab-tests: the chosen lab's price applies).

const TEST_NAME = 'Vitamin D (25-OH)';
const PIN = '560034';
const ESCAPED = TEST_NAME.replace(/[()]/g, '\\$&');

test("a lab's menu price and its removal show on the public test page", async ({ page, browser }) => {
  const search = await page.request.get(`/api/v1/labs/testList?q=${encodeURIComponent('vitamin d 25')}`);
  const found = (await search.json()).result as { name: string; slug: string }[];
  const slug = found.find((t) => t.name === TEST_NAME)?.slug;
  expect(slug).toBeTruthy();

  await page.goto('/lab-desk');
  await loginViaUi(page, 'lab@arogya.in', 'Arogya@2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Lab desk' })).toBeVisible();
  await expect(page.locator('h1 + p')).toContainText(' · NABL ');
  const labName = ((await page.locator('h1 + p').textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  expect(labName.length).toBeGreaterThan(3);

  await page.getByRole('tab', { name: 'Test menu and prices' }).click();
  await page.getByLabel('Show').selectOption('');
  await page.getByLabel('Search tests and packages').fill(TEST_NAME);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByText(TEST_NAME, { exact: true }) });
  await expect(row).toBeVisible();
  await row.getByLabel(`Your price (₹) for ${TEST_NAME}`).fill('437');
  await row
    .getByRole('button', {
      name: new RegExp(`^(Save price|Add to menu)\\s*:\\s*${ESCAPED}$`),
    })
    .click();
  await expect(row.getByText('On menu · ₹437')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A visitor checking labs at a pin code sees the new price at this lab.
  const visitor = await (await browser.newContext()).newPage();
  const labsNear = async () => {
    await gotoLive(visitor, `/tests/${slug}`);
    await visitor.getByLabel('Pin code for home collection').fill(PIN);
    await visitor.getByRole('button', { name: 'Check', exact: true }).click();
    return visitor
      .getByRole('region', { name: 'Labs near you' })
      .getByRole('listitem')
      .filter({ hasText: labName });
  };
  const offer = await labsNear();
  await expect(offer).toBeVisible();
  await expect(offer.getByText('₹437')).toBeVisible();

  // Taken off the menu, the lab is no longer offered for this test.
  await row.getByRole('button', { name: new RegExp(`^Take off menu\\s*:\\s*${ESCAPED}$`) }).click();
  await expect(row.getByText('Off menu')).toBeVisible();
  const gone = await labsNear();
  await expect(
    visitor
      .getByRole('region', { name: 'Labs near you' })
      .getByText(/No partner lab collects|₹/)
      .first(),
  ).toBeVisible();
  await expect(gone).toHaveCount(0);
});
