// The admin console: an admin finds a new user, gives them a role, and sees the change in the audit log;
// a patient is refused the console. Axe on each console page.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient } from './support.ts';

const PASSWORD = 'Arogya@2026';

test('an admin changes a role and sees it in the audit log', async ({ page, request }) => {
  const user = newPatient();
  const registered = await request.post('/api/v1/users/register', {
    data: {
      name: 'Farhan Qureshi',
      email: user.email,
      phone: user.phone,
      password: user.password,
      consent: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and roles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users and roles' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByRole('listitem').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Change roles of Farhan Qureshi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles of Farhan Qureshi' });
  await dialog.getByLabel('Pharmacist').check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Roles' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Pharmacist')).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Patient').fill(user.email);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'user.roles.change' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Farhan Qureshi');
  await expect(entry).toContainText('Roles patient → patient, pharmacist');
  await expect(entry).toContainText('Vikram Rao');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('arogya-audit-log.csv');
});

test('a patient cannot open the admin console', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'patient@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: /This page is not for your account/ })).toBeVisible();
});
