// What a product page or card puts in the medicine cart (docs/product-rules.md#carts): id, name, price (the
// discount price, in paise), image, manufacturer, unit; the detail view adds size and colour.

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import type { CartItemInput } from '../../lib/cart/cart-slice.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';

export function toCartItem(
  product: ProductCard,
  choice: { size?: string; color?: string } = {},
): CartItemInput {
  const item: CartItemInput = {
    id: product.id,
    name: product.name || product.title,
    price: product.discountPricePaise,
    image: product.image,
    manufacturer: product.manufacturer,
    unit: product.unit,
    quantity: 1,
  };
  if (choice.size) item.size = choice.size;
  if (choice.color) item.color = choice.color;
  return item;
}

/** Why a product cannot go in the cart, or null when it can. */
export function unavailableReason(product: Pick<ProductCard, 'inStock' | 'availableOnline'>): string | null {
  if (!product.availableOnline) return localized(msg`Not sold online`);
  if (!product.inStock) return localized(msg`Out of stock`);
  return null;
}
