// A list of product cards in grid or list layout, and its 6-card skeleton (docs/screens.md#category-page).

import { SKELETON_CARD_COUNT } from '@arogya/contracts/constants';
import type { ProductCard as Product } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { ProductCard, ProductCardSkeleton, type ProductLayout } from './product-card.tsx';

const LAYOUTS: Record<ProductLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
  list: 'grid grid-cols-1 gap-3 xl:grid-cols-2',
};

export function ProductGrid({
  products,
  layout = 'grid',
  dimmed = false,
  label,
}: {
  products: Product[];
  layout?: ProductLayout;
  dimmed?: boolean;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={`${LAYOUTS[layout]} ${dimmed ? 'opacity-60' : ''}`}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  layout = 'grid',
  label: labelProp,
}: {
  layout?: ProductLayout;
  label?: string;
}) {
  const { t } = useLingui();
  const label = labelProp ?? t`Loading products...`;
  return (
    <div className={LAYOUTS[layout]}>
      <LoadingNote label={label} />
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} layout={layout} />
      ))}
    </div>
  );
}

/** A long list shown a screenful at a time, with 'Show more products' for the rest (all already loaded). */
export function RevealingProductGrid({
  products,
  layout = 'grid',
  label,
  step = 24,
}: {
  products: Product[];
  layout?: ProductLayout;
  label?: string;
  step?: number;
}) {
  const [shown, setShown] = useState(step);
  const rest = products.length - shown;
  return (
    <>
      <ProductGrid products={products.slice(0, shown)} layout={layout} label={label} />
      {rest > 0 ? (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => setShown((n) => n + step)}>
            <Trans>Show more products ({rest} more)</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
