// The category page's price buckets (docs/product-rules.md#pharmacy-catalogue: 0-25, 25-50, 50-100, 100+,
// bounds inclusive), in paise. A price on a boundary (₹25, ₹50, ₹100) belongs to both buckets that share it.
import { PAISE_PER_RUPEE, PRICE_BUCKETS } from '@arogya/contracts/constants';
import type { PriceBucket } from '@arogya/contracts/pharmacy';

export function priceBucketRange(id: PriceBucket): { minPaise: number; maxPaise: number | null } {
  const bucket = PRICE_BUCKETS.find((b) => b.id === id);
  if (!bucket) throw new Error(`Unknown price bucket ${id}`);
  return {
    minPaise: bucket.min * PAISE_PER_RUPEE,
    maxPaise: Number.isFinite(bucket.max) ? bucket.max * PAISE_PER_RUPEE : null,
  };
}

export function inPriceBucket(pricePaise: number, id: PriceBucket): boolean {
  const { minPaise, maxPaise } = priceBucketRange(id);
  return pricePaise >= minPaise && (maxPaise === null || pricePaise <= maxPaise);
}

/**
 * The price classes of a bucket (migration product-facet-cells, `product_price_class`): the bounds ₹25, ₹50
 * and ₹100 are classes 1, 3 and 5, the ranges between them 0, 2, 4 and 6; a bucket holds the classes
 * within its inclusive bounds.
 */
export const PRICE_CLASS_BOUNDS_PAISE = [2500, 5000, 10000] as const;

export function priceClassesOf(id: PriceBucket): number[] {
  const { minPaise, maxPaise } = priceBucketRange(id);
  const max = maxPaise ?? Number.POSITIVE_INFINITY;
  const bounds = PRICE_CLASS_BOUNDS_PAISE;
  const classes: number[] = [];
  for (let i = 0; i <= bounds.length; i++) {
    // Class 2i: the prices between bounds[i-1] and bounds[i] (from 0 below the first, without end above
    // the last); class 2i+1: bounds[i] itself.
    const lo = i === 0 ? 0 : (bounds[i - 1] as number);
    const hi = i === bounds.length ? Number.POSITIVE_INFINITY : (bounds[i] as number);
    if (lo >= minPaise && hi <= max) classes.push(2 * i);
    const at = bounds[i];
    if (at !== undefined && at >= minPaise && at <= max) classes.push(2 * i + 1);
  }
  return classes;
}
