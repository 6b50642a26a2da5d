// A link to the cart with its item count, at the top of the pharmacy pages (the navigation bar shows its cart
// link only on /medifarma pages, as docs/screens.md#navigation says; this one follows the shopper everywhere
// else).
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';

export function CartShortcut() {
  const count = useMedicineCart((s) => s.totalItems);
  return (
    <Link to={paths.cart} className={buttonClass('secondary', 'sm', 'shrink-0')}>
      <ShoppingCartIcon aria-hidden="true" className="size-4" />
      Cart
      {count > 0 ? (
        <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">
          {count > 99 ? '99+' : count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      ) : null}
    </Link>
  );
}
