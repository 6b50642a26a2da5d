// @vitest-environment jsdom
// The toast that confirms a lab test's 'Add to Cart' reads in the page's language wherever the button is
// pressed: its words are in the 'app' catalog, which every Hindi page loads at start (lib/cart/cart-toasts.ts),
// not in the labs' catalog, which only the lab pages load. Here the page has loaded what a Hindi page always
// has ('app' and 'errors', lib/i18n/start-i18n.ts) and nothing else.
import type { LabItemSummary } from '@arogya/contracts/labs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/app-toaster.tsx';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import { AddLabToCartButton } from './add-lab-to-cart-button.tsx';

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

const labTest = {
  id: 'lab_hba1c',
  name: 'HbA1c',
  nameHi: 'एचबीए1सी',
  labCount: 3,
  pinCode: null,
  discountPricePaise: 39_900,
  originalPricePaise: 49_900,
} as unknown as LabItemSummary;

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

  it("a lab test's 'Add to Cart' confirms in Hindi, the test under its Hindi name", async () => {
    page(<AddLabToCartButton item={labTest} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /एचबीए1सी/ }));
    });
    expect(
      await screen.findByText('एचबीए1सी आपकी लैब टेस्ट कार्ट में जोड़ दिया गया', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('on an English page', () => {
  beforeAll(() => activate('en'));

  it('the toast keeps its English', async () => {
    page(<AddLabToCartButton item={{ ...labTest, id: 'lab_tsh', name: 'TSH', nameHi: 'टीएसएच' }} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /TSH/ }));
    });
    expect(await screen.findByText('TSH added to your lab test cart', {}, { timeout: 5000 })).toBeTruthy();
  });
});
