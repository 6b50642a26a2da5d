import { describe, expect, it } from 'vitest';
import { checkupLine, labCardBenefit } from './lab-card-benefit.ts';

describe("the health card's lab benefit", () => {
  const items = [
    { id: 'fb1', category: 'full-body' },
    { id: 'fb2', category: 'full-body' },
    { id: 'dia', category: 'diabetes' },
  ];
  const lines = [
    { itemId: 'fb1', kind: 'package', pricePaise: 299_900 },
    { itemId: 'fb2', kind: 'package', pricePaise: 150_000 },
    { itemId: 'dia', kind: 'test', pricePaise: 40_000 },
  ];

  it('frees the cheapest full-body package, never a test of another category', () => {
    expect(checkupLine(lines, items)?.itemId).toBe('fb2');
    expect(checkupLine(lines.slice(2), items)).toBeUndefined();
  });

  it('takes the percentage off the rest, to the nearest paisa with half a paisa rounding up', () => {
    expect(labCardBenefit(190_000, { pricePaise: 150_000 }, 15)).toEqual({
      checkupPaise: 150_000,
      percentPaise: 6_000,
    });
    // 15% of 333 paise is 49.95: 50. 10% of 5 paise is 0.5: 1.
    expect(labCardBenefit(333, undefined, 15).percentPaise).toBe(50);
    expect(labCardBenefit(5, undefined, 10).percentPaise).toBe(1);
    // Never more than what is left.
    expect(labCardBenefit(150_000, { pricePaise: 150_000 }, 15)).toEqual({
      checkupPaise: 150_000,
      percentPaise: 0,
    });
  });
});
