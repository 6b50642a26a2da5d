// @vitest-environment jsdom
// The lab desk in Hindi (lab staff whose account language is Hindi): its catalog (src/locales/lab-desk/hi.po)
// turns the desk's English into Hindi.
import type { LabBooking } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { DeskBookingCard } from './components/desk-booking-card.tsx';
import { reportReadyBlocker } from './desk-steps.ts';
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
  items: [{ name: 'HbA1c' }],
  fastingHours: 10,
  phlebotomist: null,
  sampleBarcode: null,
  cancelReason: null,
} as unknown as LabBooking;

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
    expect(screen.getByText('10 घंटे का उपवास (फ़ास्टिंग)')).toBeTruthy();
    expect(screen.getByLabelText(/^फ़्लेबोटोमिस्ट का नाम/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सौंपें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बुकिंग रद्द करें LAB-1001' })).toBeTruthy();
  });

  it('explains in Hindi what still blocks the report and a wrong price', () => {
    expect(reportReadyBlocker({ missingResults: 2, reportFile: null })).toBe('2 वैल्यू अभी भरनी बाकी हैं।');
    expect(priceError('10', 100_000)).toBe('कीमत कम से कम ₹50 होनी चाहिए');
  });
});
