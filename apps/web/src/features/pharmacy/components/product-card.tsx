// A product in the category, brand and search lists (docs/screens.md#category-page), in grid or list
// layout: image (placeholder when missing or broken), name, description, real rating (grid), real stock,
// price with the MRP struck only when discounted, and Add to Cart.

import type { ProductCard as Product } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { ScheduleBadge } from '../../../components/pharmacy/schedule-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { productPath } from '../../../config/pharmacy-paths.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { badgeLabel, badgeTone } from '../badge-label.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

export const NO_DESCRIPTION = msg`No description available`;

export type ProductLayout = 'grid' | 'list';

function StockLabel({ product }: { product: Product }) {
  if (!product.availableOnline) return null;
  return product.inStock ? (
    <span className="text-xs font-semibold text-green-800">
      <Trans>In Stock</Trans>
    </span>
  ) : (
    <span className="text-xs font-semibold text-red-700">
      <Trans>Out of Stock</Trans>
    </span>
  );
}

export function ProductCard({
  product,
  layout = 'grid',
  headingLevel = 3,
}: {
  product: Product;
  layout?: ProductLayout;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const name = product.name || product.title;
  const list = layout === 'list';
  return (
    <article
      className={`relative flex h-full rounded-2xl border border-slate-200 bg-white p-3 shadow-sm ${
        list ? 'flex-row gap-4' : 'flex-col'
      }`}
    >
      <div className={`relative shrink-0 ${list ? 'w-24 sm:w-32' : ''}`}>
        <ProductImage
          src={product.image}
          alt=""
          sizes={
            list
              ? '(min-width: 640px) 128px, 96px'
              : '(min-width: 1280px) 280px, (min-width: 768px) 30vw, 45vw'
          }
          className="aspect-square w-full rounded-xl"
        />
        {product.badge && !list ? (
          <span className="absolute top-2 left-2">
            <Badge tone={badgeTone(product.badge)}>{badgeLabel(product.badge)}</Badge>
          </span>
        ) : null}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${list ? '' : 'mt-3'}`}>
        <Heading className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
          <Link to={productPath(product.id)} className="hover:text-brand-800 hover:underline">
            {name}
          </Link>
        </Heading>
        <p className="mt-0.5 truncate text-xs text-slate-600">
          {product.manufacturer} · {packSize(product.unit)}
        </p>
        <p className={`mt-1 text-sm text-slate-700 ${list ? 'line-clamp-3' : 'line-clamp-2'}`}>
          {product.description || localized(NO_DESCRIPTION)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {list && product.badge ? (
            <Badge tone={badgeTone(product.badge)}>{badgeLabel(product.badge)}</Badge>
          ) : null}
          <ScheduleBadge schedule={product.schedule} />
          <StockLabel product={product} />
        </div>
        {list ? null : (
          <div className="mt-2">
            <RatingStars rating={product.rating} count={product.reviewCount} />
          </div>
        )}
        <div
          className={`mt-auto flex flex-wrap items-end justify-between gap-2 pt-3 ${list ? '' : 'flex-col items-stretch'}`}
        >
          <PriceTag
            pricePaise={product.discountPricePaise}
            mrpPaise={product.originalPricePaise}
            discount={product.discount}
            size="sm"
          />
          <AddToCartButton product={product} className={list ? '' : 'w-full'} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductLayout }) {
  const list = layout === 'list';
  return (
    <div
      className={`flex rounded-2xl border border-slate-200 bg-white p-3 ${list ? 'flex-row gap-4' : 'flex-col'}`}
    >
      <Skeleton className={`aspect-square rounded-xl ${list ? 'w-24 sm:w-32' : 'w-full'}`} />
      <div className={`flex-1 space-y-2 ${list ? '' : 'mt-3'}`}>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    </div>
  );
}
