import { describe, expect, it } from 'vitest';
import { usableMethods } from './payment-options.tsx';

describe('payment methods offered at checkout', () => {
  it('are the API’s, less cash on delivery when it is not allowed', () => {
    expect(usableMethods({ paymentMethods: ['cod'], cod: { allowed: true, reason: null } })).toEqual(['cod']);
    expect(
      usableMethods({ paymentMethods: ['cod'], cod: { allowed: false, reason: 'Over ₹50,000' } }),
    ).toEqual([]);
    expect(usableMethods({ paymentMethods: ['upi', 'cod'], cod: { allowed: false, reason: 'x' } })).toEqual([
      'upi',
    ]);
    expect(usableMethods({ paymentMethods: [], cod: { allowed: true, reason: null } })).toEqual([]);
  });
});
