// @vitest-environment jsdom
// A lab booking awaiting payment says, in one sentence of the page's language, by when to pay; a refused
// payment shows the API's words in Hindi on a Hindi page (refusalText), not the code's general message.
import type { LabBooking } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { validationMessagesReady } from '../../../lib/validation-messages.ts';
import { LabBookingPayment } from './lab-booking-payment.tsx';

const payOnline = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/pay-online.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/pay-online.ts')>()),
  payOnline,
}));

afterEach(() => {
  cleanup();
  backToEnglish();
  payOnline.mockReset();
});

const BOOKING = {
  id: 'lbk_1',
  status: 'booked',
  totalPaise: 59_000,
  payment: {
    status: 'awaiting_payment',
    reference: null,
    paidAt: null,
    refund: null,
    holdExpiresAt: '2026-11-29T06:45:00.000Z',
    receiptAvailable: false,
  },
} as unknown as LabBooking;

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LabBookingPayment booking={BOOKING} problem={null} />
    </QueryClientProvider>,
  );

describe("a lab booking's payment line", () => {
  it('says by when to pay in one English sentence', () => {
    show();
    expect(
      screen.getByText(/^Pay ₹590 by .+ to keep this slot; unpaid, the booking is cancelled/),
    ).toBeTruthy();
  });

  it('says it in Hindi on a Hindi page, with no English left', async () => {
    await inHindi('labs');
    const { container } = show();
    const line = container.querySelector('p');
    expect(line?.textContent).toMatch(/तक ₹590 चुकाएँ/);
    expect(line?.textContent).not.toMatch(/\b(by|Pay)\b/);
  });

  it("shows a refused payment in the API's words, in Hindi", async () => {
    await inHindi('labs');
    await validationMessagesReady();
    const message = 'Online payment is not available right now. Please try again later.';
    payOnline.mockRejectedValue(new ApiError(503, 'SERVICE_UNAVAILABLE', message, [], message));
    show();
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
      ),
    );
  });
});
