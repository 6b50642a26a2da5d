// @vitest-environment jsdom
// The pharmacist's desk in Hindi (a pharmacist whose account language is Hindi): its catalog
// (src/locales/pharmacist/hi.po) turns the desk's English into Hindi.
import type { PharmacistQueueItem } from '@arogya/contracts/prescriptions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { QueueCard } from './components/queue-card.tsx';
import { NEXT_STEP } from './fulfilment-steps.ts';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const ITEM = {
  orderId: 'o1',
  orderNumber: 'ORD-2001',
  createdAt: '2026-11-28T05:00:00.000Z',
  patient: { id: 'u1', name: 'Meera Nair', phone: '9810012345' },
  forPerson: null,
  prescriptionItems: [{ name: 'Azithromycin 500', quantity: 1, schedule: 'H' }],
  itemCount: 2,
  totalPaise: 45_000,
  prescription: { items: [], doctor: null, fileUrl: null, fileName: null, mimeType: null },
} as unknown as PharmacistQueueItem;

describe("the pharmacist's desk in Hindi", () => {
  beforeEach(() => inHindi('pharmacist'));
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it('shows a prescription to verify in Hindi', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QueueCard item={ITEM} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('प्रिस्क्रिप्शन की जाँच बाकी है')).toBeTruthy();
    expect(screen.getByText('प्रिस्क्रिप्शन ज़रूरी')).toBeTruthy();
    expect(screen.getByText(/^2 आइटम/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^स्वीकार करें\s*ORD-2001 का प्रिस्क्रिप्शन$/ })).toBeTruthy();
  });

  it('names the fulfilment steps in Hindi', () => {
    expect(NEXT_STEP.confirmed.action).toBe('पैक हुआ दर्ज करें');
    expect(NEXT_STEP.confirmed.list).toBe('पैक करने हैं');
  });
});
