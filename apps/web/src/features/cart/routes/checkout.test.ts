import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { orderErrorMessage } from './checkout.tsx';

describe('a refused order', () => {
  it('shows the server’s words for out of stock (409) and a refused rule (422)', () => {
    expect(orderErrorMessage(new ApiError(409, 'CONFLICT', 'Only 1 Dolo 650 Tablet left in stock'))).toBe(
      'Only 1 Dolo 650 Tablet left in stock',
    );
    expect(orderErrorMessage(new ApiError(422, 'BUSINESS_RULE', 'Prescription is older than 30 days'))).toBe(
      'Prescription is older than 30 days',
    );
  });

  it('says the cart is kept after a network failure', () => {
    expect(orderErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error.'))).toBe(
      'Network error. Your cart is kept; try again.',
    );
  });
});
