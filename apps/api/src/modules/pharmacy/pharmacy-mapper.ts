// The shapes the catalogue leaves the API in (contracts/pharmacy.ts): fields picked one by one from rows.
import { PAISE_PER_RUPEE } from '@arogya/contracts/constants';
import {
  type Banner,
  type Brand,
  type Category,
  type Offer,
  type ProductCard,
  type ProductKind,
  productImageUrl,
  type Review,
  SCHEDULE_LABELS,
  type Schedule,
  type Subcategory,
} from '@arogya/contracts/pharmacy';
import { discountPercent } from '../pricing/order-pricing.ts';
import { needsPrescription, soldOnline } from '../pricing/prescription-rule.ts';
import type { BrandRow, CategoryRow, OfferRow, SubcategoryRow } from './pharmacy.repository.ts';
import type { ProductCardRow } from './products.repository.ts';
import type { ProductReviewRow } from './reviews-and-wishlist.repository.ts';

const enc = encodeURIComponent;
export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;

export function mapProductCard(row: ProductCardRow, offers: OfferRow[]): ProductCard {
  const schedule = row.schedule as Schedule;
  const offer = offers.find((o) => o.offer.categoryId === row.categoryId || o.offer.brandId === row.brandId);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    title: row.name,
    kind: row.kind as ProductKind,
    description: row.description,
    image: productImageUrl(row.id),
    manufacturer: row.manufacturer,
    brand: { id: row.brandId, name: row.brandName },
    category: { id: row.categoryId, name: row.categoryName, nameHi: row.categoryNameHi },
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    saltComposition: row.saltComposition,
    strength: row.strength,
    unit: row.unit,
    discountPrice: toRupees(row.pricePaise),
    price: toRupees(row.pricePaise),
    originalPrice: toRupees(row.mrpPaise),
    discountPricePaise: row.pricePaise,
    originalPricePaise: row.mrpPaise,
    discount: discountPercent(row.mrpPaise, row.pricePaise),
    badge: row.badge as ProductCard['badge'],
    bestseller: row.isTop,
    offer: offer?.offer.title ?? null,
    offerHi: offer?.offer.titleHi ?? null,
    schedule,
    prescriptionRequired: needsPrescription(schedule),
    availableOnline: soldOnline(schedule),
    inStock: row.stock > 0 && soldOnline(schedule),
    totalSold: row.totalSold,
    rating: row.ratingAvg === null ? null : Number(row.ratingAvg),
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export const scheduleLabel = (schedule: Schedule) => SCHEDULE_LABELS[schedule];

export function mapCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    _id: row.id,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    title: row.name,
    description: row.description,
    icon: row.icon,
    image: `/api/v1/categories/${enc(row.id)}/image`,
    productCount: row.productCount,
  };
}

export function mapSubcategory(row: SubcategoryRow): Subcategory {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    title: row.name,
    categoryId: row.categoryId,
    description: row.description,
    productCount: row.productCount,
  };
}

export function mapBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    _id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.name,
    description: row.description,
    manufacturer: row.manufacturer,
    logo: `/api/v1/brands/${enc(row.id)}/logo`,
    productCount: row.productCount,
    top: row.isTop,
  };
}

export function mapOffer({ offer, categoryName, brandName }: OfferRow): Offer {
  const category = offer.categoryId && categoryName ? { id: offer.categoryId, name: categoryName } : null;
  const brand = offer.brandId && brandName ? { id: offer.brandId, name: brandName } : null;
  return {
    id: offer.id,
    _id: offer.id,
    title: offer.title,
    description: offer.description,
    titleHi: offer.titleHi,
    descriptionHi: offer.descriptionHi,
    termsHi: offer.termsHi,
    discountPercent: offer.discountPercent,
    category,
    brand,
    link: category ? `/medicategory/${enc(category.id)}` : brand ? `/brands/${enc(brand.id)}` : '/medifarma',
    image: `/api/v1/offers/${enc(offer.id)}/image`,
    terms: offer.terms,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil.toISOString(),
  };
}

export function mapBanner(row: {
  id: string;
  title: string;
  subtitle: string;
  link: string;
  cta: string;
  titleHi: string | null;
  subtitleHi: string | null;
  ctaHi: string | null;
}): Banner {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: `/api/v1/banners/${enc(row.id)}/image`,
    link: row.link,
    cta: row.cta,
    titleHi: row.titleHi,
    subtitleHi: row.subtitleHi,
    ctaHi: row.ctaHi,
  };
}

/** 'Ananya Iyer' -> 'Ananya I.': reviews name their author without publishing a full name. */
export function reviewerName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : (first ?? 'Customer');
}

export function mapReview(row: ProductReviewRow): Review {
  return {
    id: row.id,
    user: reviewerName(row.authorName),
    verified: row.verified,
    rating: row.rating,
    date: row.createdAt.toISOString(),
    title: row.title,
    comment: row.comment,
    helpful: row.helpful,
  };
}
