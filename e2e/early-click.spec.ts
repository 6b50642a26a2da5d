import { expect } from '@playwright/test';
import { newPatient, registerViaUi, test } from './support.ts';

// A click on a server-rendered section whose code has not come yet is not lost (docs/ARCHITECTURE.md#hydration):
// a product page's related products are a lazy Suspense section (apps/web/src/features/pharmacy/routes/
// product-details.tsx). Its code is held back, 'Add to Cart' is pressed on the server's HTML, and once the code
// is let through the section hydrates and React replays the form submission: the product is in the cart.

for (const visitor of ['a visitor', 'a signed-in patient'] as const) {
  test(`'Add to Cart' pressed by ${visitor} in a section before it hydrates takes effect once its code arrives`, async ({
    page,
  }) => {
    // Signed in, the page renders again when the stored session is applied, while the section still waits.
    if (visitor === 'a signed-in patient') {
      await registerViaUi(page, newPatient());
      await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
    }
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route(/\/assets\/related-products-[\w-]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });

    // goto waits until React has hydrated the page (e2e/support.ts); the related products still wait.
    await page.goto('/product/prd_dolo-650-tablet');
    await expect.poll(() => held).toBe(true);
    const related = page.getByRole('region', { name: 'Related products' });
    const button = related.getByRole('button', { name: /^Add to Cart\s*: / }).first();
    const name = ((await button.textContent()) ?? '').replace(/^Add to Cart: /, '');
    expect(name).not.toBe('');
    await button.click();
    await expect(page.getByRole('link', { name: /^Cart(, \d+ items?)?$/ }).first()).toHaveAccessibleName(
      'Cart',
    );

    release();
    await expect(page.getByText(`${name} added to your cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
