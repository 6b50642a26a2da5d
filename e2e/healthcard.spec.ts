import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, newPatient, registerViaUi, test } from './support.ts';

// The Smart Health Card journey (docs/screens.md#smart-health-card): family members, the family plan bought
// through the Razorpay stand-in's Checkout, a free video consultation for a member, medicines with the
// card's discount and free delivery, the card with its QR code and what a clinic sees on scanning it.

test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addMember(page: Page, m: { name: string; relation: string; dob: string; sex: string }) {
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a family member' });
  await dialog.getByLabel('Full name').fill(m.name);
  await dialog.getByLabel('Relation').selectOption({ label: m.relation });
  await dialog.getByLabel('Date of birth').fill(m.dob);
  await dialog.getByRole('radio', { name: m.sex, exact: true }).check();
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(m.name, { exact: true })).toBeVisible();
}

test('a patient buys the family plan, books a free consultation for a member, orders medicines with the card, and shows the card', async ({
  page,
}) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');

  // Plans are public, side by side, with what each is worth.
  await page.goto('/healthcard');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Health Card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Family plan' })).toBeVisible();
  await expect(page.getByText('₹599', { exact: true })).toBeVisible();
  await expect(page.getByText(/Worth about ₹[\d,.]+ a year for a family of 4/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'healthcard-plans');

  // Two family members.
  await page.goto('/family-members');
  await expect(page.getByRole('heading', { level: 1, name: 'Family members' })).toBeVisible();
  await addMember(page, { name: 'Kamala Pillai', relation: 'Mother', dob: '1958-03-14', sex: 'Female' });
  await addMember(page, { name: 'Aarav Pillai', relation: 'Son', dob: '2016-06-01', sex: 'Male' });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'family-members');

  // Buy the family plan through the stand-in Checkout: active only once paid.
  await page.goto('/healthcard');
  // The button that takes money says how much.
  await page.getByRole('button', { name: 'Buy Family plan for ₹599' }).click();
  const rzp = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(rzp).toBeVisible();
  await rzp.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The confirmation: the card's number, whom it covers, what was paid, how, and Razorpay's reference.
  const bought = page.getByRole('status').filter({ hasText: 'Your Smart Health Card is active' });
  await expect(bought.getByTestId('card-number')).toHaveText(/^\d{4} \d{4} \d{4}$/);
  await expect(bought).toContainText('for Meera Pillai, Kamala Pillai and Aarav Pillai.');
  await expect(bought.getByTestId('payment-state')).toHaveText(/^Paid ₹599 · UPI · pay_\w+$/);
  const card = page.getByRole('region', { name: 'My Health Card' });
  await expect(card.getByRole('img', { name: /QR code a clinic or lab scans/ })).toBeVisible();
  await expect(card.getByText('Kamala Pillai', { exact: true })).toBeVisible();
  await expect(card.getByText('Aarav Pillai', { exact: true })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^arogya-health-card-\d{12}\.pdf$/);
  const png = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Image' }).click();
  expect((await png).suggestedFilename()).toMatch(/^arogya-health-card-\d{12}\.png$/);
  const receipt = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Receipt' }).click();
  expect((await receipt).suggestedFilename()).toMatch(/^arogya-receipt-HC-\d{12}\.pdf$/);

  // A video consultation for Kamala: her free consultation pays the fee.
  await page.goto('/booking/doc_001/me');
  await page.getByRole('radio', { name: /Video consultation/ }).check();
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: /\d+ free/ })
    .last()
    .click();
  await page
    .getByRole('region', { name: '2. Choose a day and time' })
    .getByRole('list')
    .getByRole('button', { disabled: false })
    .first()
    .click();
  await page.getByLabel('For', { exact: true }).selectOption({ label: 'Kamala Pillai (Mother, 68)' });
  await expect(page.getByLabel('Patient name')).toHaveValue('Kamala Pillai');
  // Before confirming, the fee already counts her card: nothing to pay, so nothing is asked to pay.
  const confirm = page.getByRole('region', { name: '4. Confirm' });
  await expect(confirm.getByText('Health card: free video consultation')).toBeVisible();
  await expect(confirm.getByTestId('booking-to-pay')).toHaveText('₹0');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();
  await expect(page.getByText('Health card: free video consultation')).toBeVisible();
  await expect(page.getByText('₹0', { exact: true })).toBeVisible();
  await expect(page.getByTestId('booking-number').first()).toHaveText(/^APT-\d{4}-\d{6,}$/);
  await expect(page.getByText(/, for Kamala Pillai\.$/)).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('Nothing to pay');
  await shoot(page, 'booking-free-consultation');

  // Medicines for Aarav: the card's discount and free delivery as their own lines.
  await gotoLive(page, '/product/prd_dolo-650-tablet');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Cart\s*1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('House number and street').fill('12 Shivaji Nagar Road');
  await dialog.getByLabel('Pin code').fill('411001');
  await expect(dialog.getByLabel('City')).toHaveValue('Pune');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('For', { exact: true }).selectOption({ label: 'Aarav Pillai (Son, 10)' });
  await expect(page.getByText('Health card discount on medicines')).toBeVisible();
  await expect(page.getByText('Health card: free delivery')).toBeVisible();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'checkout-with-card');
  await page.getByRole('button', { name: /^Place order and pay ₹[\d,.]+$/ }).click();
  await expect(rzp).toBeVisible();
  await rzp.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);

  // A full-body checkup for Kamala: the card's free checkup shows as its own line before confirming.
  await page.goto('/packages/full-body-checkup-essential');
  await page
    .getByRole('button', { name: /^Add to Cart\s*:\s*Full Body Checkup Essential$/ })
    .first()
    .click();
  await page.goto('/lab-checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Book home collection' })).toBeVisible();
  await page.getByRole('radio', { name: /^Kamala Pillai/ }).check();
  await page.getByRole('radio', { name: 'Enter an address' }).check();
  await page.getByLabel('Contact name').fill('Kamala Pillai');
  await page.getByLabel('Mobile number').fill('9845012345');
  await page.getByLabel('House number and street').fill('21, 5th Cross, Koramangala 4th Block');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Pin code').fill('560034');
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary.getByText('Free full-body checkup (health card)')).toBeVisible();
  await expect(summary.getByText('To pay at collection')).toBeVisible();
  await expect(summary.getByText('₹0', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lab-checkout-card');

  // The home page's dashboard shows the card's state, one tap from the card.
  await page.goto('/');
  const state = page
    .getByRole('region', { name: /^Welcome back/ })
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Smart Health Card' }) })
    .last();
  await expect(page.getByText('For: Kamala Pillai')).toBeVisible();
  await expect(state.getByText('Family plan', { exact: true })).toBeVisible();
  await expect(state.getByText(/Valid until .* · 3 free video consultations left for you/)).toBeVisible();
  await expect(state.getByRole('link', { name: 'Show card' })).toHaveAttribute('href', '/healthcard');
  await page
    .getByRole('region', { name: /^Welcome back/ })
    .screenshot({ path: '.tmp/shots/e2e-dashboard-card-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('region', { name: /^Welcome back/ })
    .screenshot({ path: '.tmp/shots/e2e-dashboard-card-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The card shows what is left, and what a clinic sees on scanning it: names and validity only.
  await page.goto('/healthcard');
  await expect(card.getByText('Kamala Pillai', { exact: true })).toBeVisible();
  await expect(card.getByText('2 of 3 free consultations left', { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'healthcard-card');
  await card.getByRole('link', { name: 'See What a Clinic Sees' }).click();
  await expect(page).toHaveURL(/\/healthcard\/verify\/[\w-]{32}$/);
  await expect(page.getByText('Valid today')).toBeVisible();
  await expect(page.getByText('Kamala Pillai, Aarav Pillai')).toBeVisible();
  await expect(page.getByText(/1958|Mother|Son\b/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'healthcard-verify');
});
