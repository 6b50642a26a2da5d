// Colour, size and quantity (1 up to the stock not already in the cart), 'Add to Cart' and 'Buy Now'.

import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QuantityStepper } from '../../../components/pharmacy/quantity-stepper.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { announceAddedToCart } from '../../../lib/cart/cart-toasts.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { toCartItem, unavailableReason } from '../to-cart-item.ts';
import { ColourPicker, SizePicker } from './product-options.tsx';

export function ProductPurchase({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const addQuantity = useMedicineCart((s) => s.addQuantity);
  // The cart lives in browser storage: counted once the page is hydrated (lib/use-hydrated.ts).
  const stored = useMedicineCart((s) => s.items.find((item) => item.id === product.id)?.quantity ?? 0);
  const inCart = useHydrated() ? stored : 0;
  const [colour, setColour] = useState(product.colors.find((c) => c.available)?.name);
  const [size, setSize] = useState<string | undefined>(product.sizes[0]);
  const [quantity, setQuantity] = useState(1);
  const reason = unavailableReason(product) ?? (product.stock <= 0 ? t`Out of stock` : null);
  const room = Math.max(0, product.stock - inCart);
  const chosen = Math.min(quantity, Math.max(room, 1));
  const name = product.name || product.title;

  const add = () => {
    addQuantity(toCartItem(product, { size, color: colour }), chosen);
    setQuantity(1);
  };

  return (
    <div className="space-y-4">
      <ColourPicker colours={product.colors} value={colour} onChange={setColour} />
      <SizePicker sizes={product.sizes} value={size} onChange={setSize} />

      {reason ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Trans>
            <span className="text-sm font-semibold text-slate-900">Quantity</span>
          </Trans>
          <QuantityStepper
            value={chosen}
            label={name}
            onDecrease={() => setQuantity(Math.max(1, chosen - 1))}
            onIncrease={() => setQuantity(Math.min(room, chosen + 1))}
            canDecrease={chosen > 1}
            canIncrease={chosen < room}
          />
          {inCart > 0 ? (
            <span className="text-sm text-slate-600">
              {room === 0
                ? t`All ${product.stock} in stock are in your cart`
                : t`${inCart} already in your cart`}
            </span>
          ) : null}
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button
          disabled={reason !== null || room === 0}
          onClick={() => {
            add();
            announceAddedToCart(name);
          }}
          className="flex-1 sm:flex-none"
        >
          <ShoppingCartIcon aria-hidden="true" className="size-4" />
          {reason ?? t`Add to Cart`}
        </Button>
        {reason ? null : (
          <Button
            variant="secondary"
            disabled={room === 0 && inCart === 0}
            onClick={() => {
              if (room > 0) add();
              navigate(paths.checkout);
            }}
            className="flex-1 sm:flex-none"
          >
            <Trans>Buy Now</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
