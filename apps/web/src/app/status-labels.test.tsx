// @vitest-environment jsdom
// The words the API sends in English, in the page's language: order, lab booking and payment states by their
// codes, the timeline notes the API writes itself, an order's delivery estimate, the health card lines of a
// lab booking, the success messages of answers and where a code was sent. An English page keeps the API's
// words exactly.

import { LAB_BOOKING_STATUS_LABELS, type LabBookingStatus } from '@arogya/contracts/labs';
import { ORDER_STATUS_LABELS, type OrderListItem, type OrderStatus } from '@arogya/contracts/orders';
import { ORDER_PAYMENT_STATUS_LABELS, type OrderPaymentStatus } from '@arogya/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundLine } from '../components/payments/refund-line.tsx';
import { cardBenefitText } from '../features/labs/lab-payment-line.ts';
import { OrderCard } from '../features/orders/components/order-card.tsx';
import { deliveryText, paymentLine } from '../features/orders/order-display.ts';
import { codeSentText, emailLinkSentText } from '../features/users/code-sent-text.ts';
import { answerText } from '../lib/answer-text.ts';
import { backToEnglish, inHindi } from '../lib/i18n/hindi-in-tests.ts';
import { PAYMENT_STATUS_NAMES, paymentStateText } from '../lib/payment-state.ts';
import {
  LAB_BOOKING_STATUS_NAMES,
  ORDER_STATUS_NAMES,
  statusText,
  timelineNote,
} from '../lib/status-labels.ts';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const ORDER = {
  id: 'ord_1',
  orderNumber: 'ORD-2026-001001',
  status: 'shipped',
  statusLabel: 'Shipped',
  displayStatus: 'processing',
  createdAt: '2026-11-24T05:00:00.000Z',
  date: '2026-11-24',
  total: 480,
  totalPaise: 48_000,
  paymentMethod: 'upi',
  itemCount: 1,
  items: [{ name: 'Dolo 650 Tablet' }],
  deliveryAddress: 'Meera Iyer, 12 MG Road, Bengaluru - 560001',
  estimatedTime: 'Arrives 26 Nov - 28 Nov',
  estimatedDelivery: { from: '2026-11-26', to: '2026-11-28' },
  deliveredAt: null,
  canCancel: false,
  canReturn: false,
  payment: {
    status: 'refund_pending',
    label: 'Refund initiated',
    method: 'upi',
    reference: 'pay_Abc123',
    paidAt: '2026-11-24T05:01:00.000Z',
    holdExpiresAt: null,
    refund: null,
    receiptAvailable: true,
  },
} as unknown as OrderListItem;

describe('in English', () => {
  it('reads exactly as the API words it', () => {
    for (const [status, label] of Object.entries(ORDER_STATUS_LABELS))
      expect(ORDER_STATUS_NAMES[status as OrderStatus]).toBe(label);
    for (const [status, label] of Object.entries(LAB_BOOKING_STATUS_LABELS))
      expect(LAB_BOOKING_STATUS_NAMES[status as LabBookingStatus]).toBe(label);
    for (const [status, label] of Object.entries(ORDER_PAYMENT_STATUS_LABELS))
      expect(PAYMENT_STATUS_NAMES[status as OrderPaymentStatus]).toBe(label);
    expect(timelineNote('Order cancelled. Refund of ₹480 initiated.')).toBe(
      'Order cancelled. Refund of ₹480 initiated.',
    );
    expect(deliveryText(ORDER)).toBe('Arrives 26 Nov - 28 Nov');
    expect(paymentLine(ORDER)).toBe('UPI · Refund initiated');
    expect(answerText('Leave added', 'Leave added (local)')).toBe('Leave added');
    expect(answerText(undefined, 'Leave added')).toBe('Leave added');
    expect(cardBenefitText('Health card 10% off')).toBe('Health card 10% off');
    expect(codeSentText({ to: '+91 98•••••210', channel: 'sms' })).toBe(
      'We sent a 6-digit code to +91 98•••••210 by SMS.',
    );
    expect(emailLinkSentText('m•••@gmail.com', 30)).toBe(
      'We sent a link to m•••@gmail.com. Open it within 30 minutes to verify the address.',
    );
  });
});

describe('in Hindi', () => {
  it('words states by their codes, and a code the page does not know as the API words it', async () => {
    await inHindi('orders', 'labs', 'users');
    expect(statusText(ORDER_STATUS_NAMES, 'awaiting_prescription', 'x')).toBe('प्रिस्क्रिप्शन की जाँच बाकी है');
    expect(statusText(LAB_BOOKING_STATUS_NAMES, 'sample_collected', 'x')).toBe('सैंपल ले लिया गया');
    expect(statusText(PAYMENT_STATUS_NAMES, 'refund_failed', 'x')).toBe(
      'रिफ़ंड में देरी: हमारी टीम आपसे संपर्क करेगी',
    );
    expect(statusText(ORDER_STATUS_NAMES, 'lost_in_transit', 'Lost in transit')).toBe('Lost in transit');
    expect(paymentLine(ORDER)).toBe('UPI · रिफ़ंड शुरू हो गया');
  });

  it('translates the notes the API writes, and keeps what a person wrote as written', async () => {
    await inHindi();
    expect(timelineNote('Paid online')).toBe('ऑनलाइन भुगतान हुआ');
    expect(timelineNote('Order cancelled. Refund of ₹1,250.50 initiated.')).toBe(
      'ऑर्डर रद्द किया गया। ₹1,250.50 का रिफ़ंड शुरू हो गया।',
    );
    expect(timelineNote('Prescription not accepted: The prescription is older than 6 months')).toBe(
      'प्रिस्क्रिप्शन स्वीकार नहीं हुआ: The prescription is older than 6 months',
    );
    expect(timelineNote('Cancelled: payment was not received within 15 minutes')).toBe(
      'रद्द: 15 मिनट में भुगतान नहीं मिला',
    );
    expect(timelineNote('Refund of ₹480 processed to your original payment method.')).toBe(
      '₹480 का रिफ़ंड आपके भुगतान के मूल तरीके में भेज दिया गया है।',
    );
    expect(timelineNote('Handed to the courier at 5 pm')).toBe('Handed to the courier at 5 pm');
  });

  it('words the delivery estimate from its dates', async () => {
    await inHindi('orders');
    expect(deliveryText(ORDER)).toBe('26 नव॰ से 28 नव॰ के बीच पहुँचेगा');
    expect(deliveryText({ ...ORDER, estimatedDelivery: { from: '2026-11-26', to: '2026-11-26' } })).toBe(
      '26 नव॰ को पहुँचेगा',
    );
    expect(deliveryText({ ...ORDER, status: 'delivered', deliveredAt: '2026-11-27T09:00:00.000Z' })).toBe(
      '27 नव॰ को डिलीवर हुआ',
    );
    expect(deliveryText({ ...ORDER, status: 'out_for_delivery' })).toBe('डिलीवरी के लिए निकला: आज पहुँचेगा');
  });

  it('shows an order card’s status, payment and delivery in Hindi', async () => {
    await inHindi('orders');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderCard order={ORDER} whose="Meera Iyer" onOpen={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('भेज दिया गया')).toBeTruthy();
    expect(screen.getByText('UPI · रिफ़ंड शुरू हो गया')).toBeTruthy();
    expect(screen.getByText('26 नव॰ से 28 नव॰ के बीच पहुँचेगा')).toBeTruthy();
    expect(screen.queryByText('Shipped')).toBeNull();
  });

  it('shows the page’s own message for an answer, and the lab and code lines in Hindi', async () => {
    await inHindi('labs', 'users');
    expect(answerText('Leave added', 'छुट्टी जोड़ दी गई')).toBe('छुट्टी जोड़ दी गई');
    expect(cardBenefitText('Health card 10% off')).toBe('हेल्थ कार्ड से 10% छूट');
    expect(cardBenefitText('Health card savings')).toBe('हेल्थ कार्ड से बचत');
    expect(codeSentText({ to: '+91 98•••••210', channel: 'whatsapp' })).toBe(
      'हमने +91 98•••••210 पर WhatsApp से 6 अंकों का कोड भेजा है।',
    );
  });

  it('writes a refund and the payment line of a confirmation in Hindi', async () => {
    await inHindi();
    const { rerender } = render(
      <RefundLine refund={{ status: 'processed', amountPaise: 7_720, reference: 'rfnd_A1' }} />,
    );
    expect(screen.getByText('₹77.20 का रिफ़ंड हो गया (संदर्भ rfnd_A1)')).toBeTruthy();
    rerender(<RefundLine refund={{ status: 'pending', amountPaise: 7_720 }} />);
    expect(screen.getByText(/^₹77.20 का रिफ़ंड शुरू हो गया: यह \d+-\d+ कार्य दिवसों में/)).toBeTruthy();
    // The page's language without an i18n handed in.
    expect(
      paymentStateText({
        amountPaise: 7_720,
        payment: { status: 'refunded', label: 'Refunded', method: 'upi', reference: 'pay_B2' },
      }),
    ).toBe('रिफ़ंड हुआ · ₹77.20 चुकाए गए · UPI · pay_B2');
  });
});

describe('a refund in English', () => {
  it('reads as it always has', () => {
    const { rerender } = render(
      <RefundLine refund={{ status: 'processed', amountPaise: 7_720, reference: 'rfnd_A1' }} />,
    );
    expect(screen.getByText('Refund of ₹77.20 processed (reference rfnd_A1)')).toBeTruthy();
    rerender(<RefundLine refund={{ status: 'pending', amountPaise: 7_720 }} />);
    expect(
      screen.getByText(/^Refund of ₹77.20 initiated: it reaches your account in \d+-\d+ business days$/),
    ).toBeTruthy();
    rerender(<RefundLine refund={{ status: 'failed', amountPaise: 7_720 }} />);
    expect(screen.getByText('Refund of ₹77.20 failed')).toBeTruthy();
  });
});
