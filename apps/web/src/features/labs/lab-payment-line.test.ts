import { describe, expect, it } from 'vitest';
import { labPaymentLine } from './lab-payment-line.ts';

const atCollection = { payment: null, totalPaise: 34_000 };

describe('labPaymentLine', () => {
  it('says a booking paid at collection was paid, and one still to pay where to pay', () => {
    expect(labPaymentLine({ ...atCollection, paymentStatus: 'paid' })).toBe('Paid ₹340 at collection');
    expect(labPaymentLine({ ...atCollection, paymentStatus: 'pending' })).toBe(
      'Pay at collection (cash or UPI)',
    );
    expect(labPaymentLine({ ...atCollection, paymentStatus: 'void' })).toBe('Nothing to pay');
  });

  it("gives an online payment's own state", () => {
    const payment = { status: 'paid', label: 'Paid' } as never;
    expect(labPaymentLine({ payment, paymentStatus: 'paid', totalPaise: 59_000 })).toBe('Online · Paid');
  });
});
