// Health articles managed in the admin console (docs/product-rules.md#health-articles): an admin writes one
// by two listed doctors, it appears on /health-articles with its Markdown rendered and any HTML shown as
// text, then is scheduled for tomorrow and retired. Axe and 390/1280 px screenshots.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, loginViaUi, test } from './support.ts';

const SHOTS = '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin writes an article, it is published, then scheduled and retired', async ({ page, browser }) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', 'Arogya@2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByText('Published').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const n = Date.now() % 1e6;
  const title = `Heat stroke in summer ${n}`;
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog.getByText(/At least 5 characters|Invalid input/).first()).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog
    .getByLabel('Summary', { exact: true })
    .fill('How to recognise heat stroke early and cool someone down safely before help arrives.');
  await dialog
    .getByLabel('Body (Markdown)')
    .fill(
      '## Warning signs\n\n- Hot, dry skin\n- Confusion\n\nMove the person to shade and sponge them with cool water. <b>Call 108.</b>',
    );
  await dialog.getByLabel('Tags', { exact: true }).fill('summer, first aid');
  await dialog.getByLabel('Author').selectOption({ index: 1 });
  await dialog.getByLabel('Medical reviewer').selectOption({ index: 2 });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-article-form');
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await shoot(page, 'admin-articles');

  // A reader sees it, the Markdown rendered and the HTML as text.
  const reader = await (await browser.newContext()).newPage();
  await gotoLive(reader, `/health-articles/heat-stroke-in-summer-${n}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Warning signs' })).toBeVisible();
  await expect(reader.getByText('<b>Call 108.</b>', { exact: false })).toBeVisible();

  // Scheduled for tomorrow, then retired.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit article' });
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await edit.getByLabel('Publish on').fill(tomorrow);
  await edit.getByRole('button', { name: 'Save Article' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  await expect(row).toContainText('Retired');
});
