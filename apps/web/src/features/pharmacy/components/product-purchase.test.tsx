// @vitest-environment jsdom
// The product page's purchase box says how many are in the cart already, in the page's language.
import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { toCartItem } from '../to-cart-item.ts';
import { ProductPurchase } from './product-purchase.tsx';

afterEach(() => {
  cleanup();
  useMedicineCart.getState().clear();
  backToEnglish();
});

const product = {
  id: 'prd_dolo',
  name: 'Dolo 650 Tablet',
  title: 'Dolo 650 Tablet',
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

function renderBox() {
  useMedicineCart.getState().addQuantity(toCartItem(product), 2);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ProductPurchase product={product} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('what is in the cart already', () => {
  it('in English', () => {
    renderBox();
    expect(screen.getByText('2 already in your cart')).toBeTruthy();
  });

  it('in Hindi', async () => {
    await inHindi('pharmacy');
    renderBox();
    expect(screen.getByText('2 पहले से आपकी कार्ट में हैं')).toBeTruthy();
  });
});
