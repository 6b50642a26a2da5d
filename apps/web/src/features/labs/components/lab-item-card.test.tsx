// @vitest-environment jsdom
// A lab test's card reads in the page's language: its Hindi name and Hindi summary on a Hindi page
// (lab_items.summary_hi, migration 0071), its English on an English page.
import type { LabItemSummary } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { LabItemCard } from './lab-item-card.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const HBA1C: LabItemSummary = {
  id: 'lt_dia004',
  slug: 'hba1c-glycated-haemoglobin',
  code: 'DIA004',
  type: 'test',
  name: 'HbA1c (Glycated Haemoglobin)',
  nameHi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
  aliases: [],
  aliasesHi: null,
  category: { slug: 'diabetes', label: 'Diabetes' },
  summary: 'Shows your average blood sugar over the last 2 to 3 months.',
  summaryHi: 'पिछले 2 से 3 महीनों की आपकी औसत ब्लड शुगर बताती है।',
  sampleTypes: ['blood'],
  fastingHours: 0,
  fastingRequired: false,
  preparation: 'No fasting needed.',
  turnaroundHours: 24,
  discountPrice: 450,
  price: 450,
  originalPrice: 600,
  discountPricePaise: 45_000,
  originalPricePaise: 60_000,
  discount: 25,
  parameterCount: 2,
  testCount: 1,
  labCount: 3,
  pinCode: null,
  popular: true,
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LabItemCard item={HBA1C} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('LabItemCard', () => {
  it('shows the Hindi summary on a Hindi page', async () => {
    await inHindi('labs');
    show();
    expect(screen.getByText(HBA1C.summaryHi as string)).toBeTruthy();
    expect(screen.queryByText(HBA1C.summary)).toBeNull();
  });

  it('shows the English summary on an English page', () => {
    show();
    expect(screen.getByText(HBA1C.summary)).toBeTruthy();
    expect(screen.queryByText(HBA1C.summaryHi as string)).toBeNull();
  });
});
