import { describe, expect, it } from 'vitest';
import { cappedTotal, countLimit } from './capped-total.ts';

describe('a listing total counted up to a cap that rolls with the page', () => {
  it('counts to 1,000 for the first pages and by whole thousands past the page asked', () => {
    expect(countLimit(0, 24)).toBe(1000);
    expect(countLimit(960, 24)).toBe(1000); // page 41 ends at the 984th match
    expect(countLimit(984, 24)).toBe(2000); // page 42 ends past the 1,000th
    expect(countLimit(1992, 24)).toBe(3000);
    expect(countLimit(0, 10, 500)).toBe(500);
  });

  it('says the total is a floor when more matches than it counted to', () => {
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, totalIsEstimate: true });
    expect(cappedTotal(1000, 1000)).toEqual({ total: 1000, totalIsEstimate: false });
    expect(cappedTotal(37, 2000)).toEqual({ total: 37, totalIsEstimate: false });
  });
});
