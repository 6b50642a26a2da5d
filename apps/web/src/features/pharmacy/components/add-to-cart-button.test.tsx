// @vitest-environment jsdom
// The toast that confirms an 'Add to Cart' reads in the page's language wherever the button is pressed: its
// words are in the 'app' catalog, which every Hindi page loads at start (lib/cart/cart-toasts.ts), not in the
// pharmacy's or the labs' catalog, which only their own pages load. Here the page has loaded what a Hindi
// page always has ('app' and 'errors', lib/i18n/start-i18n.ts) and nothing else.
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/app-toaster.tsx';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

// react-hot-toast asks whether motion is reduced; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const product = {
  id: 'prd_dolo-650-tablet',
  name: 'Dolo 650 Tablet',
  title: 'Dolo 650 Tablet',
  image: '/images/dolo.webp',
  manufacturer: 'Micro Labs',
  unit: 'Strip of 15 tablets',
  discountPricePaise: 2720,
  inStock: true,
  availableOnline: true,
} as unknown as ProductCard;

function page(button: React.ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{button}</MemoryRouter>
      <AppToaster />
    </I18nProvider>,
  );
}

describe('on a Hindi page that has loaded only the catalogs every page loads', () => {
  beforeAll(async () => {
    activate('hi');
    await loadCatalogs(['app', 'errors']);
  });
  afterAll(() => activate('en'));

  it("a medicine's 'Add to Cart' confirms in Hindi", async () => {
    page(<AddToCartButton product={product} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Dolo 650 Tablet/ }));
    });
    expect(
      await screen.findByText('Dolo 650 Tablet आपकी कार्ट में जोड़ दिया गया', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/added to your cart/)).toBeNull();
  });
});

describe('on an English page', () => {
  beforeAll(() => activate('en'));

  it('the toast keeps its English', async () => {
    page(<AddToCartButton product={{ ...product, id: 'prd_crocin', name: 'Crocin Advance' }} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Crocin Advance/ }));
    });
    expect(await screen.findByText('Crocin Advance added to your cart', {}, { timeout: 5000 })).toBeTruthy();
  });
});
