// @vitest-environment jsdom
import type { HealthCard } from '@arogya/contracts/health-card';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { healthCardKey } from '../lib/api/health-card.ts';
import { HealthCardReminder } from './health-card-reminder.tsx';

afterEach(cleanup);

const card = (over: Partial<HealthCard> = {}): HealthCard => ({
  id: 'card-1',
  cardNumber: '4000 1234 5678',
  plan: {
    slug: 'family',
    name: 'Family plan',
    maxPeople: 6,
    benefits: {
      freeConsultationsPerPerson: 3,
      labDiscountPercent: 15,
      medicineDiscountPercent: 5,
      freeDelivery: true,
      freeCheckupsPerPerson: 1,
    },
  },
  status: 'active',
  paymentStatus: 'paid',
  pricePaise: 59_900,
  holderName: 'Meera Pillai',
  people: [],
  validFrom: '2025-12-05',
  validTo: '2026-12-04',
  renewalDue: true,
  renewal: null,
  daysLeft: 10,
  refundable: false,
  verifyPath: '/healthcard/verify/x',
  holdExpiresAt: null,
  paidAt: '2025-12-05T04:00:00Z',
  payment: {
    status: 'paid',
    label: 'Paid',
    method: 'upi',
    reference: 'pay_TestCard01',
    paidAt: '2025-12-05T04:00:00Z',
    holdExpiresAt: null,
    refund: null,
    receiptAvailable: true,
  },
  ...over,
});

function renderWith(element: React.ReactNode, data: HealthCard | null) {
  const client = new QueryClient();
  client.setQueryData(healthCardKey, data);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the health card renewal reminder', () => {
  it('shows the last day and days left with a link to renew, only when the server says renewal is due', () => {
    renderWith(<HealthCardReminder card={card()} />, null);
    expect(screen.getByRole('status').textContent).toContain(
      'Your Smart Health Card ends on Fri, 4 Dec 2026 (10 days left).',
    );
    expect(screen.getByRole('link', { name: 'Renew card' }).getAttribute('href')).toBe('/healthcard');
    cleanup();
    renderWith(<HealthCardReminder card={card({ renewalDue: false })} />, null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
