import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newPatient, registerViaUi } from './support.ts';

// A lab booking paid online (docs/product-rules.md#payments) through the Razorpay stand-in the e2e server
// runs: book a package at home, pay by UPI in the stand-in Checkout, see it paid with its reference and
// receipt; cancel it inside the free window and see the refund initiated, then processed.

test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/screens';
mkdirSync(SHOTS, { recursive: true });
const PACKAGE = 'Diabetes Screening Package';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a patient books a home collection, pays by UPI, sees it paid, cancels it and sees the refund', async ({
  page,
}) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  await page.goto('/packages/diabetes-screening-package');
  await expect(page.getByRole('heading', { level: 1, name: PACKAGE })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^Add to cart\\s*:\\s*${PACKAGE}$`) })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /In cart: view cart/ }).first()).toBeVisible();
  await page.goto('/lab-checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Book home collection' })).toBeVisible();

  await page.getByLabel('Age (years)').fill('52');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'Enter an address' }).check();
  await page.getByLabel('Contact name').fill('Meera Pillai');
  await page.getByLabel('Mobile number').fill('9845012345');
  await page.getByLabel('House number and street').fill('21, 5th Cross, Koramangala 4th Block');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Pin code').fill('560034');
  await page.getByRole('radio', { name: /Nandi Clinical Laboratory/ }).check();
  await page
    .locator('label')
    .filter({ hasText: /^Tomorrow$/ })
    .click();
  await page
    .getByRole('group', { name: 'Morning' })
    .locator('label:not(:has(input:disabled))')
    .first()
    .click();

  // Online payment is offered beside payment at collection (the e2e server has Razorpay keys).
  await expect(page.getByRole('radio', { name: 'Pay at collection (cash or UPI)' })).toBeChecked();
  await page.getByRole('radio', { name: /^Pay online now/ }).check();
  await expect(page.getByText(/The slot is held for 15 minutes while you pay/)).toBeVisible();
  const pay = page.getByRole('button', { name: /^Book and pay ₹[\d,.]+$/ });
  await expect(pay).toBeVisible();
  const amount = ((await pay.textContent()) ?? '').replace('Book and pay ', '');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lab-checkout-pay-online');
  await pay.click();

  const rzp = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(rzp).toBeVisible();
  await rzp.getByRole('button', { name: 'Pay by UPI' }).click();

  const confirmed = page.getByText(/^Booking confirmed: LAB-\d{4}-\d+$/);
  await expect(confirmed).toBeVisible({ timeout: 20_000 });
  const orderNumber = ((await confirmed.textContent()) ?? '').replace('Booking confirmed: ', '').trim();
  await expect(page.getByText(`Paid ${amount} online.`)).toBeVisible();
  await expect(page.getByText('Online · Paid')).toBeVisible();
  await expect(page.getByText(/^Payment reference: pay_\w+$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`arogya-receipt-${orderNumber}.pdf`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lab-booking-paid');

  // My Orders shows it paid online.
  await page.goto('/orders/lab-tests');
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(card.getByText('Online · Paid')).toBeVisible();
  await card.getByRole('link', { name: `Details of ${orderNumber}` }).click();

  // Cancel inside the free window: refunded in full through Razorpay.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(`Your payment of ${amount} is refunded in full.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(
      new RegExp(`^Refund of ${amount.replace('.', '\\.')} (initiated: it reaches your account|processed)`),
    ),
  ).toBeVisible();
  // The stand-in processes the refund and sends its webhook; the booking then shows it refunded.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Online · Refunded')).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    page.getByText(
      new RegExp(`^Refund of ${amount.replace('.', '\\.')} processed \\(reference rfnd_\\w+\\)$`),
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lab-booking-refunded');
  await page.goto('/orders/lab-tests');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: orderNumber })
      .getByText(/Online · Refunded · Refund of/),
  ).toBeVisible();
  await shoot(page, 'lab-orders-refunded');
});
