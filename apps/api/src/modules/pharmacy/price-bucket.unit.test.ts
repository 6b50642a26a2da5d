import { PRICE_BUCKETS, rupees } from '@arogya/contracts/constants';
import { describe, expect, it } from 'vitest';
import { inPriceBucket, priceBucketRange, priceClassesOf } from './price-bucket.ts';

describe('price buckets (bounds inclusive)', () => {
  it('covers 0-25, 25-50, 50-100 and 100+ in paise', () => {
    expect(PRICE_BUCKETS.map((b) => priceBucketRange(b.id))).toEqual([
      { minPaise: 0, maxPaise: rupees(25) },
      { minPaise: rupees(25), maxPaise: rupees(50) },
      { minPaise: rupees(50), maxPaise: rupees(100) },
      { minPaise: rupees(100), maxPaise: null },
    ]);
  });

  it.each([
    [rupees(0), ['0-25']],
    [rupees(24.99), ['0-25']],
    [rupees(25), ['0-25', '25-50']],
    [rupees(25.01), ['25-50']],
    [rupees(50), ['25-50', '50-100']],
    [rupees(99.99), ['50-100']],
    [rupees(100), ['50-100', '100+']],
    [rupees(100.01), ['100+']],
    [rupees(50_000), ['100+']],
  ] as const)('a price of %i paise falls in %j', (price, buckets) => {
    const hits = PRICE_BUCKETS.filter((b) => inPriceBucket(price, b.id)).map((b) => b.id);
    expect(hits).toEqual(buckets);
  });
});

describe('price classes of the facet cells', () => {
  it('puts each bucket on the classes between its inclusive bounds, a bound in both buckets', () => {
    expect(priceClassesOf('0-25')).toEqual([0, 1]);
    expect(priceClassesOf('25-50')).toEqual([1, 2, 3]);
    expect(priceClassesOf('50-100')).toEqual([3, 4, 5]);
    expect(priceClassesOf('100+')).toEqual([5, 6]);
  });
});
