// 'Add to Cart' for a test or package: into the lab-test cart (docs/product-rules.md#carts). Once the item is
// in the cart the button becomes a link to the cart, so a test is not booked twice by accident.

import type { LabItemSummary } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { Link } from 'react-router';
import { Button, type ButtonSize, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLabTestCart } from '../../../lib/cart/cart-store.ts';
import { announceAddedToLabCart } from '../../../lib/cart/cart-toasts.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { toLabCartItem, unbookableReason } from '../../../lib/lab-cart-item.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export function AddLabToCartButton({
  item,
  size = 'sm',
  className = '',
}: {
  item: LabItemSummary;
  size?: ButtonSize;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const add = useLabTestCart((s) => s.add);
  // The cart lives in browser storage: read once the page is hydrated (lib/use-hydrated.ts).
  const stored = useLabTestCart((s) => s.items.some((line) => line.id === item.id));
  const inCart = useHydrated() && stored;
  const reason = unbookableReason(i18n, item);
  const name = localName(item);
  if (inCart) {
    return (
      <Link
        to={paths.cart}
        state={{ cartType: 'labtest' }}
        className={buttonClass('secondary', size, className)}
      >
        <CheckIcon aria-hidden="true" className="size-4" />
        <Trans>
          In cart: view cart <span className="sr-only">({name})</span>
        </Trans>
      </Link>
    );
  }
  return (
    <Button
      size={size}
      className={className}
      disabled={reason !== null}
      onClick={() => {
        add(toLabCartItem(i18n, item));
        announceAddedToLabCart(name);
      }}
    >
      <ShoppingCartIcon aria-hidden="true" className="size-4" />
      {reason ?? t`Add to Cart`}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}
