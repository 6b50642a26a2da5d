// The admin console links a lab staff account to a partner lab's desk: an admin gives a new account the Lab
// staff role, links it to a lab by e-mail in 'Partner lab desks', and the account then opens that lab's desk.
// Screenshots of the section at 390 and 1280 px go to .tmp/screenshots. Axe on the page.
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, test } from './support.ts';

const PASSWORD = 'Arogya@2026';

test('an admin links a lab staff account to a lab, and it works that desk', async ({
  page,
  request,
  browser,
}) => {
  const user = newPatient();
  const registered = await request.post('/api/v1/users/register', {
    data: {
      name: 'Gauri Deshpande',
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
  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByRole('listitem').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Change roles of Gauri Deshpande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles of Gauri Deshpande' });
  await dialog.getByLabel('Patient').uncheck();
  await dialog.getByLabel('Lab partner').check();
  await dialog.getByRole('button', { name: 'Save Roles' }).click();
  await expect(dialog).toBeHidden();

  const section = page.getByRole('region', { name: 'Partner lab desks' });
  const labs = section.getByRole('list', { name: 'Partner labs' });
  const lab = labs.getByRole('listitem').filter({ hasText: 'No desk account linked' }).first();
  const labName = ((await lab.locator('p').first().textContent()) ?? '').trim();
  await section.getByLabel('Lab', { exact: true }).selectOption({ label: labName });
  await section.getByLabel('Staff account e-mail').fill(user.email);
  await section.getByRole('button', { name: 'Link Account' }).click();
  const linked = labs.getByRole('listitem').filter({ hasText: labName });
  await expect(linked).toContainText(`Gauri Deshpande · ${user.email}`);
  await expectNoSeriousA11yViolations(page);

  // Linking the same account to another lab is refused in the form.
  const other = labs.getByRole('listitem').filter({ hasText: 'No desk account linked' }).first();
  const otherName = ((await other.locator('p').first().textContent()) ?? '').trim();
  await section.getByLabel('Lab', { exact: true }).selectOption({ label: otherName });
  await section.getByLabel('Staff account e-mail').fill(user.email);
  await section.getByRole('button', { name: 'Link Account' }).click();
  await expect(section.getByRole('alert')).toContainText('unlink it there first');

  // The toasts gone, the section at a phone's width and a desktop's.
  await expect(page.getByText('Gauri Deshpande linked')).toBeHidden({ timeout: 15_000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `.tmp/screenshots/admin-lab-desks-${width}.png` });
  }

  // The linked account opens its lab's desk.
  const staff = await browser.newPage();
  await staff.goto('/login');
  // Staff now: its password, then the code its number receives (verified by it).
  await loginViaUi(staff, user.email, user.password, user.phone);
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto('/lab-desk');
  await expect(staff.getByRole('heading', { level: 1, name: 'Lab desk' })).toBeVisible();
  await expect(staff.getByText(labName.split(',')[0] ?? labName).first()).toBeVisible();
  await staff.close();
});
