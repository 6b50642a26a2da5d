// Selling price, and the MRP struck through only when there is a real discount
// (docs/product-rules.md#nothing-shown-is-invented: a made-up MRP is a deceptive price).

import { formatInr } from '@arogya/contracts/constants';
import { Trans } from '@lingui/react/macro';

type PriceTagProps = {
  pricePaise: number;
  mrpPaise: number;
  /** Whole percent off MRP; 0 for none. */
  discount?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const PRICE_SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl sm:text-3xl' } as const;

export function hasRealDiscount(pricePaise: number, mrpPaise: number): boolean {
  return mrpPaise > pricePaise;
}

export function PriceTag({ pricePaise, mrpPaise, discount = 0, size = 'md', className = '' }: PriceTagProps) {
  const discounted = hasRealDiscount(pricePaise, mrpPaise);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${className}`}>
      <Trans>
        <span className={`font-bold text-slate-900 ${PRICE_SIZES[size]}`}>
          <span className="sr-only">Price </span>
          {formatInr(pricePaise)}
        </span>
      </Trans>
      {discounted ? (
        <>
          <s className="text-sm text-slate-600">
            <Trans>
              <span className="sr-only">MRP </span>
              {formatInr(mrpPaise)}
            </Trans>
          </s>
          {discount > 0 ? (
            <span className="text-sm font-semibold text-green-800">
              <Trans>{discount}% off</Trans>
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
