// @vitest-environment jsdom
// A cart line on /hi names its colour and size in Hindi (components/pharmacy/variant-names.ts) and its pack in
// Hindi; the maker as printed. An English page shows them as the catalogue writes them.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../lib/cart/cart-slice.ts';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { MedicineCartLine } from './medicine-cart-line.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const KNEE_CAP: CartItem = {
  id: 'prd_tynor-knee-cap',
  price: 34_900,
  quantity: 1,
  type: 'medicine',
  name: 'Tynor Knee Cap',
  manufacturer: 'Tynor Orthotics Pvt Ltd',
  unit: 'Pair',
  color: 'Beige',
  size: 'Large',
};

const show = (item: CartItem = KNEE_CAP) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ul>
          <MedicineCartLine item={item} line={undefined} />
        </ul>
      </MemoryRouter>
    </I18nProvider>,
  );

describe("a cart line's variant", () => {
  it('shows the colour and size as written on an English page', () => {
    show();
    expect(screen.getByText('Tynor Orthotics Pvt Ltd · Pair · Beige · Large')).toBeTruthy();
  });

  it('shows the colour and size in Hindi on a Hindi page, letter sizes as printed', async () => {
    await inHindi('cart');
    show();
    expect(screen.getByText('Tynor Orthotics Pvt Ltd · जोड़ी · बेज · बड़ा')).toBeTruthy();
    cleanup();
    show({ ...KNEE_CAP, color: 'Black', size: 'XL' });
    expect(screen.getByText('Tynor Orthotics Pvt Ltd · जोड़ी · काला · XL')).toBeTruthy();
  });
});
