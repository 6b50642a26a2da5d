// Cheaper medicines with the same salt and strength (the API sends them cheapest first).

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { productPath } from '../../../config/pharmacy-paths.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

export function savingPercent(pricePaise: number, comparedPaise: number): number {
  if (comparedPaise <= 0 || pricePaise >= comparedPaise) return 0;
  return Math.floor(((comparedPaise - pricePaise) / comparedPaise) * 100);
}

export function SubstitutesList({
  substitutes,
  pricePaise,
}: {
  substitutes: ProductCard[];
  pricePaise: number;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {substitutes.map((s) => {
        const saving = savingPercent(s.discountPricePaise, pricePaise);
        return (
          <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1 basis-48">
              <h3 className="font-semibold text-slate-900">
                <Link to={productPath(s.id)} className="hover:text-brand-800 hover:underline">
                  {s.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                {s.manufacturer} · {packSize(s.unit)}
              </p>
            </div>
            <div className="text-right">
              <PriceTag pricePaise={s.discountPricePaise} mrpPaise={s.originalPricePaise} size="sm" />
              {saving > 0 ? (
                <p className="text-xs font-semibold text-green-800">
                  <Trans>{saving}% cheaper</Trans>
                </p>
              ) : null}
            </div>
            <AddToCartButton product={s} />
          </li>
        );
      })}
    </ul>
  );
}
