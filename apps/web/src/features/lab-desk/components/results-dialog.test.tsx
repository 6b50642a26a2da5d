// @vitest-environment jsdom
// The desk's results form: a calculated parameter (eAG) is no input but a read-only value with what it is
// calculated from, following the typed HbA1c live by the server's formula, and it is never sent.
import type { LabDeskBooking } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsForm } from './results-dialog.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const range = (low: number | null, high: number | null, text: string) => ({
  sex: null,
  ageMinYears: 18,
  ageMaxYears: null,
  low,
  high,
  criticalLow: null,
  criticalHigh: null,
  text,
});

const BOOKING = {
  id: 'labbk_1',
  status: 'processing',
  patient: { for: 'self', name: 'Meera Iyer', age: 34, sex: 'female' },
  reportFile: null,
  missingResults: 1,
  results: [
    {
      itemId: 'lt_dia004',
      name: 'HbA1c (Glycated Haemoglobin)',
      packageName: null,
      parameters: [
        {
          id: 'lp_dia004_hba1c',
          code: 'HBA1C',
          name: 'HbA1c (Glycated Haemoglobin)',
          unit: '%',
          valueType: 'numeric',
          normalText: null,
          referenceRange: range(4, 5.6, '4.0 - 5.6 %'),
          value: null,
          flag: null,
          calculated: null,
        },
        {
          id: 'lp_dia004_eag',
          code: 'EAG',
          name: 'Estimated Average Glucose',
          unit: 'mg/dL',
          valueType: 'numeric',
          normalText: null,
          referenceRange: range(68, 114, '68 - 114 mg/dL'),
          value: null,
          flag: null,
          calculated: {
            from: ['HBA1C'],
            hint: 'Calculated from HbA1c',
            formula: 'eAG = 28.7 × HbA1c − 46.7',
          },
        },
      ],
    },
  ],
} as unknown as LabDeskBooking;

const fetchMock = vi.fn<typeof fetch>();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the results form', () => {
  it('shows eAG read-only, calculated from HbA1c as it is typed, and sends only HbA1c', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ResultsForm booking={BOOKING} onClose={() => {}} />
      </QueryClientProvider>,
    );
    // One input: HbA1c. eAG is an output, with its hint.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /Estimated Average Glucose/ })).toBeNull();
    const eag = screen.getByRole('status', { name: 'Estimated Average Glucose' });
    expect(eag.tagName).toBe('OUTPUT');
    expect(eag.textContent).toBe('—');
    expect(screen.getByText('Calculated from HbA1c')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /HbA1c/ }), { target: { value: '6.5' } });
    expect(eag.textContent).toBe('140');
    fireEvent.change(screen.getByRole('textbox', { name: /HbA1c/ }), { target: { value: '6.' } });
    expect(eag.textContent).toBe('—');
    fireEvent.change(screen.getByRole('textbox', { name: /HbA1c/ }), { target: { value: '5.7' } });
    expect(eag.textContent).toBe('117');

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, result: BOOKING }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save results' }));
    await settle();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      results: [{ parameterId: 'lp_dia004_hba1c', value: '5.7' }],
    });
  });
});
