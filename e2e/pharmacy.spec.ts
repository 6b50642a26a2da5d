import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, registerViaUi, test } from './support.ts';

// A 1x1 PNG: a real image by its bytes, as the upload checks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A one-page PDF, as the upload checks its bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Adds a Pune address (a seeded metro pin code with cash on delivery) in the checkout's address book. */
async function addAddress(page: Page) {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('House number and street').fill('12 Shivaji Nagar Road');
  await dialog.getByLabel('Pin code').fill('411001');
  await expect(dialog.getByText(/Delivery by .* to Pune/)).toBeVisible();
  await expect(dialog.getByLabel('City')).toHaveValue('Pune');
  await expect(dialog.getByLabel('State')).toHaveValue('Maharashtra');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /12 Shivaji Nagar Road/ })).toBeChecked();
}

async function placeOrder(page: Page): Promise<string> {
  // Online payment is offered too (the e2e server runs the Razorpay stand-in): cash is chosen, not implied.
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);
  const number = page.getByText(/^ORD-\d{4}-\d+$/);
  await expect(number).toBeVisible();
  return (await number.textContent()) ?? '';
}

test('a patient browses a category, filters, adds a medicine and pays cash on delivery', async ({ page }) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');

  await page.goto('/medifarma');
  await page.getByRole('link', { name: /^Pain Relief/ }).click();
  await expect(page).toHaveURL(/\/medicategory\/cat_pain-relief$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pain Relief' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Pain Relief' }).getByRole('listitem');
  const all = await products.count();
  expect(all).toBeGreaterThan(5);

  // Filters live in the URL; ₹25 – ₹50 keeps only prices in that range (bounds included).
  const range = page.getByRole('radio', { name: '₹25 – ₹50' });
  await range.click();
  await expect(range).toBeChecked();
  await expect(page).toHaveURL(/price=25-50/);
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  await expect.poll(() => products.count()).toBeLessThan(all);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('dolo');
  await expect(products).toHaveCount(1);
  await page.getByRole('link', { name: 'Dolo 650 Tablet' }).click();

  await expect(page).toHaveURL(/\/product\/prd_dolo-650-tablet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Cart\s*2 items$/ })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Medicines (2)' })).toBeVisible();
  await expect(page.getByText('To pay (before shipping)')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await addAddress(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  const orderNumber = await placeOrder(page);
  await expect(page.getByText(/Keep ₹[\d,.]+ ready to pay in cash on delivery/)).toBeVisible();

  // The cart is empty now, and the order is in My Orders.
  expect(await page.evaluate(() => localStorage.getItem('medicineCart'))).toBeNull();
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(detail.getByText('2 × ₹27.20 · Strip of 15 tablets')).toBeVisible();
  await expect(detail.getByText('Cash on delivery', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
});

test('an H medicine needs a prescription: the patient uploads one, the pharmacist approves it', async ({
  page,
  browser,
}) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');

  await page.goto('/product/prd_azee-250-tablet');
  await expect(page.getByText('Prescription required').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.goto('/checkout');
  await addAddress(page);

  await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.getByLabel(/Choose a prescription file/).setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('radio', { name: /Uploaded: prescription\.png/ })).toBeChecked();
  const orderNumber = await placeOrder(page);
  await expect(page.getByText('Awaiting prescription verification').first()).toBeVisible();

  const pharmacistContext = await browser.newContext();
  const desk = await pharmacistContext.newPage();
  await desk.goto('/pharmacist');
  await expect(desk).toHaveURL(/\/login$/);
  await loginViaUi(desk, 'pharmacist@arogya.in', 'Arogya@2026');
  await expect(desk.getByRole('heading', { level: 1, name: "Pharmacist's desk" })).toBeVisible();
  const card = desk.getByRole('article').filter({ hasText: orderNumber });
  await expect(card.getByText('Uploaded: prescription.png')).toBeVisible();
  await card.getByRole('button', { name: `View prescription for ${orderNumber}` }).click();
  await expect(
    desk.getByRole('dialog').getByRole('img', { name: `Prescription for ${orderNumber}` }),
  ).toBeVisible();
  await desk.keyboard.press('Escape');
  await card.getByRole('button', { name: `Approve prescription for ${orderNumber}` }).click();
  await expect(desk.getByRole('article').filter({ hasText: orderNumber })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'To pack' }).click();
  await expect(desk.getByRole('button', { name: `Mark packed ${orderNumber}` })).toBeVisible();
  await pharmacistContext.close();

  await page.goto('/orders');
  const order = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(order.getByText('Confirmed')).toBeVisible();

  // The upload stays with its order; a second, unused upload can be removed, file and all.
  await page.goto('/prescription-upload');
  await page.getByLabel(/Choose prescription files/).setInputFiles({
    name: 'spare.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const mine = page.getByRole('region', { name: 'Your prescriptions' });
  await expect(mine.getByRole('heading', { name: /^Uploaded: spare\.png/ })).toBeVisible();
  await mine.getByRole('button', { name: 'Remove Uploaded: prescription.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this prescription?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(
    confirm.getByText('This prescription is attached to an order and is kept with it.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await mine.getByRole('button', { name: 'Remove Uploaded: spare.png' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Prescription removed')).toBeVisible();
  await expect(mine.getByRole('heading', { name: /^Uploaded: spare\.png/ })).toHaveCount(0);
  await expect(mine.getByRole('heading', { name: /^Uploaded: prescription\.png/ })).toBeVisible();

  // A PDF prescription opens in the viewer: the page's policy lets it frame the file's blob (and nothing
  // else from outside).
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  await page.getByLabel(/Choose prescription files/).setInputFiles({
    name: 'rx.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await mine.getByRole('button', { name: /^View Uploaded: rx\.pdf/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Uploaded: rx.pdf' });
  await expect(viewer.locator('iframe[title="Uploaded: rx.pdf (PDF)"]')).toHaveAttribute('src', /^blob:/);
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test('the brand page filters by its facets: two boxes ticked at once both hold, and Clear All Filters clears them', async ({
  page,
}) => {
  await page.goto('/brands/brd_himalaya');
  await expect(page.getByRole('heading', { level: 1, name: 'Himalaya Wellness Products' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.locator('summary', { hasText: 'Preference' }).click();
  const ayurvedic = filters.getByRole('checkbox', { name: /Ayurvedic/ });
  const natural = filters.getByRole('checkbox', { name: /Natural/ });
  // The second tick comes while the first is still rendering: it starts from the address, not the page.
  await ayurvedic.click();
  await natural.click();
  await expect(ayurvedic).toBeChecked();
  await expect(natural).toBeChecked();
  await expect(page).toHaveURL(/Ayurvedic/);
  await expect(page).toHaveURL(/Natural/);
  await filters.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).not.toHaveURL(/Ayurvedic|Natural/);
  // The group closes again with nothing ticked in it.
  await expect(filters.locator('summary', { hasText: 'Preference' })).toHaveText('Preference');
});

test('a patient sees a clear 403 on the pharmacist desk', async ({ page }) => {
  await page.goto('/pharmacist');
  await loginViaUi(page, 'patient@arogya.in', 'Arogya@2026');
  await expect(
    page.getByRole('heading', { level: 1, name: /This page is not for your account/ }),
  ).toBeVisible();
});

test('medicine search suggests while typing and keys choose a suggestion', async ({ page }) => {
  await page.goto('/medifarma');
  const box = page.getByRole('combobox', { name: 'Search medicines' });
  await box.fill('dolo');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=dolo$/);
  await expect(page.getByRole('link', { name: 'Dolo 650 Tablet' })).toBeVisible();
});

test('the pharmacy offers serviceable Indian cities: four in the phone menu, each with its delivery page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/medifarma');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const cities = page
    .getByRole('heading', { name: 'Delivery locations' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(cities.getByRole('link')).toHaveText(['Delhi', 'Mumbai', 'Bengaluru', 'Hyderabad']);
  await cities.getByRole('link', { name: 'Mumbai' }).click();
  await expect(page).toHaveURL('/medifarma/location/mumbai');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine delivery in Mumbai' })).toBeVisible();
  await expect(page.getByText('2-4 days')).toBeVisible();
  await page.getByRole('button', { name: 'Deliver to Mumbai' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Delivering to Mumbai' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('arogya_delivery_location'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ citySlug: 'mumbai', cityName: 'Mumbai' });
});

for (const path of ['/medifarma', '/medicategory/cat_pain-relief', '/product/prd_dolo-650-tablet', '/cart']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    if (path === '/cart') {
      await page.addInitScript(() => {
        const item = {
          id: 'prd_dolo-650-tablet',
          name: 'Dolo 650 Tablet',
          price: 2720,
          quantity: 1,
          type: 'medicine',
        };
        localStorage.setItem(
          'medicineCart',
          JSON.stringify({ items: [item], totalAmount: 2720, totalItems: 1 }),
        );
      });
    }
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('a customer writes a product review; a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/product/prd_dolo-650-tablet');
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await page.getByRole('button', { name: 'Sign in to write a review' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  await page.goto('/product/prd_dolo-650-tablet');
  const tab = page.getByRole('tab', { name: /^Reviews/ });
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1] ?? 0);
  await tab.click();
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Dolo 650 Tablet' });
  await expectNoSeriousA11yViolations(page);

  // Nothing filled: every field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(dialog.getByText('Give your review a short title')).toBeVisible();
  await expect(dialog.getByText('Write at least 10 characters')).toBeVisible();

  await dialog.getByRole('radio', { name: /^4 stars/ }).check();
  await dialog.getByLabel('Title').fill('Brings the fever down');
  await dialog.getByLabel('Your review').fill('Worked within the hour for my father, no upset stomach.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The review is real: counted, listed first with the author's first name and initial.
  await expect(tab).toHaveText(new RegExp(`\\(${before + 1}\\)`));
  const first = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Brings the fever down' });
  await expect(first).toContainText('Worked within the hour for my father, no upset stomach.');
  await expect(first).toContainText('Meera P.');
});

test('a customer keeps products in a wishlist and buys from it', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login$/);
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');

  await page.goto('/product/prd_dolo-650-tablet');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'View wishlist' }).click();

  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(saved.filter({ hasText: 'Dolo 650 Tablet' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await saved.getByRole('button', { name: /^Add/ }).first().click();
  await expect(page.getByText('Dolo 650 Tablet added to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart\s*1 item$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Dolo 650 Tablet from your wishlist' }).click();
  await expect(page.getByText('Removed from your wishlist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});
