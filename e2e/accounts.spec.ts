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

  // The old token is revoked on the server (the page leaves at once; the revocation may land a moment later).
  await expect
    .poll(async () =>
      (
        await request.get('/api/v1/users/profile', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
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
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('patient@arogya.in');
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

test('the phone menu, the user menu and the profile reach every account page; /addresses keeps the address book', async ({
  page,
}) => {
  const user = newPatient();
  await registerViaUi(page, user);
  await expect(page).toHaveURL('/');
  const accountPages = [
    'Prescriptions',
    'Family Members',
    'My Addresses',
    'My Health Card',
    'Help Center',
    'Privacy',
  ];

  // Desktop: the user menu.
  await page.getByRole('button', { name: /account menu/ }).click();
  const banner = page.getByRole('banner');
  for (const name of accountPages) await expect(banner.getByRole('link', { name })).toBeVisible();

  // Phone: the menu has everything the user menu has.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const phoneMenu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of accountPages) await expect(phoneMenu.getByRole('link', { name })).toBeVisible();
  await phoneMenu.getByRole('link', { name: 'My Addresses' }).click();

  // The address book on its own page.
  await expect(page).toHaveURL('/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('House number and street').fill('12 Shivaji Nagar Road');
  await dialog.getByLabel('Pin code').fill('411001');
  await expect(dialog.getByLabel('City')).toHaveValue('Pune');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Saved addresses' }).getByText(/12 Shivaji Nagar Road/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The profile links the same pages; the footer links the Help Center, open to everyone.
  await page.goto('/profile');
  const tiles = page.getByRole('list', { name: 'Your account' });
  for (const name of ['Family Members', 'My Addresses', 'My Health Card'])
    await expect(tiles.getByRole('link', { name })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
});

test('the Help Center is open to a visitor who is not signed in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL('/helpcenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
});
