// The health card's discount shared over a receipt's lines (order-receipt.ts): exact to the paisa, in
// proportion to each line's amount, the odd paise to the largest remainders.
import { describe, expect, it } from 'vitest';
import { shareOut } from './order-receipt.ts';

describe('shareOut', () => {
  it('shares in proportion and adds up to the total exactly', () => {
    // The API test's order: ₹38.33 over ₹666.66 and ₹100.01.
    expect(shareOut(3_833, [66_666, 10_001])).toEqual([3_333, 500]);
    const shares = shareOut(1_000, [1, 1, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(shares).toEqual([334, 333, 333]);
  });

  it('gives the odd paise to the largest remainders, the first of equals first', () => {
    // Exact shares 2.5, 1.5 and 1: one paisa left, to the first of the two halves.
    expect(shareOut(5, [250, 150, 100])).toEqual([3, 1, 1]);
    expect(shareOut(7, [1, 3])).toEqual([2, 5]);
  });

  it('shares nothing when there is nothing to share or nothing to share it over', () => {
    expect(shareOut(0, [100, 200])).toEqual([0, 0]);
    expect(shareOut(500, [0, 0])).toEqual([0, 0]);
    expect(shareOut(500, [])).toEqual([]);
  });
});
