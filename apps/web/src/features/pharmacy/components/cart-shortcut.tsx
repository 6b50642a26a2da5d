// A link to the cart with its item count, at the top of the pharmacy pages (the navigation bar shows its cart
// link only on /medifarma pages, as docs/screens.md#navigation says; this one follows the shopper everywhere
// else).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export function CartShortcut() {
  const { t } = useLingui();
  // The cart lives in browser storage: counted once the page is hydrated (lib/use-hydrated.ts).
  const stored = useMedicineCart((s) => s.totalItems);
  const count = useHydrated() ? stored : 0;
  return (
    <Link to={paths.cart} className={buttonClass('secondary', 'sm', 'shrink-0')}>
      <ShoppingCartIcon aria-hidden="true" className="size-4" />
      <Trans>Cart</Trans>
      {count > 0 ? (
        <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">
          {count > 99 ? '99+' : count}
          <span className="sr-only">{t`${plural(count, { one: ' item', other: ' items' })}`}</span>
        </span>
      ) : null}
    </Link>
  );
}
