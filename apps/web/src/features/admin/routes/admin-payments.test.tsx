// @vitest-environment jsdom
// The refund form of /admin/payments checks the reason before anything is sent, and says what is wrong in the
// page's language: the contract's message (StaffRefundRequest) is the API's English, the form has its own.
import type { AdminPayment } from '@arogya/contracts/payments';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import AdminPaymentsPage from './admin-payments.tsx';

// Let the renderer's deferred effects run while jsdom is still here.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
// jsdom's <dialog> has no close(): the dialog closes as a browser's does, by losing its open attribute.
if (typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

const payment: AdminPayment = {
  id: 'pay_row_1',
  kind: 'medicine_order',
  payableId: 'ord_1',
  reference: 'ORD-2026-001001',
  amountPaise: 52_000,
  status: 'captured',
  method: 'upi',
  providerPaymentId: 'pay_Test00000000001',
  createdAt: '2026-11-28T05:58:00.000Z',
  capturedAt: '2026-11-28T05:59:00.000Z',
  payer: { id: 'usr_1', name: 'Priya Sharma', email: 'patient@arogya.in' },
  refund: null,
  refundedPaise: 0,
  refundablePaise: 52_000,
  canRefund: true,
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    json({
      success: true,
      result: [payment],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1, totalIsEstimate: false },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  backToEnglish();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/payments']}>
          <AdminPaymentsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** Opens the refund form of the one payment and presses its button with a reason of two characters. */
async function refundWithShortReason(refundLabel: RegExp, reasonLabel: string, submit: string) {
  fireEvent.click(await screen.findByRole('button', { name: refundLabel }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(reasonLabel), { target: { value: 'ok' } });
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
}

const refundRequests = () =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes('/refund'));

describe('the refund form', () => {
  it('on an English page, asks for a reason in English and sends nothing', async () => {
    renderPage();
    const dialog = await refundWithShortReason(/Refund ORD-2026-001001/, 'Reason', 'Refund');
    expect(within(dialog).getByText('Say why (at least 3 characters)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText(
        /^Priya Sharma paid ₹520(\.00)? \(pay_Test00000000001\)\. The refund goes back through Razorpay/,
      ),
    ).toBeTruthy();
    expect(refundRequests()).toEqual([]);
  });

  it('on a Hindi page, says it in Hindi, and the rest of the form is Hindi too', async () => {
    await inHindi('admin');
    renderPage();
    expect(await screen.findByText('1 भुगतान')).toBeTruthy();
    const dialog = await refundWithShortReason(/ORD-2026-001001 रिफ़ंड करें/, 'कारण', 'रिफ़ंड');
    const error = within(dialog).getByText(/कारण लिखें/);
    expect(error.textContent).toMatch(/^[^A-Za-z]+$/);
    expect(within(dialog).queryByText(/Say why/)).toBeNull();
    expect(dialog.textContent).not.toMatch(/refund goes back|paid|by staff/);
    expect(refundRequests()).toEqual([]);
  });
});
