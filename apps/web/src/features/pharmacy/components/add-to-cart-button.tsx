// 'Add to Cart' for a product card: disabled (and saying why) when the product is out of stock or not sold
// online; a toast confirms. It submits a form whose action adds the product: pressed on a server-rendered
// page before its section has hydrated, the submission is kept by React (its form-replaying script,
// apps/web/src/entry-server.tsx) and replayed once the section has hydrated (docs/ARCHITECTURE.md#hydration).

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { useLingui } from '@lingui/react/macro';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { announceAddedToCart } from '../../../lib/cart/cart-toasts.ts';
import { toCartItem, unavailableReason } from '../to-cart-item.ts';

export function AddToCartButton({
  product,
  label: labelProp,
  size = 'sm',
  className = '',
}: {
  product: ProductCard;
  label?: string;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useLingui();
  const label = labelProp ?? t`Add to Cart`;
  const add = useMedicineCart((s) => s.add);
  const reason = unavailableReason(product);
  const name = product.name || product.title;
  return (
    <form
      className="contents"
      action={() => {
        add(toCartItem(product));
        announceAddedToCart(name);
      }}
    >
      <Button type="submit" size={size} className={className} disabled={reason !== null}>
        <ShoppingCartIcon aria-hidden="true" className="size-4" />
        {reason ?? label}
        <span className="sr-only">: {name}</span>
      </Button>
    </form>
  );
}
