// @vitest-environment jsdom
// The product page on /hi: its description and key features in Hindi (descriptionHi, featuresHi, migration
// 0078), its specification labels and word values in Hindi (specification-text.ts) and its colours in Hindi
// (variant-names.ts), and the offer covering it by its Hindi title; brand names and salts as printed. An English page shows the catalogue's English.
import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { productKey } from '../api/get-product.ts';
import ProductDetailsPage from './product-details.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const MONITOR = {
  id: 'prd_omron-hem-7120-bp-monitor',
  _id: 'prd_omron-hem-7120-bp-monitor',
  slug: 'omron-hem-7120-bp-monitor',
  name: 'Omron HEM-7120 BP Monitor',
  title: 'Omron HEM-7120 BP Monitor',
  image: null,
  images: ['/api/v1/pictures/products/prd_omron-hem-7120-bp-monitor/1.svg'],
  brand: { id: 'brd_omron', name: 'Omron' },
  manufacturer: 'Omron Healthcare India Pvt Ltd',
  unit: 'Box of 1 unit',
  saltComposition: null,
  description: 'Fully automatic upper-arm blood pressure monitor. IntelliSense technology.',
  descriptionHi: 'बांह पर लगने वाला पूरी तरह ऑटोमैटिक ब्लड प्रेशर मॉनिटर। IntelliSense तकनीक।',
  features: ['IntelliSense technology', 'Irregular heartbeat detection'],
  featuresHi: ['IntelliSense तकनीक', 'अनियमित धड़कन की पहचान'],
  specifications: {
    Brand: 'Omron',
    Manufacturer: 'Omron Healthcare India Pvt Ltd',
    Pack: 'Box of 1 unit',
    Warranty: '2 years',
    'Country of origin': 'China',
  },
  colors: [
    { name: 'White', value: '#f4f4f4', available: true },
    { name: 'Black', value: '#222222', available: true },
  ],
  sizes: [],
  stock: 40,
  schedule: 'OTC',
  prescriptionRequired: false,
  availableOnline: true,
  inStock: true,
  badge: null,
  offer: 'Flat 20% off on Omron devices',
  offerHi: 'Omron डिवाइस पर सीधी 20% छूट',
  discount: 10,
  discountPricePaise: 180_000,
  originalPricePaise: 200_000,
  rating: null,
  reviewCount: 0,
  warranty: '2 years',
  scheduleLabel: null,
  packSize: 1,
  form: null,
  reviewSummary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
  reviews: [],
  related: [],
  substitutes: [],
  wishlisted: false,
} as unknown as ProductDetail;

function show(product: ProductDetail = MONITOR) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(productKey(product.id), product);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/product/${product.id}`]}>
          <Routes>
            <Route path="/product/:productId" element={<ProductDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The second tab, Specifications. */
const specifications = () => fireEvent.click(screen.getAllByRole('tab')[1] as HTMLElement);

describe('the product page in Hindi', () => {
  it('shows the English description, features, specifications and colours on an English page', () => {
    show();
    expect(screen.getByText(/^Fully automatic upper-arm/)).toBeTruthy();
    expect(screen.getByText('Irregular heartbeat detection')).toBeTruthy();
    expect(screen.getByText('Colour')).toBeTruthy();
    expect(screen.getByText('Flat 20% off on Omron devices')).toBeTruthy();
    expect(screen.getAllByText('White').length).toBeGreaterThan(0);
    specifications();
    expect(screen.getByText('Country of origin')).toBeTruthy();
    expect(screen.getByText('China')).toBeTruthy();
  });

  it('shows the Hindi description and features, specification labels and values, and colours on /hi', async () => {
    await inHindi('pharmacy');
    show();
    expect(screen.getByText(/^बांह पर लगने वाला/)).toBeTruthy();
    expect(screen.getByText('अनियमित धड़कन की पहचान')).toBeTruthy();
    expect(screen.queryByText('Irregular heartbeat detection')).toBeNull();
    expect(screen.getAllByText('सफ़ेद').length).toBeGreaterThan(0);
    expect(screen.getByText('काला')).toBeTruthy();
    expect(screen.getByText('वारंटी: 2 साल')).toBeTruthy();
    expect(screen.getByText('Omron डिवाइस पर सीधी 20% छूट')).toBeTruthy();
    specifications();
    for (const label of ['ब्रांड', 'निर्माता', 'पैक', 'वारंटी', 'मूल देश'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('चीन')).toBeTruthy();
    expect(screen.queryByText('Country of origin')).toBeNull();
    // Brand and maker names are data: as printed.
    expect(screen.getAllByText('Omron Healthcare India Pvt Ltd').length).toBeGreaterThan(0);
  });

  it('shows the English where a product has no Hindi (an imported or India-size generated one)', async () => {
    await inHindi('pharmacy');
    show({ ...MONITOR, descriptionHi: null, featuresHi: null });
    expect(screen.getByText(/^Fully automatic upper-arm/)).toBeTruthy();
    expect(screen.getByText('Irregular heartbeat detection')).toBeTruthy();
  });
});
