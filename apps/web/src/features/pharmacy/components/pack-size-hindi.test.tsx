// @vitest-environment jsdom
// A medicine's pack reads in Hindi on a Hindi page wherever a card shows it (components/pharmacy/pack-size.ts),
// and exactly as the catalogue stores it on an English page.
import type { ProductCard } from '@arogya/contracts/pharmacy';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { MedicineCard } from './medicine-card.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const product = {
  id: 'prd_ascoril-ls-syrup',
  name: 'Ascoril LS Syrup',
  title: 'Ascoril LS Syrup',
  image: null,
  manufacturer: 'Glenmark',
  unit: 'Bottle of 100 ml',
  schedule: 'H',
  badge: null,
  discount: 0,
  discountPricePaise: 11_800,
  originalPricePaise: 11_800,
  inStock: true,
  availableOnline: true,
} as unknown as ProductCard;

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <MedicineCard product={product} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("a medicine card's pack", () => {
  it('shows the pack as stored on an English page', () => {
    show();
    expect(screen.getByText('Bottle of 100 ml')).toBeTruthy();
  });

  it('shows the pack in Hindi on a Hindi page', async () => {
    await inHindi('pharmacy');
    show();
    expect(screen.getByText('100 मि.ली. की बोतल')).toBeTruthy();
    expect(screen.queryByText('Bottle of 100 ml')).toBeNull();
  });
});
