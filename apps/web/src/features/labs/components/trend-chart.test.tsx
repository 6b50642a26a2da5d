// @vitest-environment jsdom
// The trend's accessible name (what a screen reader says for the chart) is in the page's language.
import type { LabTrend } from '@arogya/contracts/labs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import { TrendChart } from './trend-chart.tsx';

afterEach(cleanup);
afterAll(() => activate('en'));

const trend: LabTrend = {
  parameter: { id: 'par_hb', code: 'HB', name: 'Haemoglobin', nameHi: 'हीमोग्लोबिन', unit: 'g/dL' },
  referenceRange: null,
  points: [
    {
      bookingId: 'b1',
      orderNumber: 'L1',
      at: '2026-03-05T04:00:00Z',
      date: '2026-03-05',
      value: 11.2,
      flag: null,
    },
    {
      bookingId: 'b2',
      orderNumber: 'L2',
      at: '2026-06-05T04:00:00Z',
      date: '2026-06-05',
      value: 12.8,
      flag: null,
    },
  ],
};

const chartName = () =>
  screen
    .getAllByRole('img')
    .find((el) => el.tagName.toLowerCase() === 'svg')
    ?.getAttribute('aria-label');

describe('the trend chart', () => {
  it('is named in English on an English page', () => {
    activate('en');
    render(
      <I18nProvider i18n={i18n}>
        <TrendChart trend={trend} />
      </I18nProvider>,
    );
    expect(chartName()).toMatch(/^Haemoglobin over time: 11\.2 g\/dL on .+; 12\.8 g\/dL on .+$/);
  });

  it('is named in Hindi on a Hindi page, the parameter by its Hindi name', async () => {
    activate('hi');
    await loadCatalogs(['labs']);
    render(
      <I18nProvider i18n={i18n}>
        <TrendChart trend={trend} />
      </I18nProvider>,
    );
    expect(chartName()).toMatch(/^समय के साथ हीमोग्लोबिन: .+ को 11\.2 g\/dL; .+ को 12\.8 g\/dL$/);
  });
});
