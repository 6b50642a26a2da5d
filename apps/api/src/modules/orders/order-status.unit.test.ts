import { RETURN_WINDOW_DAYS } from '@arogya/contracts/constants';
import { formatOrderNumber, ORDER_STATUSES } from '@arogya/contracts/pharmacy';
import { describe, expect, it } from 'vitest';
import { canCancel, canReturn, displayStatus, FILTER_STATUSES } from './order-status.ts';

const DAY = 86_400_000;

describe('order status rules', () => {
  it('allows cancelling only before dispatch (an unpaid online order too)', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual([
      'awaiting_payment',
      'awaiting_prescription',
      'confirmed',
      'packed',
    ]);
  });

  it('allows a return only of a delivered order within the window', () => {
    const delivered = new Date('2026-11-10T10:00:00Z');
    const edge = new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY);
    expect(canReturn('delivered', delivered, edge)).toBe(true);
    expect(canReturn('delivered', delivered, new Date(edge.getTime() + 1))).toBe(false);
    expect(canReturn('shipped', null, delivered)).toBe(false);
    expect(canReturn('returned', delivered, delivered)).toBe(false);
  });

  it('groups statuses into the colours and the My Orders filters', () => {
    expect(displayStatus('awaiting_prescription')).toBe('processing');
    expect(displayStatus('delivered')).toBe('delivered');
    expect(displayStatus('returned')).toBe('completed');
    expect(displayStatus('cancelled')).toBe('cancelled');
    const filtered = new Set(Object.values(FILTER_STATUSES).flat());
    for (const s of ORDER_STATUSES) expect(filtered.has(s)).toBe(true);
  });

  it('numbers orders ORD-<year>-<number>', () => {
    expect(formatOrderNumber(2026, 1001)).toBe('ORD-2026-001001');
    expect(formatOrderNumber(2027, 12_345_678)).toBe('ORD-2027-12345678');
  });
});
