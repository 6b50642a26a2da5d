// A server-rendered page whose sections below the first screen are still waiting to hydrate (the footer, the
// home page's lower sections: components/when-near.tsx) still navigates at once: a link in the header, or a
// page's own control that changes the address, is not held until the visitor scrolls down. Without the
// gates opening on navigation (main.tsx) the address changed and the old page stayed on screen.
import { expect } from '@playwright/test';
import { test } from './support.ts';

test('the header and a page’s own controls navigate before the footer was ever scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Doctors' }).click();
  await expect(page).toHaveURL('/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Doctors' })).toBeVisible({ timeout: 5_000 });

  await page.goto('/health-articles');
  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible({ timeout: 5_000 });
});
