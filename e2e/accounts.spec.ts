import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, registerViaUi, test } from './support.ts';

test('a visitor registers, stays signed in across a reload, edits the profile and logs out', async ({
  page,
  request,
}) => {
  const user = newPatient();
  await registerViaUi(page, user);
  await expect(page).toHaveURL('/');
  const account = page.getByRole('button', { name: /Meera Pillai.*account menu/ });
  await expect(account).toBeVisible();

  await page.reload();
  await expect(account).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  expect(token).toBeTruthy();

  await page.goto('/profile');
  await page.getByLabel('Full name').fill('Meera K Pillai');
  await page.getByRole('button', { name: /Save/ }).first().click();
  await expect(page.getByRole('button', { name: /Meera K Pillai.*account menu/ })).toBeVisible();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);

  // The old token is revoked on the server.
  const res = await request.get('/api/v1/users/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('a guarded page sends a signed-out visitor to /login and back after signing in', async ({ page }) => {
  await page.goto('/my-appointments');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, 'patient@arogya.in', 'Arogya@2026');
  await expect(page).toHaveURL(/\/my-appointments$/);

  // A plain login goes home.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, 'patient@arogya.in', 'Arogya@2026');
  await expect(page).toHaveURL('/');
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'patient@arogya.in', 'definitely-wrong');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('patient@arogya.in');
});

test('an unknown route shows a real not-found page', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/not found|could not find|doesn.t exist/i).first()).toBeVisible();
});

for (const path of ['/', '/login', '/register']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}
