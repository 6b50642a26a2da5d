import { describe, expect, it } from 'vitest';
import { paymentStateText } from './payment-state.ts';

const online = (status: string, extra: object = {}) =>
  ({ status, label: status, method: 'upi', reference: 'pay_Q1w2E3r4T5y6', ...extra }) as never;

describe('paymentStateText', () => {
  it('says what was paid online, how and its reference', () => {
    expect(paymentStateText({ amountPaise: 130_000, payment: online('paid') })).toBe(
      'Paid ₹1,300 · UPI · pay_Q1w2E3r4T5y6',
    );
    expect(paymentStateText({ amountPaise: 59_900, payment: online('paid', { method: 'netbanking' }) })).toBe(
      'Paid ₹599 · Net banking · pay_Q1w2E3r4T5y6',
    );
    expect(
      paymentStateText({
        amountPaise: 50_000,
        payment: online('refund_pending', { label: 'Refund initiated' }),
      }),
    ).toBe('Refund initiated · Paid ₹500 · UPI · pay_Q1w2E3r4T5y6');
  });

  it('says what is still to pay, and where', () => {
    expect(paymentStateText({ amountPaise: 125_000, payment: null, offline: { where: 'clinic' } })).toBe(
      'Pay ₹1,250 at the clinic',
    );
    expect(
      paymentStateText({
        amountPaise: 64_950,
        payment: online('pay_on_delivery', { method: null, reference: null }),
        offline: { where: 'delivery' },
      }),
    ).toBe('Pay ₹649.50 in cash on delivery');
    expect(
      paymentStateText({ amountPaise: 99_900, payment: null, offline: { where: 'collection', paid: true } }),
    ).toBe('Paid ₹999 at sample collection');
    expect(paymentStateText({ amountPaise: 130_000, payment: online('awaiting_payment') })).toBe(
      'Awaiting payment of ₹1,300',
    );
  });

  it('says when there is nothing to pay', () => {
    expect(paymentStateText({ amountPaise: 0, payment: null, offline: { where: 'clinic' } })).toBe(
      'Nothing to pay',
    );
  });
});
