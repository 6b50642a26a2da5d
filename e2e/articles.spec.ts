import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, test } from './support.ts';

// Health articles: the listing filtered by a tag and a search through the address, an article with its
// author's registration and the consultation note, the author's doctor page; axe; pictures at two widths.
const SHOTS = '.tmp/screenshots/articles';

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('list → filter by tag → open an article → its author’s page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/health-articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Health articles' })).toBeVisible();
  await expect(page.getByText(/^\d+ articles$/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
  ).toHaveCount(9);
  await expect(page).toHaveTitle('Health articles | Arogya');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  // Page 2 holds the rest, through the address.
  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // Dengue is one of the less used topics: behind 'More topics'.
  await expect(page.getByRole('button', { name: /^Dengue/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^More topics/ }).click();
  await expect(page.getByRole('button', { name: 'Fewer topics' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /^Dengue/ }).click();
  await expect(page).toHaveURL(/\/health-articles\?tag=dengue$/);
  await expect(page.getByRole('button', { name: /^Dengue/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 article', { exact: true })).toBeVisible();
  const title = page.getByRole('link', { name: /^Dengue: the warning signs/ });
  await title.click();

  await expect(page).toHaveURL(/\/health-articles\/dengue-warning-signs-platelets-and-fluids$/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/^Dengue: the warning signs/);
  await expect(page).toHaveTitle(/^Dengue: the warning signs.* \| Arogya$/);
  expect(await metaDescription(page)).toMatch(/^Dengue is common after the monsoon/);
  await expect(page.getByText(/registration no\. [A-Z]+-\d+/).first()).toBeVisible();
  await expect(page.getByText(/Medically reviewed by/)).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Warning signs: go to hospital the same day' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dengue NS1 Antigen' })).toHaveAttribute(
    'href',
    '/lab-tests?q=Dengue%20NS1%20Antigen',
  );
  await expect(page.getByRole('link', { name: 'Paracetamol' })).toHaveAttribute(
    'href',
    '/product/prd_dolo-650-tablet',
  );
  await expect(page.getByText(/not a substitute for a consultation/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/article-1280.png`, fullPage: true });

  const author = page.getByRole('link', { name: /^Dr\. / }).first();
  const authorName = (await author.textContent()) ?? '';
  await author.click();
  await expect(page).toHaveURL(/\/doctor-details\/doc_\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(authorName.replace(/^Dr\. /, ''));
});

test('search through the address, forgiving a typo; nothing found says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/health-articles');
  await page.getByLabel('Search articles').fill('thyrod');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=thyrod$/);
  await expect(page.getByRole('link', { name: /^Hypothyroidism:/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-390.png`, fullPage: true });

  await page.getByLabel('Search articles').fill('zzqxv');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL(/\/health-articles$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
});

test('an article at 390 px, with Markdown tables inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/health-articles/type-2-diabetes-hba1c-diet-and-screening');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Type 2 diabetes/);
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/article-390.png`, fullPage: true });
});

test('an unknown article says so, with the way back', async ({ page }) => {
  await page.goto('/health-articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: '← All health articles' }).click();
  await expect(page).toHaveURL(/\/health-articles$/);
});
