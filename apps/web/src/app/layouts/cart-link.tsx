// The cart link of the navigation bar, with an item-count badge when the count is above 0.

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { type CartKind, useCartItemCount } from '../../lib/cart/use-cart-item-count.ts';

export function CartLink({ kind, className = '' }: { kind: CartKind; className?: string }) {
  const { t } = useLingui();
  const count = useCartItemCount(kind);
  const label = kind === 'labtest' ? t`Lab test cart` : t`Medicine cart`;
  return (
    <Link
      to={paths.cart}
      state={{ cartType: kind }}
      className={`relative inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 ${className}`}
      aria-label={count > 0 ? t`${label}, ${plural(count, { one: '# item', other: '# items' })}` : label}
    >
      <ShoppingCartIcon aria-hidden="true" className="size-5" />
      <span aria-hidden="true">
        <Trans>Cart</Trans>
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
