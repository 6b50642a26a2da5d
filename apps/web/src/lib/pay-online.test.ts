import { describe, expect, it } from 'vitest';
import { payProblem } from './pay-online.ts';

describe('payProblem', () => {
  it('says nothing once paid, and names what the payment held when it was released first', () => {
    expect(payProblem({ kind: 'paid' }, 'booking')).toBeNull();
    expect(payProblem({ kind: 'dismissed' }, 'booking')).toBe('The payment window was closed before paying.');
    expect(payProblem({ kind: 'failed', message: 'Card declined' }, 'appointment')).toBe(
      'The payment did not go through: Card declined',
    );
    expect(payProblem({ kind: 'refunded' }, 'appointment')).toBe(
      'The appointment was released before your payment arrived, so the payment is being refunded.',
    );
  });
});
