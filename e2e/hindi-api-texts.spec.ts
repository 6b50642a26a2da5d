import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, newPatient, registerViaUi, test } from './support.ts';

// What the API sends in English reads in Hindi for a Hindi reader (issue #33): a medicine order paid online
// and cancelled, its status, payment and timeline (the notes the API wrote) in My Orders and on its
// confirmation, and the health articles searched in Hindi.

test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/screens';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Hindi reader’s order, paid online and refunded, reads in Hindi; so does a search of the articles', async ({
  page,
}) => {
  // An order paid by UPI and cancelled (in English, as the payments journey does), refunded by the stand-in.
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  await page.goto('/product/prd_dolo-650-tablet');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Cart\s*1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const address = page.getByRole('dialog', { name: 'Add a new address' });
  await address.getByLabel('House number and street').fill('12 Shivaji Nagar Road');
  await address.getByLabel('Pin code').fill('411001');
  await expect(address.getByLabel('City')).toHaveValue('Pune');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toHaveCount(0);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order and pay ₹[\d,.]+$/ }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay by UPI' })
    .click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const orderNumber = (await page.getByText(/^ORD-\d{4}-\d+$/).textContent()) ?? '';
  await page.goto('/orders');
  await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(detail.getByText(/^Payment reference: pay_\w+$/)).toBeVisible();
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  // Once processed, the refund's line and its note below both begin so: either shows it.
  await expect(detail.getByText(/^Refund of ₹[\d,.]+ (initiated|processed)/).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('UPI · Refunded')).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 60_000 });

  // The account's language becomes Hindi.
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  const chose = await page.request.patch('/api/v1/users/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: 'hi' },
  });
  expect(chose.status()).toBe(200);

  // My Orders: the status, the payment and the delivery line in Hindi.
  await gotoLive(page, '/hi/orders');
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(card.getByText('UPI · रिफ़ंड हुआ')).toBeVisible();
  await expect(card.getByText('रद्द', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(orderNumber) })
    .first()
    .click();
  const hindiDetail = page.getByRole('dialog').filter({ hasText: orderNumber });
  await expect(hindiDetail).toBeVisible();
  // The timeline: each state by its code, and the notes the API wrote, in Hindi.
  await expect(hindiDetail.getByText('ऑनलाइन भुगतान हुआ', { exact: true })).toBeVisible();
  await expect(hindiDetail.getByText(/^ऑर्डर रद्द किया गया। ₹[\d,.]+ का रिफ़ंड शुरू हो गया।$/)).toBeVisible();
  await expect(
    hindiDetail.getByText(/^₹[\d,.]+ का रिफ़ंड आपके भुगतान के मूल तरीके में भेज दिया गया है।$/),
  ).toBeVisible();
  await expect(hindiDetail.getByText('Paid online')).toHaveCount(0);
  await expect(hindiDetail.getByText('Refunded', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'hi-order-detail');
  // The receipt, downloaded by a Hindi reader: its words in Hindi (apps/api/test tiers read its text).
  const download = page.waitForEvent('download');
  await hindiDetail.getByRole('button', { name: 'रसीद डाउनलोड करें' }).click();
  await (await download).saveAs(`${SHOTS}/hi-order-receipt.pdf`);
  // The end of the timeline, scrolled to inside the dialog.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hindiDetail.getByText(/का रिफ़ंड आपके भुगतान के मूल तरीके में/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/hi-order-timeline-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The order's confirmation page: its state and the payment line in Hindi.
  await gotoLive(page, `/hi/order-success?order=${orderId}`);
  await expect(page.getByTestId('payment-state')).toHaveText(/^रिफ़ंड हुआ · ₹[\d,.]+ चुकाए गए · UPI · pay_\w+$/);
  await expect(page.getByText(/ · रद्द$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'hi-order-payment');

  // The health articles searched in Hindi: the Hindi article found by its Hindi words.
  await gotoLive(page, `/hi/health-articles?q=${encodeURIComponent('डेंगू')}`);
  await expect(page.getByRole('heading', { level: 2, name: /^डेंगू: किन चेतावनी संकेतों पर नज़र रखें/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'hi-articles-search');
});
