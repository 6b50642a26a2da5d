import { expect, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  gotoLive,
  loginViaUi,
  newPatient,
  registerViaUi,
  test,
} from './support.ts';

const DEMO_PASSWORD = 'Arogya@2026';

/** The free slot buttons of the day shown in a slot picker (booked ones are disabled). */
function freeSlots(scope: Page | ReturnType<Page['getByRole']>) {
  return scope.getByRole('list').getByRole('button', { disabled: false });
}

/** Shows the last day of the picker that has a free slot (far enough from now to change it later). */
async function showLastDayWithFreeSlots(scope: Page | ReturnType<Page['getByRole']>) {
  const days = scope.getByRole('group', { name: 'Day' }).getByRole('button', { name: /\d+ free/ });
  await days.last().click();
}

test('a patient searches, opens a doctor, books a slot, sees it, reschedules and cancels it', async ({
  page,
}) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');

  // Typo-tolerant search: a misspelt symptom is read as a specialty, the city narrows it.
  await page.goto('/doctors/search');
  await page.getByLabel('Doctor, specialty or symptom').fill('fevr');
  await page.getByLabel('City').selectOption('Bengaluru');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/doctors\/search-results\?q=fevr&city=Bengaluru/);
  await expect(page.getByText(/Showing General Physician.* doctors for “fevr”/)).toBeVisible();
  await page.getByRole('link', { name: 'Dr. Arjun Mehta', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Arjun Mehta' })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText(/Registration no\. KMC-/)).toBeVisible();

  // Availability tab: real slots grouped by day; a free one starts booking with it chosen.
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Book appointments at least 1 hour in advance')).toBeVisible();
  await showLastDayWithFreeSlots(page);
  const slot = freeSlots(page.getByRole('tabpanel')).first();
  const slotTime = (await slot.textContent())?.trim() ?? '';
  await slot.click();

  await expect(page).toHaveURL(/\/booking\/doc_001\/[^/?]+\?date=.*&slot=/);
  await expect(page.getByRole('button', { name: slotTime, pressed: true })).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('Meera Pillai');
  await page.getByRole('radio', { name: /Video consultation/ }).check();
  await page.getByLabel('Reason for visit (optional)').fill('Fever and cough for three days');
  // A video consultation is paid before the call (the e2e server runs the Razorpay stand-in).
  await expect(
    page.getByText(/Video and audio consultations are paid online through Razorpay/),
  ).toBeVisible();
  // The button that takes money says how much.
  await page.getByRole('button', { name: /^Confirm and pay ₹[\d,]+$/ }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay by UPI' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();
  // The confirmation: its booking number, for whom, and what was paid, how, with Razorpay's reference.
  await expect(page.getByTestId('booking-number').first()).toHaveText(/^APT-\d{4}-\d{6,}$/);
  await expect(page.getByText(/, for Meera Pillai\.$/)).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText(/^Paid ₹[\d,]+ · UPI · pay_\w+$/);
  await expect(page.getByText('Fever and cough for three days')).toBeVisible();
  await expect(page.getByText(/stable internet connection/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^arogya-appointment-\d{4}-\d{2}-\d{2}\.ics$/);

  await page.getByRole('link', { name: 'Go to My Appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Video consultation with Dr. Arjun Mehta' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(slotTime);
  await expect(card.getByText(/^Online · Paid · reference pay_\w+$/)).toBeVisible();

  // Reschedule to another free slot of the same doctor.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(dialog).toBeVisible();
  await showLastDayWithFreeSlots(dialog);
  const newSlot = freeSlots(dialog).last();
  const newTime = (await newSlot.textContent())?.trim() ?? '';
  await newSlot.click();
  await dialog.getByRole('button', { name: /^Move to/ }).click();
  await expect(page.getByText('Appointment rescheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(newTime);
  await expect(card).toContainText('rescheduled 1 of 3 times');

  // Cancel it.
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await cancel.getByLabel('Reason (optional)').fill('Feeling better');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Appointment cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  // Paid online and cancelled in time: refunded in full through Razorpay.
  await expect(card.getByText(/^Refund of ₹[\d,]+ (initiated|processed)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screens/my-appointments-refund-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Upcoming/ }).click();
  await expect(page).toHaveURL(/filter=upcoming/);
  await expect(page.getByText('No appointments found')).toBeVisible();
});

test('a slot taken meanwhile (409) refreshes the slots and keeps the other choices', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'patient@arogya.in', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/booking/doc_025/me');
  await expect(page).toHaveURL(/\/booking\/doc_025\/usr_demo_patient$/);

  const keys: string[] = [];
  let refuse = true;
  await page.route('**/api/v1/bookings/book/appointment', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!refuse) return route.continue();
    refuse = false;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 'CONFLICT',
        message: 'This slot was just booked. Please pick another time.',
      }),
    });
  });

  await page.getByLabel('Reason for visit (optional)').fill('Follow-up on allergy');
  await showLastDayWithFreeSlots(page);
  await freeSlots(page.getByRole('region', { name: '2. Choose a day and time' }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByText('This slot was just booked. Please pick another time.')).toBeVisible();
  await expect(page.getByText('Choose a time above')).toBeVisible();
  await expect(page.getByLabel('Reason for visit (optional)')).toHaveValue('Follow-up on allergy');

  await showLastDayWithFreeSlots(page);
  await freeSlots(page.getByRole('region', { name: '2. Choose a day and time' }))
    .last()
    .click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();
  await expect(page.getByText('Follow-up on allergy')).toBeVisible();
  // One key per confirmation attempt: a new request (another slot) gets a new key.
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[0]).not.toBe(keys[1]);
});

test('the listing keeps its filters in the URL, and Back and Forward step through them', async ({ page }) => {
  await gotoLive(page, '/doctors?type=video');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar.getByRole('radio', { name: 'Video consultation' })).toBeChecked();

  await sidebar.getByLabel('City').selectOption('Mumbai');
  await expect(page).toHaveURL(/\/doctors\?city=Mumbai&type=video$/);
  const sorted = page.waitForResponse(
    (r) => r.url().includes('/api/v1/doctors?') && r.url().includes('sort=fee'),
  );
  await page.getByLabel('Sort by').selectOption('fee');
  await expect(page).toHaveURL(/\/doctors\?city=Mumbai&type=video&sort=fee$/);
  await sorted;
  // The previous page stays on screen (dimmed, aria-busy) until the new answer is drawn.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Mumbai');
  const fees = (await cards.getByText(/^₹[\d,]+/).allTextContents()).map((t) =>
    Number(t.replace(/[^\d]/g, '')),
  );
  expect(fees.length).toBeGreaterThan(1);
  expect(fees).toEqual([...fees].sort((a, b) => a - b));
  for (const text of await cards.allTextContents()) expect(text).toContain('Video');

  await page.goBack();
  await expect(page).toHaveURL(/\/doctors\?city=Mumbai&type=video$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goBack();
  await expect(page).toHaveURL(/\/doctors\?type=video$/);
  await expect(sidebar.getByLabel('City')).toHaveValue('');
  await page.goForward();
  await expect(sidebar.getByLabel('City')).toHaveValue('Mumbai');

  // On a phone the filters open in a drawer; Escape closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByLabel('City')).toHaveValue('Mumbai');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('doctor details: error view, share fallback, favourites for signed-in users only', async ({
  page,
  context,
}) => {
  await page.goto('/doctor-details/no-such-doctor');
  await expect(page.getByRole('heading', { name: 'Error Loading Doctor Details' })).toBeVisible();
  await expect(page.getByText('Doctor not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/doctor-details/doc_001');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/doctor-details\/doc_001$/);

  // Tabs follow the ARIA pattern: arrow keys move between them.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Availability' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');

  // A visitor's favourite goes through the login page and back.
  await page.getByRole('button', { name: /Add to favourites/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, 'patient@arogya.in', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctor-details\/doc_001/);
  // doc_001 is one of the demo patient's seeded favourites: toggle it off and on again.
  const favourite = page.getByRole('button', { name: /^Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await page.getByRole('button', { name: /Add to favourites/ }).click();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Favourite/ })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('accessibility', () => {
  test('axe finds no serious or critical violation on /doctors', async ({ page }) => {
    await page.goto('/doctors');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('axe finds no serious or critical violation on /doctor-details/:id, both tabs', async ({ page }) => {
    await page.goto('/doctor-details/doc_001');
    await expect(
      page.getByText('The doctor listened patiently and explained everything clearly.', { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Availability' }).click();
    await expect(page.getByRole('group', { name: 'Day' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('axe finds no serious or critical violation on /my-appointments', async ({ page }) => {
    await page.goto('/login');
    await loginViaUi(page, 'patient@arogya.in', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/my-appointments');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
