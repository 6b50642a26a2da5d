import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, registerViaUi, test } from './support.ts';

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
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*${PACKAGE}$`) })
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
  // The confirmation says what was paid, how, and Razorpay's reference.
  await expect(page.getByTestId('payment-state')).toHaveText(
    new RegExp(`^Paid ${amount.replace('.', '\\.')} · UPI · pay_\\w+$`),
  );
  await expect(page.getByText('Online · Paid')).toBeVisible();
  await expect(page.getByText(/^Payment reference: pay_\w+$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`arogya-receipt-${orderNumber}.pdf`);
  // The status list says 'Booked' once; the payment reads as its own line (not 'Booked' again).
  const status = page.getByRole('region', { name: 'Status' }).getByRole('listitem');
  await expect(status).toHaveCount(2);
  await expect(status.nth(0).getByText('Booked', { exact: true })).toBeVisible();
  await expect(status.nth(1).getByText('Paid online', { exact: true })).toBeVisible();
  await expect(status.getByText('Booked', { exact: true })).toHaveCount(1);
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
      new RegExp(
        `^Refund of ${amount.replace('.', '\\.')} (initiated: it reaches your account|processed \\(reference)`,
      ),
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

function indiaDate(daysAhead: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

test('an admin refunds part of a paid lab booking from the Payments page; the patient sees the refund', async ({
  page,
  browser,
}) => {
  // A booking paid online, made through the API as the signed-in patient (the test above walks the form).
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  const headers = { authorization: `Bearer ${token}` };
  const get = async (url: string) => (await (await page.request.get(url, { headers })).json()).result;
  const item = await get('/api/v1/labs/testList/diabetes-screening-package');
  const labs = (await get('/api/v1/labs/topMustLab?city=Bengaluru&limit=20')) as {
    id: string;
    name: string;
  }[];
  const lab = labs.find((l) => l.name === 'Nandi Clinical Laboratory');
  const date = indiaDate(2);
  const day = await get(`/api/v1/labs/slots?labId=${lab?.id}&date=${date}&itemIds=${item.id}`);
  const slot = (day.slots as { start: string; available: boolean }[]).find((s) => s.available);
  const booked = await page.request.post('/api/v1/labs/bookings', {
    headers: { ...headers, 'idempotency-key': `e2e-staff-refund-${Date.now()}` },
    data: {
      itemIds: [item.id],
      patient: { for: 'self', age: 47, sex: 'female' },
      address: {
        name: 'Meera Pillai',
        phone: '9845012345',
        line1: '21, 5th Cross, Koramangala 4th Block',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560034',
      },
      labId: lab?.id,
      date,
      slot: slot?.start,
      paymentMethod: 'online',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).result;
  const started = await page.request.post('/api/v1/payments', {
    headers: { ...headers, 'idempotency-key': `e2e-pay-${booking.id}` },
    data: { kind: 'lab_booking', id: booking.id },
  });
  const session = (await started.json()).result;
  const paid = await page.request.post(new URL('/checkout/pay', session.checkoutUrl).toString(), {
    data: { order_id: session.razorpayOrderId, method: 'upi' },
  });
  const verified = await page.request.post('/api/v1/payments/razorpay/verify', {
    headers,
    data: await paid.json(),
  });
  expect(verified.status()).toBe(200);

  // The admin finds it on the Payments page and refunds ₹100 of it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await loginViaUi(admin, 'admin@arogya.in', 'Arogya@2026');
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto('/admin/payments');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await admin.getByLabel('Search payments').fill(booking.orderNumber);
  await admin.getByLabel('For').selectOption('lab_booking');
  const row = admin.getByRole('listitem').filter({ hasText: booking.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shoot(admin, 'admin-payments');
  await row.getByRole('button', { name: `Refund ${booking.orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund ${booking.orderNumber}` });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Say why (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('100');
  await dialog.getByLabel('Reason').fill('Collection was two hours late');
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(/^Refund of ₹100 (initiated|processed) \(by staff\)$/)).toBeVisible();
  await shoot(admin, 'admin-payments-refunded');
  // Part refunded, the rest may still be refunded later: the dialog says what is left.
  await row.getByRole('button', { name: `Refund ${booking.orderNumber}` }).click();
  await expect(dialog).toContainText('of which ₹100 is refunded already');
  await dialog.getByRole('button', { name: 'Keep payment' }).click();
  await expect(dialog).toHaveCount(0);
  await adminContext.close();

  // The patient sees it on the booking.
  await page.goto(`/lab-bookings/${booking.id}`);
  // The payment's line (the Status list below has its own lines for the refund).
  await expect(
    page.getByText(/^Refund of ₹100 (initiated: it reaches your account|processed \(reference)/),
  ).toBeVisible();
  await expect(page.getByText(/Refund by Arogya support: Collection was two hours late/)).toBeVisible();
});
