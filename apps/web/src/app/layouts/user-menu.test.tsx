// @vitest-environment jsdom
import type { HealthCard } from '@arogya/contracts/health-card';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { healthCardKey } from '../../lib/api/health-card.ts';
import { queryClient } from '../../lib/query-client.ts';
import { UserMenu } from './user-menu.tsx';

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

// The header has no query client of its own: the reminder loads with the shared one (renewal-note.tsx).
function renderWith(element: React.ReactNode, data: HealthCard | null) {
  queryClient.setQueryData(healthCardKey, data);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

/** The reminder is a lazily loaded chunk: give it time on a busy machine. */
const LAZY = { timeout: 10_000 };

const user = { id: 'u1', name: 'Meera Pillai', email: 'meera@example.in', roles: ['patient'] } as never;

describe('the account menu', () => {
  it("shows in the header's account menu for a patient whose card is due", async () => {
    renderWith(<UserMenu user={user} />, card({ daysLeft: 1 }));
    const button = await screen.findByRole('button', { name: /health card renewal due/ }, LAZY);
    fireEvent.click(button);
    expect((await screen.findByRole('link', { name: /1 day left.*Renew card/ })).getAttribute('href')).toBe(
      '/healthcard',
    );
    cleanup();
    renderWith(<UserMenu user={user} />, card({ renewalDue: false }));
    await screen.findByRole('button', { name: /account menu/ }, LAZY);
    expect(screen.queryByRole('button', { name: /renewal due/ })).toBeNull();
    // Staff see no card at all.
    cleanup();
    renderWith(<UserMenu user={{ ...(user as object), roles: ['doctor'] } as never} />, card());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /renewal due/ })).toBeNull();
  });
});
