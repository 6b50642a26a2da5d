// The medicine card (docs/screens.md#medicine-card): image, name, discount label, price and MRP (struck only
// when really discounted), manufacturer, unit, badge, and 'Add to Cart' (disabled when not in stock).

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { ScheduleBadge } from '../../../components/pharmacy/schedule-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { productPath } from '../../../config/pharmacy-paths.ts';
import { badgeLabel, badgeTone } from '../badge-label.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

export function MedicineCard({ product, headingLevel = 3 }: { product: ProductCard; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const name = product.name || product.title;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="relative">
        <ProductImage
          src={product.image}
          alt=""
          sizes="(min-width: 640px) 184px, 152px"
          className="aspect-square w-full rounded-xl"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.badge ? <Badge tone={badgeTone(product.badge)}>{badgeLabel(product.badge)}</Badge> : null}
          {product.discount > 0 && product.originalPricePaise > product.discountPricePaise ? (
            <Badge tone="green">
              <Trans>{product.discount}% OFF</Trans>
            </Badge>
          ) : null}
        </div>
      </div>
      <Heading className="mt-3 line-clamp-2 text-sm font-semibold text-slate-900">
        <Link to={productPath(product.id)} className="hover:text-brand-800 hover:underline">
          {name}
        </Link>
      </Heading>
      <p className="mt-0.5 truncate text-xs text-slate-600">{product.manufacturer}</p>
      <p className="text-xs text-slate-600">{packSize(product.unit)}</p>
      <div className="mt-1 min-h-6">
        <ScheduleBadge schedule={product.schedule} />
      </div>
      <PriceTag
        pricePaise={product.discountPricePaise}
        mrpPaise={product.originalPricePaise}
        size="sm"
        className="mt-auto pt-2"
      />
      <AddToCartButton product={product} label={t`Add to Cart`} className="mt-2 w-full" />
    </article>
  );
}
