// openCheckout against a fake of Razorpay Checkout's surface (docs/product-rules.md#payments): Checkout
// stays open after a failed attempt (its `retry`, on by default on the web), so the outcome is settled by
// the payment that succeeds or by the patient closing it, never by the failure alone. A failure says why in
// the page's language (payment-failure-text.test.ts for Hindi); Razorpay's own words go to the console.
import type { PaymentSession } from '@arogya/contracts/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutError } from './payment-failure-text.ts';
import { openCheckout } from './razorpay-checkout.ts';

type Options = {
  handler: (r: Record<string, string>) => void;
  modal: { ondismiss: () => void };
  prefill: Record<string, string>;
};
let opened: FakeCheckout[] = [];

class FakeCheckout {
  failed: ((r: { error?: CheckoutError }) => void)[] = [];
  constructor(readonly options: Options) {
    opened.push(this);
  }
  on(_event: 'payment.failed', fn: (r: { error?: CheckoutError }) => void) {
    this.failed.push(fn);
  }
  open() {}
  fail(error: CheckoutError) {
    for (const fn of this.failed) fn({ error });
  }
  pay() {
    this.options.handler({
      razorpay_order_id: 'order_Test0000000001',
      razorpay_payment_id: 'pay_Test00000000001',
      razorpay_signature: 'ab'.repeat(32),
    });
  }
}

const session: PaymentSession = {
  paymentId: 'p1',
  provider: 'razorpay',
  keyId: 'rzp_test_Key',
  razorpayOrderId: 'order_Test0000000001',
  amountPaise: 12_700,
  currency: 'INR',
  name: 'Arogya',
  description: 'Order ORD-2026-001001',
  reference: 'ORD-2026-001001',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919876543210' },
  checkoutUrl: 'https://checkout.example/v1/checkout.js',
  holdExpiresAt: null,
};

/** What Razorpay hands 'payment.failed' when the bank declines a UPI payment. */
const upiDeclined: CheckoutError = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed because the UPI request was declined',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_declined',
  metadata: { payment_id: 'pay_Test00000000002', order_id: 'order_Test0000000001' },
};

/** Waits until Checkout has been opened `count` times (its script and the page's catalog load first). */
const checkoutsOpened = (count: number) => vi.waitFor(() => expect(opened).toHaveLength(count));

const settledYet = async (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  opened = [];
  (globalThis as { window?: unknown }).window = { Razorpay: FakeCheckout };
});
afterEach(() => {
  warn.mockRestore();
  delete (globalThis as { window?: unknown }).window;
});

describe('openCheckout', () => {
  it('opens on the Razorpay order, prefilled with the patient and the chosen method', async () => {
    const outcome = openCheckout(session, 'upi');
    await checkoutsOpened(1);
    const checkout = opened[0];
    expect(checkout?.options).toMatchObject({
      key: 'rzp_test_Key',
      order_id: 'order_Test0000000001',
      amount: 12_700,
      prefill: { ...session.prefill, method: 'upi' },
    });
    checkout?.pay();
    expect((await outcome).kind).toBe('paid');
  });

  it('a failed attempt leaves Checkout open: a payment that follows in it is the outcome', async () => {
    const outcome = openCheckout(session, 'upi');
    await checkoutsOpened(1);
    opened[0]?.fail(upiDeclined);
    expect(await settledYet(outcome)).toBe(false);
    opened[0]?.pay();
    expect(await outcome).toEqual({
      kind: 'paid',
      response: {
        razorpay_order_id: 'order_Test0000000001',
        razorpay_payment_id: 'pay_Test00000000001',
        razorpay_signature: 'ab'.repeat(32),
      },
    });
  });

  it('closed after a failure, it is that failure, said plainly; closed before any, dismissed', async () => {
    const failed = openCheckout(session, 'card');
    await checkoutsOpened(1);
    opened[0]?.fail(upiDeclined);
    opened[0]?.options.modal.ondismiss();
    expect(await failed).toEqual({
      kind: 'failed',
      message: 'Your bank declined it. Please try another card or payment method, or ask your bank.',
    });
    // Razorpay's words and the payment's id are kept, in the console.
    expect(warn).toHaveBeenCalledWith(
      'Razorpay: the payment failed',
      expect.objectContaining({
        code: 'BAD_REQUEST_ERROR',
        reason: 'payment_declined',
        description: 'Payment failed because the UPI request was declined',
        metadata: { payment_id: 'pay_Test00000000002', order_id: 'order_Test0000000001' },
      }),
    );

    const closed = openCheckout(session, 'upi');
    await checkoutsOpened(2);
    opened[1]?.options.modal.ondismiss();
    expect(await closed).toEqual({ kind: 'dismissed' });
  });
});
