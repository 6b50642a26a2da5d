// Online pharmacy catalogue: categories, subcategories, brands, products, facets, reviews, wishlist, offers
// and banners (docs/screens.md#pharmacy-pages, docs/product-rules.md#pharmacy-catalogue). Checkout shapes
// (addresses, delivery, cart quote, orders) live in ./orders.ts and prescriptions in
// ./prescriptions.ts; both are re-exported here so the web app can import everything pharmacy from
// '@arogya/contracts/pharmacy'. Money: `discountPrice`, `originalPrice` and `price` are rupees (the original
// names, ready to display); the same amounts as integer paise carry a `Paise` suffix. Compute with the paise
// fields, format with formatInr.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { PAGINATION } from './constants.ts';
import { NameHi } from './doctors.ts';
import { Schedule } from './orders.ts';
import {
  BRAND_SORTS,
  CATEGORY_SORTS,
  FACET_GROUPS,
  PRICE_BUCKET_IDS,
  PRODUCT_SORTS,
} from './pharmacy-values.ts';

export * from './orders.ts';
export * from './prescriptions.ts';

export const BADGES = ['Top Seller', 'Special Offer'] as const;
export const Badge = z.enum(BADGES);
export type Badge = z.infer<typeof Badge>;

export const PRODUCT_KINDS = ['medicine', 'device', 'personal-care', 'supplement'] as const;
export const ProductKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKind>;

export type { FacetGroupId } from './pharmacy-values.ts';
export {
  BANNER_ARTWORK_LABELS,
  BANNER_ARTWORKS,
  BRAND_SORTS,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORTS,
  FACET_GROUPS,
  FACET_LABELS,
  PRICE_BUCKET_IDS,
  PRODUCT_SORTS,
  SORT_LABELS,
  TOTAL_CAP,
} from './pharmacy-values.ts';
export const PriceBucket = z.enum(PRICE_BUCKET_IDS);
export type PriceBucket = z.infer<typeof PriceBucket>;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

const Id = z.string().trim().min(1).max(64);
const Page = z.coerce.number().int().min(1).max(10_000).default(PAGINATION.page);
const limit = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
/** `a,b` or repeated `?x=a&x=b`: a list of slugs or ids. */
export const IdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(50));

export const IdParams = z.strictObject({ id: Id });
export const BrandIdParams = z.strictObject({ brandId: Id });
export const ImageParams = z.strictObject({ id: Id, n: z.coerce.number().int().min(1).max(8) });
export const PageQuery = (fallbackLimit: number) => z.object({ page: Page, limit: limit(fallbackLimit) });

export const Ref = z.object({ id: z.string(), name: z.string() });

export const Colour = z.object({ name: z.string(), value: z.string(), available: z.boolean() });
export type Colour = z.infer<typeof Colour>;

/** Medicine card (docs/screens.md#shapes-the-pages-read) plus the category page's fields (`_id`, `title`, `price`, ...). */
export const ProductCard = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  kind: ProductKind,
  description: z.string(),
  image: z.string(),
  manufacturer: z.string(),
  brand: Ref,
  category: Ref.extend({ nameHi: NameHi }),
  categoryId: z.string(),
  subcategoryId: z.string(),
  saltComposition: z.string().nullable(),
  strength: z.string().nullable(),
  /** Pack as sold, e.g. 'Strip of 15 tablets'. */
  unit: z.string(),
  /** Selling price (rupees); `price` is the same, for the category page. */
  discountPrice: z.number(),
  price: z.number(),
  /** MRP (rupees). Equal to discountPrice when there is no discount: then show no struck price. */
  originalPrice: z.number(),
  discountPricePaise: z.number().int(),
  originalPricePaise: z.number().int(),
  /** Whole percent off MRP; 0 = no discount. */
  discount: z.number().int(),
  badge: Badge.nullable(),
  bestseller: z.boolean(),
  /** Title of a live offer covering this product, if any. */
  offer: z.string().nullable(),
  /** That offer's title in Hindi, for a Hindi page; null where none was written. */
  offerHi: z.string().nullable(),
  schedule: Schedule,
  prescriptionRequired: z.boolean(),
  /** False for Schedule X: listed for information, never sold online. */
  availableOnline: z.boolean(),
  inStock: z.boolean(),
  totalSold: z.number().int(),
  /** Real average of reviews; null with none ('No reviews yet'). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const Review = z.object({
  id: z.string(),
  /** Display name: first name and initial of the last name. */
  user: z.string(),
  /** The author bought this product and it was delivered. */
  verified: z.boolean(),
  rating: z.number().int(),
  /** ISO timestamp. */
  date: z.string(),
  title: z.string(),
  comment: z.string(),
  helpful: z.number().int(),
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Count per star, index 0 = 1 star ... index 4 = 5 stars. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** GET /api/v1/medicines/getOne/:id `result` (also /api/v1/medicines/:id). */
export const ProductDetail = ProductCard.extend({
  images: z.array(z.string()).min(1),
  colors: z.array(Colour),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  features: z.array(z.string()),
  /** The description in Hindi for a Hindi page; null where none was written (English shown). */
  descriptionHi: z.string().nullable(),
  /** The key features in Hindi, in the order of `features`; null where none were written. */
  featuresHi: z.array(z.string()).nullable(),
  specifications: z.record(z.string(), z.string()),
  /** 'Prescription required' (H, H1), 'Not available online' (X), else null. */
  scheduleLabel: z.string().nullable(),
  /** Devices only, e.g. '2 years'; medicines show none. */
  warranty: z.string().nullable(),
  packSize: z.number().int(),
  form: z.string().nullable(),
  reviewSummary: ReviewSummary,
  /** Newest reviews (first page of GET /api/v1/medicines/:id/reviews). */
  reviews: z.array(Review),
  related: z.array(ProductCard),
  /** Same salt and strength, cheaper per pack, available online; cheapest first. */
  substitutes: z.array(ProductCard),
  /** Whether the signed-in caller has it in the wishlist; false when signed out. */
  wishlisted: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const Subcategory = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  nameHi: NameHi,
  title: z.string(),
  categoryId: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});
export type Subcategory = z.infer<typeof Subcategory>;

export const Category = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: NameHi,
  title: z.string(),
  description: z.string(),
  /** A lucide-react icon name. */
  icon: z.string(),
  image: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;
export const CategoryWithSubcategories = Category.extend({ subcategories: z.array(Subcategory) });
export type CategoryWithSubcategories = z.infer<typeof CategoryWithSubcategories>;

/** GET /api/v1/categories/getOne/:id: the filters of the category page, applied server-side. */
export const CategoryProductsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  price: PriceBucket.optional(),
  subcategoryId: IdList.optional(),
  /** Brand ids: any of them. */
  brandId: IdList.optional(),
  /** Prescription medicines (schedule H, H1, X) or over the counter. */
  rx: z.enum(['rx', 'otc']).optional(),
  inStock: z.stringbool().optional(),
  sort: z.enum(CATEGORY_SORTS).default('name'),
  page: Page,
  /** The web page asks for CATEGORY_PAGE_SIZE; filters, sort and paging all apply on the server. */
  limit: limit(100, 100),
});
export type CategoryProductsQuery = z.input<typeof CategoryProductsQuery>;

/** `result` of GET /api/v1/categories/getOne/:id (title, description, products, subcategories). */
export const CategoryPage = Category.extend({
  subcategories: z.array(Subcategory),
  products: z.array(ProductCard),
  /** Products matching the filters (all pages); at most TOTAL_CAP when `totalIsEstimate`. */
  total: z.number().int(),
  /** True when more than TOTAL_CAP match: `total` is then TOTAL_CAP ('1,000+'). */
  totalIsEstimate: z.boolean(),
  /**
   * Beside each filter option, the products it would show with the page's other filters applied (a brand's
   * count with 'No prescription needed' chosen counts its over-the-counter products); unfiltered, the whole
   * category's (docs/product-rules.md#catalogue-counts). The brands are the category's biggest, and any
   * chosen.
   */
  facets: z.object({
    brands: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
    price: z.array(z.object({ id: PriceBucket, count: z.number().int() })),
    rx: z.object({ rx: z.number().int(), otc: z.number().int() }),
    inStock: z.number().int(),
    subcategories: z.array(z.object({ id: z.string(), count: z.number().int() })),
    /** False while the search box narrows the page: the counts are then without its text (not shown). */
    exact: z.boolean(),
  }),
});
export type CategoryPage = z.infer<typeof CategoryPage>;

export const Brand = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  logo: z.string(),
  productCount: z.number().int(),
  top: z.boolean(),
});
export type Brand = z.infer<typeof Brand>;

export const FacetOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const FacetGroup = z.object({
  id: z.enum(FACET_GROUPS),
  label: z.string(),
  options: z.array(FacetOption).min(1),
});
export type FacetGroup = z.infer<typeof FacetGroup>;

/**
 * GET /api/v1/medicines/brand/:brandId. Facet values are option `value`s; several values of one group
 * match any of them, several groups must all match. Answer: `{ success, result, brand, facets, pagination }`.
 */
export const BrandProductsQuery = z.object({
  sort: z.enum(BRAND_SORTS).default('relevance'),
  page: Page,
  limit: limit(100, 100),
  brands: IdList.optional(),
  targetBodyPart: IdList.optional(),
  benefits: IdList.optional(),
  skinType: IdList.optional(),
  regime: IdList.optional(),
  skinConcern: IdList.optional(),
  productFeatures: IdList.optional(),
  spfRange: IdList.optional(),
  preference: IdList.optional(),
});
export type BrandProductsQuery = z.input<typeof BrandProductsQuery>;

/** GET /api/v1/medicines/getAll and /pagination: optional filters; getAll is unpaged. */
export const ProductListQuery = z.object({
  page: Page,
  limit: limit(PAGINATION.medicines),
  categoryId: Id.optional(),
  subcategoryId: IdList.optional(),
  brandId: Id.optional(),
  price: PriceBucket.optional(),
  kind: ProductKind.optional(),
  sort: ProductSort.default('relevance'),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

/**
 * GET /api/v1/medicines/search?q=: name, brand or salt, typo-tolerant. With `suggest=true` the answer is
 * a short list of `SearchSuggestion`s for the box while typing (no pagination).
 */
export const MedicineSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(100),
  suggest: z.stringbool().default(false),
  page: Page,
  limit: limit(PAGINATION.medicines, 50),
});
export type MedicineSearchQuery = z.input<typeof MedicineSearchQuery>;

export const SearchSuggestion = z.object({
  kind: z.enum(['product', 'brand', 'salt']),
  /** Product or brand id; for a salt, the salt itself (search again with it). */
  id: z.string(),
  label: z.string(),
  /** e.g. the manufacturer and pack, or 'Salt' / 'Brand'. */
  hint: z.string(),
  image: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

export const TopQuery = z.object({ limit: limit(10, 50) });

export const ReviewListQuery = z.object({
  page: Page,
  limit: limit(10, 50),
  sort: z.enum(['newest', 'helpful', 'rating-high', 'rating-low']).default('newest'),
});

/** POST /api/v1/medicines/:id/reviews: one review per user and product (a second one replaces it). */
export const ProductReviewRequest = z.strictObject({
  rating: z.number().int('Rating must be a whole number of stars').min(1).max(5),
  title: z.string().trim().min(3, 'Give your review a short title').max(100),
  comment: z.string().trim().min(10, 'Write at least 10 characters').max(2000),
});
export type ProductReviewRequest = z.input<typeof ProductReviewRequest>;

/** GET /api/v1/wishlist `result` items; PUT/DELETE /api/v1/wishlist/:id toggles one. */
export const WishlistItem = z.object({ addedAt: z.string(), product: ProductCard });
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistState = z.object({ productId: z.string(), wishlisted: z.boolean() });

/** Offers describe discounts already in the prices (nothing to type at checkout). */
export const Offer = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Title, description and terms on Hindi pages; null: the English shows (docs/product-rules.md#languages). */
  titleHi: NameHi,
  descriptionHi: NameHi,
  termsHi: NameHi,
  discountPercent: z.number().int(),
  category: Ref.nullable(),
  brand: Ref.nullable(),
  /** Web path to the products the offer covers, e.g. /medicategory/cat_diabetes-care. */
  link: z.string(),
  image: z.string(),
  terms: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
});
export type Offer = z.infer<typeof Offer>;

export const Banner = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  cta: z.string(),
  /** Title, subtitle and button on Hindi pages; null: the English shows (docs/product-rules.md#languages). */
  titleHi: NameHi,
  subtitleHi: NameHi,
  ctaHi: NameHi,
});
export type Banner = z.infer<typeof Banner>;

/** The address of a product's n-th picture (served by GET /api/v1/medicines/:id/image/:n). */
export const productImageUrl = (id: string, n = 1) =>
  `/api/v1/medicines/${encodeURIComponent(id)}/image/${n}`;
