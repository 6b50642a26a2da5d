import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, registerViaUi, test } from './support.ts';

// Lab tests end to end (issue 12): browse /labs, add a package, book a home collection at the demo lab;
// the lab desk assigns, collects with a barcode, enters results and uploads the signed PDF; the patient
// reads the flagged values and downloads the PDF.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PACKAGE = 'Diabetes Screening Package';

async function fillTypedAddress(page: Page) {
  await page.getByRole('radio', { name: 'Enter an address' }).check();
  await page.getByLabel('Contact name').fill('Meera Pillai');
  await page.getByLabel('Mobile number').fill('9845012345');
  await page.getByLabel('House number and street').fill('21, 5th Cross, Koramangala 4th Block');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Pin code').fill('560034');
}

test('browse /labs, book a package, the lab reports, the patient reads flagged values and the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);

  // Browse: /labs shows categories, packages and the partner labs; the footer's category links are real.
  await page.goto('/labs');
  await expect(page.getByRole('heading', { level: 1, name: 'Lab tests at home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
  await expect(page.getByText(/NABL accredited · MC-/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The typo-tolerant search is the server's.
  await page.getByLabel('Search lab tests').fill('hba1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/lab-tests\?q=hba1/);
  await expect(page.getByRole('link', { name: 'HbA1c (Glycated Haemoglobin)' })).toBeVisible();

  // A footer category page lists that category.
  await page.goto('/tests/diabetes');
  await expect(page.getByRole('heading', { level: 1, name: 'Diabetes lab tests' })).toBeVisible();

  // Filters and sort go to the server through the URL.
  await page.goto('/health-packages');
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);

  // The package page: what it holds, preparation, labs near a pin code; add it to the lab-test cart.
  await page.goto('/packages/diabetes-screening-package');
  await expect(page.getByRole('heading', { level: 1, name: PACKAGE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tests included' })).toBeVisible();
  await page.getByLabel('Pin code for home collection').fill('560034');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Nandi Clinical Laboratory')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*${PACKAGE}$`) })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /In cart: view cart/ }).first()).toBeVisible();

  // The cart link shows away from /labs while the lab-test cart holds items.
  await page.goto('/doctors');
  await expect(page.getByRole('link', { name: 'Lab test cart, 1 item' })).toBeVisible();

  const patient = newPatient();
  await registerViaUi(page, patient);
  await expect(page).toHaveURL('/');
  await page.goto('/cart');
  const labCart = page.getByRole('region', { name: /Lab tests \(1\)/ });
  await expect(labCart.getByText(PACKAGE, { exact: true })).toBeVisible();
  await labCart.getByRole('link', { name: 'Book home collection' }).click();

  // Booking: me, address, the demo lab, tomorrow morning (fasting: mornings only), preparation shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Book home collection' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText(/Please check \d+ fields below/)).toBeVisible();
  await page.getByLabel('Age (years)').fill('52');
  await page.getByRole('radio', { name: 'Female' }).check();
  await fillTypedAddress(page);
  const nandi = page.getByRole('radio', { name: /Nandi Clinical Laboratory/ });
  await nandi.check();
  await expect(page.getByText('NABL accredited · MC-2871')).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Tomorrow$/ })
    .click();
  await expect(page.getByText(/hours of fasting, so only morning slots/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Evening' })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Morning' })
    .locator('label:not(:has(input:disabled))')
    .first()
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Preparation' })
      .getByText(/Fast for/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Pay at collection (cash or UPI)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  const confirmed = page.getByText(/Booking confirmed: LAB-\d{4}-\d+/);
  await expect(confirmed).toBeVisible({ timeout: 20_000 });
  const orderNumber = ((await confirmed.textContent()) ?? '').replace('Booking confirmed: ', '').trim();
  expect(orderNumber).toMatch(/^LAB-\d{4}-\d+$/);
  // For whom, and what is still to pay and where.
  // (The bell's live 'New notification: Lab booking confirmed' is a status too: the confirmation's own text.)
  await expect(page.getByRole('status').filter({ hasText: /Booking confirmed: LAB-/ })).toContainText(
    `${patient.name}'s sample on`,
  );
  await expect(page.getByTestId('payment-state')).toHaveText(
    /^Pay ₹[\d,.]+ at sample collection \(cash or UPI\)$/,
  );
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // My Orders lists it beside medicine orders.
  await page.goto('/orders/lab-tests');
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(card.getByText(`${PACKAGE}`)).toBeVisible();
  await expect(card.getByText('Report pending')).toBeVisible();

  // The lab desk: the new booking is for tomorrow: a phlebotomist is assigned ahead, but the sample cannot
  // be marked collected before its day. Today's collection (the demo patient's HbA1c, seeded for the day the
  // database was made: db/seed/labs-desk-day.ts) is collected with the barcode, processed, its results
  // entered, the PDF uploaded and the report made ready.
  const labContext = await browser.newContext();
  const desk = await labContext.newPage();
  await desk.goto('/lab-desk');
  await loginViaUi(desk, 'lab@arogya.in', 'Arogya@2026');
  await expect(desk.getByRole('heading', { level: 1, name: 'Lab desk' })).toBeVisible();
  await desk.getByRole('button', { name: 'Tomorrow' }).click();
  const tomorrowBooking = desk.getByRole('article', { name: orderNumber });
  await expect(tomorrowBooking).toBeVisible();
  await tomorrowBooking.getByLabel("Phlebotomist's name").fill('Suresh Kumar');
  await tomorrowBooking.getByLabel("Phlebotomist's mobile").fill('9876501234');
  await tomorrowBooking.getByRole('button', { name: 'Assign' }).click();
  await expect(tomorrowBooking.getByText('Phlebotomist: Suresh Kumar')).toBeVisible();
  await expect(
    tomorrowBooking.getByText(
      /^Collection is booked for .+\. The sample can be marked collected from that day\.$/,
    ),
  ).toBeVisible();
  await expect(tomorrowBooking.getByRole('button', { name: 'Sample collected' })).toHaveCount(0);

  await desk.getByRole('button', { name: 'Today' }).click();
  const booking = desk.getByRole('article').filter({ hasText: 'Priya Sharma' }).filter({ hasText: 'HbA1c' });
  await expect(booking).toBeVisible();
  const todaysNumber = (await booking.getAttribute('aria-label')) ?? '';
  expect(todaysNumber).toMatch(/^LAB-\d{4}-\d+$/);
  await booking.getByLabel('Sample barcode').fill('nd-2026-0042');
  await booking.getByRole('button', { name: 'Sample collected' }).click();
  await expect(booking.getByText('Barcode ND-2026-0042')).toBeVisible();
  await booking.getByRole('button', { name: 'Start processing' }).click();
  await expect(booking.getByText('Processing', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(desk);

  await booking
    .getByRole('button', { name: new RegExp(`^Results and report\\s+of ${todaysNumber}$`) })
    .click();
  const dialog = desk.getByRole('dialog', { name: `Results: ${todaysNumber}` });
  const inputs = dialog.locator('input[id^="result-"]');
  await expect(inputs.first()).toBeVisible();
  const count = await inputs.count();
  for (let i = 0; i < count; i += 1) {
    const input = inputs.nth(i);
    const numeric = (await input.getAttribute('inputmode')) === 'decimal';
    // The first value is far above any range: the report must flag it.
    await input.fill(numeric ? (i === 0 ? '480' : '1') : 'Negative');
  }
  // eAG is calculated from HbA1c as it is typed, read-only: 28.7 × 480 − 46.7.
  const eag = dialog.getByRole('status', { name: 'Estimated Average Glucose' });
  await expect(eag).toHaveText('13729');
  await expect(dialog.getByText('Calculated from HbA1c')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(dialog.getByText('All values entered')).toBeVisible();
  await dialog.getByLabel(/Upload the PDF/).setInputFiles({
    name: 'signed-report.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByText(/Uploaded: signed-report\.pdf/)).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await dialog.getByRole('button', { name: 'Mark report ready' }).click();
  await expect(booking.getByText('Report ready')).toBeVisible();

  // The lab's menu: its items and prices; a price below ₹50 is refused before it is sent.
  await desk.getByRole('tab', { name: 'Test menu and prices' }).click();
  const firstItem = desk.getByRole('listitem').filter({ hasText: 'On menu' }).first();
  await expect(firstItem).toBeVisible();
  await firstItem.getByLabel(/Your price/).fill('10');
  await firstItem.getByRole('button', { name: /^Save price/ }).click();
  await expect(firstItem.getByText('The price must be at least ₹50')).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await labContext.close();

  // The patient whose report it is reads it: flagged in words, and downloads the PDF.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/orders/lab-tests');
  await loginViaUi(owner, 'patient@arogya.in', 'Arogya@2026');
  await owner
    .getByRole('article')
    .filter({ hasText: todaysNumber })
    .getByRole('link', { name: new RegExp(`^View report\\s+of ${todaysNumber}$`) })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Lab report' })).toBeVisible();
  await expect(owner.getByText(/values? (is|are) outside the reference range/)).toBeVisible();
  const flagged = owner.locator('tr[data-flag="high"], tr[data-flag="critical_high"]').first();
  await expect(flagged).toBeVisible();
  await expect(flagged.getByText(/^(High|Critically high)$/).filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Download PDF report' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await ownerContext.close();
});
