// @vitest-environment jsdom
// An e-prescription's medicine lines read in Hindi on a Hindi page: dose, frequency, days and the pack
// (components/pharmacy/dosing-text.ts, pack-size.ts), the medicine's name as printed.
import type { EPrescription } from '@arogya/contracts/calls';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import EPrescriptionPage from './e-prescription.tsx';

const RX = {
  id: 'rx_1',
  callId: 'call_1',
  callType: 'video',
  issuedAt: '2026-11-28T05:00:00.000Z',
  viaTeleconsultation: true,
  doctor: {
    id: 'doc_001',
    name: 'Arjun Mehta',
    qualification: 'MBBS, MD',
    registrationNumber: 'KMC-81350',
    registrationCouncil: 'Karnataka Medical Council',
  },
  patient: { id: 'usr_1', name: 'Priya Sharma' },
  diagnosis: null,
  items: [
    {
      productId: 'prd_telma-40-tablet',
      name: 'Telma 40 Tablet',
      saltComposition: null,
      schedule: 'H',
      dose: '1 tablet',
      frequency: '1-0-1 after food',
      durationDays: 30,
      instructions: null,
      quantity: 2,
      product: {
        pricePaise: 22_000,
        mrpPaise: 24_000,
        unit: 'Strip of 15 tablets',
        manufacturer: 'Glenmark',
        image: '/x.webp',
        inStock: true,
      },
    },
  ],
  advice: null,
  followUpDate: null,
  advisedTests: [],
  pdfUrl: '/api/v1/calls/call_1/prescription.pdf',
} satisfies EPrescription;

vi.mock('../api/write-e-prescription.ts', () => ({
  getEPrescription: async () => RX,
  downloadEPrescriptionPdf: async () => undefined,
}));

afterEach(() => {
  cleanup();
  backToEnglish();
});

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/e-prescriptions/rx_1']}>
          <Routes>
            <Route path="/e-prescriptions/:id" element={<EPrescriptionPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );

describe("an e-prescription's medicine line", () => {
  it('reads as the doctor wrote it on an English page', async () => {
    show();
    expect(
      await screen.findByText(/^1 tablet, 1-0-1 after food, for 30 days · 2 × Strip of 15 tablets/),
    ).toBeTruthy();
  });

  it('reads in Hindi on a Hindi page', async () => {
    await inHindi('calls');
    show();
    const line = await screen.findByText(/^1 टैबलेट, 1-0-1 खाने के बाद, /);
    expect(line.textContent).toContain('15 टैबलेट की स्ट्रिप');
    expect(line.textContent).not.toMatch(/tablet|after food|Strip/);
    expect(screen.getByText('Telma 40 Tablet')).toBeTruthy();
  });
});
