// openCheckout against a fake of Razorpay Checkout's surface (docs/product-rules.md#payments): Checkout
// stays open after a failed attempt (its `retry`, on by default on the web), so the outcome is settled by
// the payment that succeeds or by the patient closing it, never by the failure alone.
import type { PaymentSession } from '@arogya/contracts/payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCheckout } from './razorpay-checkout.ts';

type Options = {
  handler: (r: Record<string, string>) => void;
  modal: { ondismiss: () => void };
  prefill: Record<string, string>;
};
let opened: FakeCheckout[] = [];

class FakeCheckout {
  failed: ((r: { error?: { description?: string } }) => void)[] = [];
  constructor(readonly options: Options) {
    opened.push(this);
  }
  on(_event: 'payment.failed', fn: (r: { error?: { description?: string } }) => void) {
    this.failed.push(fn);
  }
  open() {}
  fail(description: string) {
    for (const fn of this.failed) fn({ error: { description } });
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

const settledYet = async (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);

beforeEach(() => {
  opened = [];
  (globalThis as { window?: unknown }).window = { Razorpay: FakeCheckout };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('openCheckout', () => {
  it('opens on the Razorpay order, prefilled with the patient and the chosen method', async () => {
    const outcome = openCheckout(session, 'upi');
    await Promise.resolve();
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
    await Promise.resolve();
    opened[0]?.fail('Payment failed because the UPI request was declined');
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

  it('closed after a failure, it is that failure in Razorpay’s words; closed before any, dismissed', async () => {
    const failed = openCheckout(session, 'card');
    await Promise.resolve();
    opened[0]?.fail('Card declined');
    opened[0]?.options.modal.ondismiss();
    expect(await failed).toEqual({ kind: 'failed', message: 'Card declined' });

    const closed = openCheckout(session, 'upi');
    await Promise.resolve();
    opened[1]?.options.modal.ondismiss();
    expect(await closed).toEqual({ kind: 'dismissed' });
  });
});
