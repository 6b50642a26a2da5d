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
