import { describe, expect, it } from 'vitest';
import { english } from './i18n/english.ts';
import { payProblem } from './pay-online.ts';

describe('payProblem', () => {
  it('says nothing once paid, and names what the payment held when it was released first', () => {
    expect(payProblem(english, { kind: 'paid' }, 'booking')).toBeNull();
    expect(payProblem(english, { kind: 'dismissed' }, 'booking')).toBe(
      'The payment window was closed before paying.',
    );
    expect(payProblem(english, { kind: 'failed', message: 'Card declined' }, 'appointment')).toBe(
      'The payment did not go through: Card declined',
    );
    expect(payProblem(english, { kind: 'refunded' }, 'appointment')).toBe(
      'The appointment was released before your payment arrived, so the payment is being refunded.',
    );
  });
});
