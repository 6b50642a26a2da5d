// @vitest-environment jsdom
// The lab desk in Hindi (lab staff whose account language is Hindi): its catalog (src/locales/lab-desk/hi.po)
// turns the desk's English into Hindi.
import type { LabBooking, LabDeskBooking } from '@arogya/contracts/labs';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { DeskBookingCard } from './components/desk-booking-card.tsx';
import { ResultsForm } from './components/results-dialog.tsx';
import { reportReadyBlocker } from './desk-steps.ts';
import { notCalculatedText } from './lab-labels.ts';
import { priceError } from './menu-price.ts';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const BOOKING = {
  id: 'lb1',
  orderNumber: 'LAB-1001',
  status: 'booked',
  displayStatus: 'processing',
  statusLabel: 'Booked',
  scheduledDate: '2026-11-28',
  patient: { name: 'Meera Nair', age: 34, sex: 'female' },
  address: {
    line1: '12 MG Road',
    line2: '',
    landmark: '',
    city: 'Bengaluru',
    pinCode: '560001',
    phone: '9810012345',
  },
  items: [{ name: 'HbA1c (Glycated Haemoglobin)', nameHi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)' }],
  fastingHours: 10,
  phlebotomist: null,
  sampleBarcode: null,
  cancelReason: null,
} as unknown as LabBooking;

const param = (id: string, code: string, name: string, nameHi: string | null, unit: string) => ({
  id,
  code,
  name,
  nameHi,
  unit,
  valueType: 'numeric',
  normalText: null,
  normalTextHi: null,
  referenceRange: null,
  value: null,
  flag: null,
  calculated: null,
});

/** A package's CBC and a test of its own, as GET /api/v1/labs/desk/bookings/:id answers them. */
const RESULTS = {
  id: 'lb2',
  status: 'processing',
  patient: { name: 'Meera Nair', age: 34, sex: 'female' },
  reportFile: null,
  missingResults: 3,
  items: [],
  results: [
    {
      itemId: 'lt_bld001',
      name: 'Complete Blood Count (CBC)',
      nameHi: 'कम्प्लीट ब्लड काउंट (CBC)',
      packageName: 'Full Body Checkup Essential',
      packageNameHi: 'फुल बॉडी चेकअप एसेंशियल',
      parameters: [
        param('p_hb', 'HB', 'Haemoglobin', 'हीमोग्लोबिन', 'g/dL'),
        param('p_plt', 'PLT', 'Platelet Count', 'प्लेटलेट काउंट', 'thousand/µL'),
        // An abbreviation Hindi prints as English does: no Hindi of its own.
        param('p_mcv', 'MCV', 'MCV', null, 'fL'),
      ],
    },
  ],
} as unknown as LabDeskBooking;

const renderResults = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResultsForm booking={RESULTS} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe('the results form in English', () => {
  afterEach(cleanup);

  it('names the test, its package and its parameters as before', () => {
    renderResults();
    expect(
      screen.getByRole('group', { name: /^Complete Blood Count \(CBC\) ?\(Full Body Checkup Essential\)$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Haemoglobin/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Platelet Count/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^MCV/ })).toBeTruthy();
  });
});

describe('the lab desk in Hindi', () => {
  beforeEach(() => inHindi('lab-desk'));
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it('shows a collection and its next step in Hindi', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeskBookingCard booking={BOOKING} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('बुक है')).toBeTruthy();
    // The sex in full: a one-letter 'म' after the age was ambiguous.
    expect(screen.getByRole('heading', { name: 'LAB-1001 · Meera Nair, 34 महिला' })).toBeTruthy();
    // The tests by the catalogue's Hindi name.
    expect(screen.getByText('HbA1c (ग्लाइकेटेड हीमोग्लोबिन)')).toBeTruthy();
    expect(screen.getByText('10 घंटे का उपवास (फ़ास्टिंग)')).toBeTruthy();
    expect(screen.getByLabelText(/^फ़्लेबोटोमिस्ट का नाम/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सौंपें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बुकिंग रद्द करें LAB-1001' })).toBeTruthy();
  });

  it("names the results form's test, package and parameters in Hindi; abbreviations as printed", () => {
    renderResults();
    expect(
      screen.getByRole('group', { name: /^कम्प्लीट ब्लड काउंट \(CBC\) ?\(फुल बॉडी चेकअप एसेंशियल\)$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^हीमोग्लोबिन/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^प्लेटलेट काउंट/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^MCV/ })).toBeTruthy();
    expect(screen.queryByText(/Haemoglobin|Platelet|Full Body/)).toBeNull();
  });

  it('explains in Hindi what still blocks the report and a wrong price', () => {
    expect(reportReadyBlocker({ missingResults: 2, reportFile: null })).toBe('2 वैल्यू अभी भरनी बाकी हैं।');
    expect(priceError('10', 100_000)).toBe('कीमत कम से कम ₹50 होनी चाहिए');
  });

  it('says in Hindi why a calculated value is not shown, parameter names as printed', () => {
    expect(notCalculatedText(i18n, 'HDL is above Total cholesterol')).toBe('HDL, टोटल कोलेस्ट्रॉल से ज़्यादा है');
    expect(notCalculatedText(i18n, 'TIBC must be above 0')).toBe('TIBC 0 से ज़्यादा होना चाहिए');
    expect(notCalculatedText(i18n, 'Not calculated below 18 years')).toBe(
      '18 साल से कम उम्र में हिसाब नहीं लगाया जाता',
    );
    expect(notCalculatedText(i18n, 'Not calculated: triglycerides above 400 mg/dL')).toBe(
      'हिसाब नहीं लगाया गया: ट्राइग्लिसराइड 400 mg/dL से ज़्यादा है',
    );
  });
});
