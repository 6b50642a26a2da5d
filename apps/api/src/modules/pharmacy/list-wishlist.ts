// The signed-in user's wishlist, most recently added first.
import type { WishlistItem } from '@arogya/contracts/pharmacy';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import { mapProductCard } from './pharmacy-mapper.ts';

export async function listWishlist(deps: PharmacyDeps, userId: string, now: Date): Promise<WishlistItem[]> {
  const items = await deps.social.wishlist(userId);
  const [cards, offers] = await Promise.all([
    deps.products.byIds(items.map((i) => i.productId)),
    deps.catalogue.liveOffers(now),
  ]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return items.flatMap((i) => {
    const card = byId.get(i.productId);
    return card ? [{ addedAt: i.createdAt.toISOString(), product: mapProductCard(card, offers.rows) }] : [];
  });
}
