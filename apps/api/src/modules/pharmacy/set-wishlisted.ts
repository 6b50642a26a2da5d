// Adds a product to the user's wishlist or removes it; repeating either is harmless.
import { AppError } from '../../lib/app-error.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';

export async function setWishlisted(deps: PharmacyDeps, userId: string, idOrSlug: string, on: boolean) {
  const product = await deps.products.findCard(idOrSlug);
  if (!product) throw AppError.notFound('Product not found');
  await deps.social.setWishlisted(userId, product.id, on);
  return { productId: product.id, wishlisted: on };
}
