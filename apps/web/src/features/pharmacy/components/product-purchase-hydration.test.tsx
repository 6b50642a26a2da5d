// @vitest-environment jsdom
// A page rendered on the server and hydrated in the browser: what only the browser holds (a cart in
// browser storage) must not change the first render, or React throws the server's HTML away and renders
// again (https://react.dev/errors/418). The cart stores read browser storage when they are made, so a
// visitor with a cart hydrates with it in hand: the product page's purchase box waits for useHydrated.
import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const product = {
  id: 'prd_dolo',
  name: 'Dolo 650 Tablet',
  stock: 50,
  colors: [],
  sizes: [],
  discountPricePaise: 2720,
  originalPricePaise: 3400,
  schedule: 'OTC',
  inStock: true,
  availableOnline: true,
  unit: 'Strip of 15 tablets',
} as unknown as ProductDetail;

/** The component as a fresh page load has it: its modules (and the cart stores) made anew. */
async function freshPurchaseBox() {
  vi.resetModules();
  return (await import('./product-purchase.tsx')).ProductPurchase;
}

describe('hydrating a page whose visitor has a cart', () => {
  it('renders the product page purchase box as the server did, then shows what is in the cart', async () => {
    // The server knows no cart.
    const OnServer = await freshPurchaseBox();
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <OnServer product={product} />
        </MemoryRouter>
      </I18nProvider>,
    );
    // The browser has two strips of it in its cart when the page's code loads.
    localStorage.setItem(
      STORAGE_KEYS.medicineCart,
      JSON.stringify({
        items: [
          {
            id: 'prd_dolo',
            name: 'Dolo 650 Tablet',
            price: 2720,
            unit: 'Strip',
            quantity: 2,
            type: 'medicine',
          },
        ],
        totalAmount: 5440,
        totalItems: 2,
      }),
    );
    const InBrowser = await freshPurchaseBox();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <InBrowser product={product} />
          </MemoryRouter>
        </I18nProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('2 already in your cart');
  });
});
