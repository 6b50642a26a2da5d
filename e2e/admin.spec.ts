// The admin console: an admin finds a new user, gives them a role, and sees the change in the audit log;
// a patient is refused the console. Axe on each console page.
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, test } from './support.ts';

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
  await expect(entry).toContainText('Roles Patient → Patient, Pharmacist');
  await expect(entry).toContainText('Vikram Rao');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('arogya-audit-log.csv');
});

test('an admin onboards a doctor, checks the registration, and the doctor appears in search', async ({
  page,
}) => {
  const n = `${Date.now() % 1e6}`;
  const surname = `Quenzel${n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add Doctor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a doctor' })).toBeVisible();

  const name = `Dr. Naina ${surname}`;
  await page.getByLabel('Full name', { exact: true }).fill(`Naina ${surname}`);
  await page.getByLabel('E-mail', { exact: true }).fill(`naina.${n}@example.in`);
  await page.getByLabel('Mobile number', { exact: true }).fill('9812345099');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Date of birth', { exact: true }).fill('1986-03-14');
  await page.getByLabel('Specialty', { exact: true }).selectOption({ label: 'General Physician' });
  await page.getByLabel('Clinic', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Qualification', { exact: true }).fill('MBBS, MD (General Medicine)');
  await page.getByLabel('Experience (years)', { exact: true }).fill('9');
  await page.getByLabel('Consultation fee', { exact: true }).fill('650');
  await page
    .getByLabel('About', { exact: true })
    .fill('General physician caring for families with fevers, diabetes and blood pressure.');
  await page.getByLabel('Registration number', { exact: true }).fill(`KMC-${n}`);
  await page.getByLabel('Council', { exact: true }).fill('Karnataka Medical Council');
  await page.getByLabel('Year', { exact: true }).fill('2011');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(page.getByRole('heading', { name: `${name} has been added` })).toBeVisible();
  const password = (await page.locator('dt:text-is("Temporary password") + dd').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  // The doctor can sign in with it (checked on the API, keeping the admin's browser session).
  const doctorLogin = await page.request.post('/api/v1/users/login', {
    data: { email: `naina.${n}@example.in`, password },
  });
  expect(doctorLogin.status()).toBe(200);

  // Not in search before the registration is checked.
  const search = async () => {
    await page.goto(`/doctors/search-results?q=${encodeURIComponent(surname)}`);
    return page.getByRole('link', { name, exact: true });
  };
  await expect(await search()).toHaveCount(0);

  await page.goto('/admin/doctors');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: `Mark registration of ${name} checked` }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Checked' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('by Vikram Rao');

  await expect(await search()).toHaveCount(1);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.goto('/admin/audit-log?action=doctor.registration.verify');
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText('Vikram Rao');
  await page.goto('/admin/audit-log?action=doctor.onboard');
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
});

test('an admin schedules a banner and retires it', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const title = `Monsoon care ${Date.now() % 1e6}`;
  await page.getByRole('button', { name: 'New Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New banner' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Subtitle', { exact: true }).fill('Fever and cold medicines at everyday prices');
  // A refused field shows the server's message until it is edited.
  await dialog.getByLabel('Link', { exact: true }).fill('medifarma');
  await dialog.getByRole('button', { name: 'Save Banner' }).click();
  await expect(dialog.getByText('A path on Arogya, starting with /')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Link', { exact: true }).fill('/medifarma');
  await expect(dialog.getByText('A path on Arogya, starting with /')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save Banner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Live');
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  await expect(row).toContainText('Retired');
});

test('an admin puts a brand on offer: its prices drop at once, and come back when the offer is retired', async ({
  page,
}) => {
  const price = (text: string) => page.getByRole('main').getByText(`Price ${text}`, { exact: true }).first();
  await page.goto('/product/prd_accu-chek-active-test-strips');
  await expect(price('₹977.50')).toBeVisible();

  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const title = `Accu-Chek week ${Date.now() % 1e6}`;
  await page.getByRole('button', { name: 'New Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New offer' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Meters, strips and lancets at 30% below MRP.');
  await dialog.getByLabel('Discount (% off MRP)').fill('30');
  await dialog.getByLabel('Covers').selectOption('brand');
  // Saved without a brand: the server names what is missing.
  await dialog.getByRole('button', { name: 'Save Offer' }).click();
  await expect(dialog.getByText('Choose a category or a brand (one of them)')).toBeVisible();
  await dialog.getByLabel('Find a brand').fill('Accu');
  await dialog.getByLabel('Brand', { exact: true }).selectOption({ label: 'Accu-Chek' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Offer' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('30% off MRP · Brand: Accu-Chek');

  // The product page sells at MRP less 30% (₹1,150 less ₹345).
  await page.goto('/product/prd_accu-chek-active-test-strips');
  await expect(price('₹805')).toBeVisible();

  await page.goto('/admin/offers');
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  await expect(row).toContainText('Retired');
  await page.goto('/product/prd_accu-chek-active-test-strips');
  await expect(price('₹977.50')).toBeVisible();
});

test('an admin imports medicines from CSV (all or nothing) and restocks one', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const tag = `Glucorin${Date.now() % 1e6}`;
  const header =
    'name,brand,category,subcategory,salt_composition,strength,form,manufacturer,pack_size,pack_unit,unit,mrp,price,schedule,stock,description';
  const row = (name: string, schedule: string, price: string) =>
    `${name},usv,diabetes-care,oral-antidiabetics,Metformin (500mg),500mg,Tablet,USV Ltd,20,tablets,Strip of 20 tablets,40,${price},${schedule},0,For type 2 diabetes`;
  const upload = async (csv: string) =>
    page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'medicines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await upload([header, row(`${tag} 500`, 'H', '36'), row(`${tag} 850`, 'Q', '-2')].join('\n'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing imported: 1 row to fix')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows to fix' });
  await expect(problems).toContainText('Schedule must be OTC, H, H1 or X; Price must not be negative');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search products').fill(tag);
  await expect(page.getByText('No products match')).toBeVisible();

  await upload([header, row(`${tag} 500`, 'H', '36'), row(`${tag} 850`, 'H', '38')].join('\n'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 rows imported')).toBeVisible();
  const product = page.getByRole('listitem').filter({ hasText: `${tag} 850` });
  await expect(product).toContainText('Out of stock');
  await product.getByRole('button', { name: `Restock ${tag} 850` }).click();
  const dialog = page.getByRole('dialog', { name: `Restock ${tag} 850` });
  await dialog.getByLabel('Packs received').fill('24');
  await dialog.getByRole('button', { name: 'Add to Stock' }).click();
  await expect(product).toContainText('24 in stock');
});

test('the platform dashboard shows 30 days of figures', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
  for (const chart of ['Doctor bookings', 'Consultations', 'Medicine orders', 'Order revenue']) {
    await expect(page.getByRole('figure', { name: new RegExp(chart) })).toContainText('in 30 days');
  }
  await expect(page.getByRole('table', { name: 'Doctor bookings per day' }).locator('tbody tr')).toHaveCount(
    30,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a patient cannot open the admin console', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'patient@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: /This page is not for your account/ })).toBeVisible();
});

test('an admin names the Grievance Officer, and the privacy policy shows the person at both widths', async ({
  page,
}) => {
  // Before anyone is named: the office and its mailbox, no invented name.
  await page.goto('/privacy-policy');
  const block = page.locator('#grievance-officer').locator('address');
  await expect(block).toContainText('Grievance Officer and Data Protection Officer');
  await expect(block.getByRole('link', { name: 'grievance@arogya.in' })).toBeVisible();

  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/grievance-officer');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No one is named yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Full name').fill('Anita Deshpande');
  await page.getByLabel('Phone (optional)').fill('98450 12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Grievance Officer saved: the policy pages show it now')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No one is named yet' })).toHaveCount(0);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy-policy');
    const named = page.locator('#grievance-officer').locator('address');
    await expect(named.getByText('Anita Deshpande', { exact: true })).toBeVisible();
    await expect(named.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
  }
  // The server's HTML names the person (the page's loader fetched it), for a visitor without JavaScript.
  const html = await (await page.request.get('/privacy-policy')).text();
  expect(html).toContain('Anita Deshpande');
});
