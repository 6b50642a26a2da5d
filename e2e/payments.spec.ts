import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newPatient, registerViaUi, test } from './support.ts';

// Online payment through the Razorpay stand-in the e2e server runs (scripts/razorpay-stand-in/): its
// checkout.js opens a small dialog to pay by UPI or fail, then calls the page's handler as Checkout does.

// Two long journeys on a machine that may be busy: more time than the default minute.
test.describe.configure({ timeout: 180_000 });

const SHOTS = '.tmp/screens';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A signed-in patient at checkout with a strip of Dolo in the cart and a Pune address chosen. */
async function atCheckout(page: Page) {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  await page.goto('/product/prd_dolo-650-tablet');
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
}

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Razorpay test checkout' });
const checkoutScripts = (page: Page) => page.locator('script[src$="/v1/checkout.js"]').count();

test('a patient pays a medicine order by UPI, sees it paid with a receipt, cancels it and sees the refund', async ({
  page,
}) => {
  await atCheckout(page);
  const upi = page.getByRole('radio', { name: /^UPI/ });
  // UPI comes first.
  await expect(
    page.getByRole('group', { name: 'Payment method' }).getByRole('radio').first(),
  ).toHaveAccessibleName(/^UPI/);
  await upi.check();
  expect(await checkoutScripts(page)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'checkout-payment-choice');

  const pay = page.getByRole('button', { name: /^Place order and pay ₹[\d,.]+$/ });
  const amount = ((await pay.textContent()) ?? '').replace('Place order and pay ', '');
  await pay.click();
  const rzp = checkoutDialog(page);
  await expect(rzp).toBeVisible();
  expect(await checkoutScripts(page)).toBe(1);
  await expect(rzp.getByText(/@example\.in/)).toBeVisible();
  await rzp.getByRole('button', { name: 'Pay by UPI' }).click();

  await expect(page).toHaveURL(/\/order-success\?order=/);
  const number = page.getByText(/^ORD-\d{4}-\d+$/);
  await expect(number).toBeVisible();
  const orderNumber = (await number.textContent()) ?? '';
  expect(await page.evaluate(() => localStorage.getItem('medicineCart'))).toBeNull();
  // The confirmation says for whom, what was paid, how, and Razorpay's reference.
  await expect(page.getByText(/^For Meera Pillai · /)).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText(
    new RegExp(`^Paid ${amount.replace('.', '\\.')} · UPI · pay_\\w+$`),
  );

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByText('UPI · Paid')).toBeVisible();
  await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(detail.getByText(/^Payment reference: pay_\w+$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`arogya-receipt-${orderNumber}.pdf`);

  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await expect(
    detail.getByText(
      new RegExp(
        `^Refund of ${amount.replace('.', '\\.')} (initiated: it reaches your account|processed \\(reference)`,
      ),
    ),
  ).toBeVisible();
  // The stand-in processes the refund and sends its webhook; My Orders then shows it refunded.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('UPI · Refunded')).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  await expect(
    detail.getByText(
      new RegExp(`^Refund of ${amount.replace('.', '\\.')} processed \\(reference rfnd_\\w+\\)$`),
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-orders-refunded');
});

test('a failed payment keeps the cart: the patient pays again, then chooses cash on delivery', async ({
  page,
}) => {
  await atCheckout(page);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  // Like Razorpay's, the Checkout stays open after a failed attempt; the patient closes it.
  const rzp = checkoutDialog(page);
  await rzp.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(rzp.getByRole('status')).toContainText('Payment failed');
  await rzp.getByRole('button', { name: 'Close' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    /Your cart is kept, and order ORD-\d{4}-\d+ holds your medicines for 15 minutes/,
  );
  expect(await page.evaluate(() => localStorage.getItem('medicineCart'))).not.toBeNull();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'checkout-payment-failed');

  // Pay again: Checkout opens on the same held order; the patient closes it.
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ again$/ }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await checkoutDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('The payment window was closed before paying.')).toBeVisible();

  // Cash on delivery instead: the held order is cancelled and a cash order placed.
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  await expect(page.getByText(/Keep ₹[\d,.]+ ready to pay in cash on delivery/)).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText(/^Pay ₹[\d,.]+ in cash on delivery$/);

  await page.goto('/orders');
  await expect(page.getByText('UPI · Not paid')).toBeVisible();
  await expect(page.getByText('Cash on delivery', { exact: true })).toBeVisible();
});

test('a payment that fails and then succeeds inside the same Checkout pays the order', async ({ page }) => {
  await atCheckout(page);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  const rzp = checkoutDialog(page);
  await rzp.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(rzp.getByRole('status')).toContainText('Payment failed');
  await rzp.getByRole('button', { name: 'Pay by UPI' }).click();

  await expect(page).toHaveURL(/\/order-success\?order=/);
  const orderNumber = (await page.getByText(/^ORD-\d{4}-\d+$/).textContent()) ?? '';
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByText('UPI · Paid')).toBeVisible();
});
