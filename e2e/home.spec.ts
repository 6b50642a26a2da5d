// The home page for visitors and patients, the one search box, and where staff land
// (docs/screens.md#home-page, #one-search, #staff-homes).
import { expect, type Page } from '@playwright/test';
import { auth, newCaller, signedInPage } from './call-support.ts';
import { expectNoSeriousA11yViolations, loginViaUi, test } from './support.ts';

const DEMO_PASSWORD = 'Arogya@2026';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/shots/e2e-${name}.png`, fullPage: true });
}

/** Scrolls through the page so every section that loads when scrolled near has loaded. */
async function scrollThrough(page: Page) {
  // The page grows as sections arrive: go on until the bottom stays the bottom.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
}

for (const width of [390, 1280]) {
  test(`a visitor's home shows the catalogue from the API (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    for (const name of [
      'Today on Arogya',
      'Consult a specialist',
      'Common health concerns',
      'Top-rated doctors',
      'Popular lab tests',
      'Health packages',
      'Top medicines',
      'Top brands',
      'Smart Health Card',
      'Offers',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.locator('#home-symptoms').getByRole('link', { name: /^fever/i })).toBeVisible();
    // The health card's plans come from the database, each to /healthcard.
    await expect(page.locator('#home-health-card').getByRole('link', { name: /Family/ })).toHaveAttribute(
      'href',
      '/healthcard',
    );
    // Rows that scroll sideways on a phone do not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // No specialty's name is broken inside a word to fit its tile ('Ophthalmolo' / 'gy' at 390 px).
    const brokenWords = await page.locator('#home-specialties li a span.font-semibold').evaluateAll((names) =>
      names.flatMap((name) => {
        const text = name.firstChild;
        if (!text?.textContent) return [];
        return [...text.textContent.matchAll(/\S+/g)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index ?? 0);
          range.setEnd(text, (word.index ?? 0) + word[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return lines.size > 1 ? [word[0]] : [];
        });
      }),
    );
    expect(brokenWords).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `home-visitor-${width}`);

    // A symptom leads to the doctors who treat it.
    await expect(page.locator('#home-symptoms').getByRole('link', { name: /^fever/i })).toHaveAttribute(
      'href',
      '/doctors/search-results?q=fever',
    );
  });
}

test("the patient's dashboard shows a booked appointment first on the home page", async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Kiran Joshi');
  // Just registered, nothing booked: welcomed, not welcomed back.
  const first = await signedInPage(browser, patient);
  await first.goto('/');
  await expect(first.getByRole('heading', { level: 2, name: 'Welcome, Kiran' })).toBeVisible();
  await expect(first.getByText('Nothing pending right now.')).toBeVisible();
  await first.context().close();

  const doctor = (await (await request.get('/api/v1/doctors?limit=1')).json()).result[0];
  const slots = (await (await request.get(`/api/v1/doctors/${doctor.id}/slots`)).json()).result;
  const slot = slots.days
    .flatMap((d: { slots: { status: string; startsAt: string }[] }) => d.slots)
    .find((s: { status: string }) => s.status === 'available');
  const booked = await request.post('/api/v1/bookings/book/appointment', {
    headers: auth(patient.token),
    data: { doctorId: doctor.id, startsAt: slot.startsAt, consultationType: 'in-person', reason: 'Check-up' },
  });
  expect(booked.status()).toBe(201);

  for (const width of [390, 1280]) {
    const page = await signedInPage(browser, patient, { width });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome back, Kiran' })).toBeVisible();
    const card = page.getByRole('heading', { name: 'Your next appointment' }).locator('xpath=..');
    await expect(card.getByText(`Dr. ${doctor.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `home-patient-${width}`);
    await card.getByRole('link', { name: 'My Appointments' }).click();
    await expect(page).toHaveURL('/my-appointments');
    await page.context().close();
  }
});

test('one search box, by keyboard, to a doctor, a medicine and a lab test', async ({ page, request }) => {
  const doctor = (await (await request.get('/api/v1/doctors?limit=1')).json()).result[0];

  /** Types, then moves down to the first option of `group` matching `target` and opens it with Enter. */
  async function pick(text: string, group: string, target: RegExp) {
    const box = page.getByRole('combobox', { name: 'Search doctors, medicines and lab tests' });
    await box.fill(text);
    // The suggestions for this text, not those still shown for the text before: their arrival resets the
    // active option, and an Enter just before it would open the results page.
    await expect(page.locator(`[id="${await box.getAttribute('aria-controls')}"]`)).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const wanted = page.getByRole('group', { name: group }).getByRole('option').filter({ hasText: target });
    await expect(wanted.first()).toBeVisible();
    const wantedId = await wanted.first().getAttribute('id');
    const ids = await page.getByRole('option').evaluateAll((els) => els.map((e) => e.id));
    const index = ids.indexOf(wantedId ?? '');
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${active}"]`)).toContainText(target);
    await box.press('Enter');
  }

  // Wide screen: the header's Search button opens the box in a dialog.
  await page.goto('/doctors');
  await page.getByRole('button', { name: 'Search doctors, medicines and tests' }).click();
  await expect(page.getByRole('dialog', { name: 'Search Arogya' })).toBeVisible();
  // The box has the focus, not the dialog's close button.
  await expect(page.getByRole('combobox', { name: 'Search doctors, medicines and lab tests' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await pick(doctor.name.split(' ').slice(0, 2).join(' '), 'Doctors', new RegExp(doctor.name));
  await expect(page).toHaveURL(`/doctor-details/${doctor.id}`);

  // Phone: the mobile menu holds the same box; a misspelt name still finds the medicine.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await pick('dolo 650', 'Medicines', /Dolo 650 Tablet/);
  await expect(page).toHaveURL('/product/prd_dolo-650-tablet');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await pick('thyriod', 'Lab tests', /Thyroid/);
  await expect(page).toHaveURL(/\/(tests|packages)\/[a-z0-9-]+$/);

  // Enter with nothing chosen: the results page, a tab per kind, paged by the server.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('combobox', { name: 'Search doctors, medicines and lab tests' });
  await box.fill('paracetamol');
  await box.press('Enter');
  await expect(page).toHaveURL('/search/all?q=paracetamol');
  await page.getByRole('tab', { name: 'Medicines' }).click();
  await expect(page.getByRole('link', { name: /Dolo 650 Tablet/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'search-results-390');

  // The home hero's box is the same search: typing opens it with the text, suggestions grouped by kind.
  await page.goto('/');
  await page.getByLabel('Search doctors, medicines and lab tests').pressSequentially('dermat', { delay: 60 });
  await expect(page.getByRole('dialog', { name: 'Search Arogya' })).toBeVisible();
  await expect(box).toHaveValue('dermat');
  await expect(box).toBeFocused();
  await shoot(page, 'home-search-dialog-390');
  await pick('dermatol', 'Specialties', /Dermatology/);
  await expect(page).toHaveURL(/\/consultation\/[a-z0-9-]+/);
});

const STAFF = [
  { email: 'doctor@arogya.in', home: '/doctor-desk', heading: "Doctor's desk" },
  { email: 'reception@arogya.in', home: '/reception', heading: 'Reception desk' },
  { email: 'pharmacist@arogya.in', home: '/pharmacist', heading: "Pharmacist's desk" },
  { email: 'lab@arogya.in', home: '/lab-desk', heading: 'Lab desk' },
];

for (const staff of STAFF) {
  test(`${staff.email} lands on ${staff.home}, in the staff layout without the marketing footer`, async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await loginViaUi(page, staff.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(staff.home);
      await expect(page.getByRole('heading', { level: 1, name: staff.heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `staff-${staff.home.slice(1)}-${width}`);
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
    }
  });
}

test('the results page opens on the first tab with results for the text', async ({ page }) => {
  for (const [q, tab, link] of [
    ['haemoglobin', 'Lab tests', /Haemoglobin/],
    ['dolo', 'Medicines', /Dolo 650/],
    ['cardiology', 'Doctors', /Dr\. /],
  ] as const) {
    await page.goto(`/search/all?q=${q}`);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: link }).first()).toBeVisible();
  }
  // A tab the address names stays, even empty.
  await page.goto('/search/all?q=haemoglobin&tab=doctors');
  await expect(page.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No doctors found for “haemoglobin”' })).toBeVisible();
  await shoot(page, 'search-results-empty-tab');
});

test('the admin lands on /admin', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin');
});
