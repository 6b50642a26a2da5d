// Product details (/product/{id}): the card plus gallery, options, stock, specifications, the schedule
// label, real reviews with their average and count, related products and cheaper substitutes.
import { DEVICE_WARRANTY_YEARS } from '@arogya/contracts/constants';
import { type ProductDetail, productImageUrl, type Schedule } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import { mapProductCard, mapReview, scheduleLabel } from './pharmacy-mapper.ts';

export async function getProduct(
  deps: PharmacyDeps,
  idOrSlug: string,
  userId: string | undefined,
  now: Date,
): Promise<ProductDetail> {
  const row = await deps.products.findCard(idOrSlug);
  if (!row) throw AppError.notFound('Product not found');
  const detail = await deps.products.findDetail(row.id);
  if (!detail) throw AppError.notFound('Product not found');
  const [offers, reviews, distribution, related, substitutes, wishlisted] = await Promise.all([
    deps.catalogue.liveOffers(now),
    deps.social.reviews(row.id, { sort: 'newest', limit: 5, offset: 0 }),
    deps.social.distribution(row.id),
    deps.products.related(row),
    row.saltComposition
      ? deps.products.substitutes({ ...row, saltComposition: row.saltComposition })
      : Promise.resolve([]),
    userId ? deps.social.isWishlisted(userId, row.id) : Promise.resolve(false),
  ]);
  const card = mapProductCard(row, offers.rows);
  return {
    ...card,
    images: Array.from({ length: detail.images }, (_, i) => productImageUrl(row.id, i + 1)),
    colors: detail.colours,
    sizes: detail.sizes,
    stock: row.stock,
    features: detail.features,
    descriptionHi: detail.descriptionHi,
    featuresHi: detail.featuresHi,
    specifications: detail.specifications,
    scheduleLabel: scheduleLabel(row.schedule as Schedule),
    warranty: detail.warrantyMonths ? `${DEVICE_WARRANTY_YEARS} years` : null,
    packSize: detail.packSize,
    form: detail.form,
    reviewSummary: {
      average: card.rating,
      count: row.reviewCount,
      distribution,
    },
    reviews: reviews.rows.map(mapReview),
    related: related.map((r) => mapProductCard(r, offers.rows)),
    substitutes: substitutes.map((r) => mapProductCard(r, offers.rows)),
    wishlisted,
  };
}
