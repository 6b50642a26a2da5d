// Pharmacy catalogue: categories, subcategories, brands, products, reviews, wishlist, offers, banners, and
// the serviceable pin codes and cities delivery is priced by. Orders, addresses and prescriptions are in
// ./pharmacy-orders.ts. Money is integer paise.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const pharmacyCategories = pgTable('pharmacy_categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  /** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes it as English does. */
  nameHi: text('name_hi'),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const pharmacySubcategories = pgTable(
  'pharmacy_subcategories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => pharmacyCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes it as English does. */
    nameHi: text('name_hi'),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('pharmacy_subcategories_category_idx').on(t.categoryId, t.sortOrder)],
);

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    manufacturer: text('manufacturer').notNull(),
    colour: text('colour').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('brands_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => pharmacyCategories.id),
    subcategoryId: text('subcategory_id')
      .notNull()
      .references(() => pharmacySubcategories.id),
    /** Medicines: 'Metformin (500mg)'; null for devices and most personal care. */
    saltComposition: text('salt_composition'),
    strength: text('strength'),
    form: text('form'),
    manufacturer: text('manufacturer').notNull(),
    packSize: integer('pack_size').notNull(),
    packUnit: text('pack_unit').notNull(),
    /** Display pack, e.g. 'Strip of 15 tablets'. */
    unit: text('unit').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /**
     * The price without offers while a live offer lowers `price_paise` (docs/product-rules.md#offers); null
     * when no offer applies, `price_paise` then being the regular price.
     */
    regularPricePaise: integer('regular_price_paise'),
    schedule: text('schedule').notNull().default('OTC'),
    stock: integer('stock').notNull(),
    badge: text('badge'),
    description: text('description').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Hindi of the description and key features for a Hindi page (docs/product-rules.md#languages, migration
     * 0078); null where none was written (an admin's import, the India-size generated products), English shown.
     */
    descriptionHi: text('description_hi'),
    featuresHi: text('features_hi').array(),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull(),
    /** Facet values by group (contracts FACET_GROUPS), e.g. {"skinType": ["oily", "dry"]}. */
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull().default(sql`'{}'::jsonb`),
    colours: jsonb('colours').$type<{ name: string; value: string; available: boolean }[]>().notNull(),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    imageCount: smallint('image_count').notNull().default(3),
    warrantyMonths: smallint('warranty_months'),
    isTop: boolean('is_top').notNull().default(false),
    totalSold: integer('total_sold').notNull().default(0),
    /** Kept by the review operations (and the seed): the real average, null with none. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.pricePaise),
    // A subcategory's best sellers in stock: a product page's 'related' (Dolo 650's 8 among Fever & Pain's
    // products walked the whole best-seller index: 8.5 ms -> 0.6 ms at India size, modules/pharmacy/QUERY-PLANS.md).
    index('products_subcategory_sold_idx').on(t.subcategoryId, sql`${t.totalSold} DESC`, t.id),
    // A brand's best sellers, in the order medicine search takes them as candidates (Cipla's 17,556 were
    // sorted for 20 when the index lacked the order and the id; docs/bench.md#india-size, round 7).
    index('products_brand_idx').on(t.brandId, sql`${t.totalSold} DESC`, t.id),
    // The brand page's sorts, each in index order within the brand (Cipla holds 17,556 products at India
    // size; sorting them all for a page of 24 took 57-70 ms): relevance, price both ways, newest, rating.
    // Plain DESC as the queries order (Drizzle's .desc() writes DESC NULLS LAST, which an ORDER BY ... DESC
    // cannot use).
    index('products_brand_top_idx').on(t.brandId, sql`${t.isTop} DESC`, sql`${t.totalSold} DESC`, t.id),
    index('products_brand_price_idx').on(t.brandId, t.pricePaise, t.id),
    index('products_brand_created_idx').on(t.brandId, sql`${t.createdAt} DESC`, t.id),
    index('products_brand_rating_idx').on(
      t.brandId,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      t.id,
    ),
    index('products_price_idx').on(t.pricePaise),
    index('products_created_idx').on(t.createdAt),
    index('products_top_idx').on(t.totalSold),
    // Substitutes: same salt and strength, cheaper, cheapest first, read in the index's order (Paracetamol
    // 650 mg has 1,956 products at India size; 26 ms -> 0.6 ms).
    index('products_salt_strength_price_idx').on(t.saltComposition, t.strength, t.pricePaise, t.id),
    // India size (docs/bench.md#india-size): the category page's sorts, search candidates by salt and prefix.
    index('products_category_name_idx').on(t.categoryId, t.name, t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt),
    index('products_subcategory_name_idx').on(t.subcategoryId, t.name, t.id),
    index('products_salt_sold_idx').on(t.saltComposition, t.totalSold, t.id),
    index('products_name_prefix_idx').using('btree', sql`lower(${t.name}) COLLATE "C"`),
    index('products_kind_sold_idx').on(t.kind, t.totalSold),
    // The category page's prescription/OTC filter with its price bucket or price sort.
    index('products_category_rx_price_idx').on(t.categoryId, sql`(${t.schedule} <> 'OTC')`, t.pricePaise),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_salt_trgm').using('gin', sql`${t.saltComposition} gin_trgm_ops`),
    index('products_attributes_gin').using('gin', sql`${t.attributes} jsonb_path_ops`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_prices', sql`${t.pricePaise} > 0 AND ${t.pricePaise} <= ${t.mrpPaise}`),
    check('products_schedule', sql`${t.schedule} IN ('OTC', 'H', 'H1', 'X')`),
    check('products_kind', sql`${t.kind} IN ('medicine', 'device', 'personal-care', 'supplement')`),
    check('products_badge', sql`${t.badge} IS NULL OR ${t.badge} IN ('Top Seller', 'Special Offer')`),
    check('products_pack', sql`${t.packSize} > 0`),
    check('products_images', sql`${t.imageCount} BETWEEN 1 AND 8`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for seeded reviews and for authors who deleted their account; the name stays as written. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    verified: boolean('verified').notNull().default(false),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    helpful: integer('helpful').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('product_reviews_user_unique').on(t.productId, t.userId),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_helpful', sql`${t.helpful} >= 0`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Title, description and terms on Hindi pages (docs/product-rules.md#languages); null: the English shows. */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    termsHi: text('terms_hi'),
    discountPercent: smallint('discount_percent').notNull(),
    categoryId: text('category_id').references(() => pharmacyCategories.id),
    brandId: text('brand_id').references(() => brands.id),
    terms: text('terms').notNull(),
    colour: text('colour').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Taken down by an admin: no longer live, kept for the record. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Whether the prices it covers were last written with it live (the offers job compares). */
    appliedLive: boolean('applied_live').notNull().default(false),
  },
  (t) => [
    check('offers_percent', sql`${t.discountPercent} BETWEEN 1 AND 90`),
    check('offers_range', sql`${t.validFrom} < ${t.validUntil}`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    link: text('link').notNull(),
    cta: text('cta').notNull(),
    /** Title, subtitle and button on Hindi pages (docs/product-rules.md#languages); null: the English shows. */
    titleHi: text('title_hi'),
    subtitleHi: text('subtitle_hi'),
    ctaHi: text('cta_hi'),
    colour: text('colour').notNull(),
    /** The designed picture (BANNER_ARTWORKS, apps/api/src/modules/pharmacy/banner-artwork.ts). */
    artwork: text('artwork').notNull().default('health'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** First and last day shown, inclusive, in Asia/Kolkata (docs/product-rules.md#banners); null: open. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (t) => [
    check('banners_dates', sql`${t.startsOn} IS NULL OR ${t.endsOn} IS NULL OR ${t.startsOn} <= ${t.endsOn}`),
  ],
);

export const serviceableCities = pgTable(
  'serviceable_cities',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull().unique(),
    state: text('state').notNull(),
    zone: text('zone').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('serviceable_cities_zone', sql`${t.zone} IN ('metro', 'tier2', 'rural')`)],
);

export const serviceablePinCodes = pgTable(
  'serviceable_pin_codes',
  {
    pinCode: text('pin_code').primaryKey(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    zone: text('zone').notNull(),
    codAvailable: boolean('cod_available').notNull(),
    citySlug: text('city_slug').references(() => serviceableCities.slug),
  },
  (t) => [
    index('serviceable_pin_codes_city_idx').on(t.citySlug),
    check('serviceable_pin_codes_format', sql`${t.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check('serviceable_pin_codes_zone', sql`${t.zone} IN ('metro', 'tier2', 'rural')`),
  ],
);

/**
 * Product counts kept on write (docs/product-rules.md#catalogue-counts): per category ('*' for the whole
 * catalogue) and facet ('all', 'subcategory', 'brand', 'price', 'rx', 'stock'; '*' also 'brand' and 'salt'),
 * how many products carry the value. Statement triggers on products keep it (migration "product-counts-triggers"); the category list,
 * the category page's facets and brand product counts read it instead of counting products per request.
 * Rows whose count fell to 0 stay (read with n > 0).
 */
export const productCounts = pgTable(
  'product_counts',
  {
    scope: text('scope').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.facet, t.value] }),
    check('product_counts_n', sql`${t.n} >= 0`),
    // A category's biggest brands in count order, read up to the page's 30: sorting all of a category's
    // brands (3,046 in Diabetes Care at India size) was 12 ms of the category page on PGlite, 0.3 ms now
    // (modules/pharmacy/QUERY-PLANS.md).
    index('product_counts_top_idx').on(t.scope, t.facet, sql`${t.n} DESC`, t.value),
  ],
);

/**
 * The category page's facet cells, kept on write (migration product-facet-cells, statement triggers on
 * products): how many products of a category share a subcategory, brand, prescription flag, price class and
 * stock state, and (brand '*') the same over all brands. Each facet's counts with the other facets applied
 * are sums over the cells of brand '*' (a few hundred per category) or of the brands in question, never
 * a count over the products, nor over a big category's 18,211 brand cells (Diabetes Care at India size;
 * modules/pharmacy/QUERY-PLANS.md). `price_class` places a price among the price buckets' bounds (a price on
 * a bound is a class of its own, as it belongs to both buckets): `product_price_class` in the migration,
 * `priceClassesOf` in modules/pharmacy/price-bucket.ts.
 */
export const productFacetCells = pgTable(
  'product_facet_cells',
  {
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
    brandId: text('brand_id').notNull(),
    rx: boolean('rx').notNull(),
    priceClass: smallint('price_class').notNull(),
    inStock: boolean('in_stock').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_facet_cells_pk',
      columns: [t.categoryId, t.brandId, t.subcategoryId, t.rx, t.priceClass, t.inStock],
    }),
    check('product_facet_cells_n', sql`${t.n} >= 0`),
  ],
);
