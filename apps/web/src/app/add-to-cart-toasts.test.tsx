// @vitest-environment jsdom
// The toast that confirms an 'Add to Cart' (a medicine's or a lab test's) reads in the page's language wherever
// the button is pressed: its words are in the 'app' catalog, which every Hindi page loads at start
// (lib/cart/cart-toasts.ts), not in the pharmacy's or the labs' catalog, which only their own pages load. Here the page
// has loaded what a Hindi page always has ('app' and 'errors', lib/i18n/start-i18n.ts) and nothing else.
import type { LabItemSummary } from '@arogya/contracts/labs';
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddLabToCartButton } from '../features/labs/components/add-lab-to-cart-button.tsx';
import { AddToCartButton } from '../features/pharmacy/components/add-to-cart-button.tsx';
import { loadCatalogs } from '../lib/i18n/catalogs.ts';
import { activate } from '../lib/i18n/start-i18n.ts';
import { AppToaster } from './app-toaster.tsx';

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

const labTest = {
  id: 'lab_hba1c',
  name: 'HbA1c',
  nameHi: 'एचबीए1सी',
  labCount: 3,
  pinCode: null,
  discountPricePaise: 39_900,
  originalPricePaise: 49_900,
} as unknown as LabItemSummary;

/** Presses the button named `name` on a page with the toaster, and waits for `toast`. */
async function pressAndSee(button: React.ReactNode, name: RegExp, toast: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{button}</MemoryRouter>
      <AppToaster />
    </I18nProvider>,
  );
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  expect(await screen.findByText(toast, {}, { timeout: 5000 })).toBeTruthy();
}

describe('on a Hindi page that has loaded only the catalogs every page loads', () => {
  beforeAll(async () => {
    activate('hi');
    await loadCatalogs(['app', 'errors']);
  });
  afterAll(() => activate('en'));

  it("a medicine's 'Add to Cart' confirms in Hindi", async () => {
    await pressAndSee(
      <AddToCartButton product={product} />,
      /Dolo 650 Tablet/,
      'Dolo 650 Tablet आपकी कार्ट में जोड़ दिया गया',
    );
    expect(screen.queryByText(/added to your cart/)).toBeNull();
  });

  it("a lab test's 'Add to Cart' confirms in Hindi, the test under its Hindi name", async () => {
    await pressAndSee(
      <AddLabToCartButton item={labTest} />,
      /एचबीए1सी/,
      'एचबीए1सी आपकी लैब टेस्ट कार्ट में जोड़ दिया गया',
    );
  });
});

describe('on an English page', () => {
  beforeAll(() => activate('en'));

  it("a medicine's toast keeps its English", async () => {
    await pressAndSee(
      <AddToCartButton product={{ ...product, id: 'prd_crocin', name: 'Crocin Advance' }} />,
      /Crocin Advance/,
      'Crocin Advance added to your cart',
    );
  });

  it("a lab test's toast keeps its English", async () => {
    await pressAndSee(
      <AddLabToCartButton item={{ ...labTest, id: 'lab_tsh', name: 'TSH', nameHi: 'टीएसएच' }} />,
      /TSH/,
      'TSH added to your lab test cart',
    );
  });
});
