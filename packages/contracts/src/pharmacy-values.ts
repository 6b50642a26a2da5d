// The pharmacy contract's plain values, without zod: the public category, brand and search pages read
// them, and importing ./pharmacy.ts there would load zod (26 KB gzipped) and build every catalogue, order and
// prescription schema before the page can answer a tap (docs/bench.md#lighthouse). ./pharmacy.ts re-exports
// them and builds its schemas from them.
import { PRICE_BUCKETS } from './constants.ts';

export const PRICE_BUCKET_IDS = PRICE_BUCKETS.map((b) => b.id) as ['0-25', '25-50', '50-100', '100+'];
export type PriceBucket = (typeof PRICE_BUCKET_IDS)[number];

/** Category page sorts (name A-Z, price-low, price-high, newest) and the brand page's six (docs/product-rules.md#pharmacy-catalogue). */
export const PRODUCT_SORTS = [
  'relevance',
  'name',
  'price-low',
  'price-high',
  'popularity',
  'newest',
  'rating',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const CATEGORY_SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export const BRAND_SORTS = [
  'relevance',
  'price-low',
  'price-high',
  'popularity',
  'newest',
  'rating',
] as const;
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  name: 'Name A-Z',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  popularity: 'Popularity',
  newest: 'Newest First',
  rating: 'Customer Rating',
};

/** Brand page facet groups, in the order of docs/product-rules.md#pharmacy-catalogue. Groups without options are omitted. */
export const FACET_GROUPS = [
  'brands',
  'targetBodyPart',
  'benefits',
  'skinType',
  'regime',
  'skinConcern',
  'productFeatures',
  'spfRange',
  'preference',
] as const;
export type FacetGroupId = (typeof FACET_GROUPS)[number];
export const FACET_LABELS: Record<FacetGroupId, string> = {
  brands: 'Brands',
  targetBodyPart: 'Target Body Part',
  benefits: 'Benefits',
  skinType: 'Skin Type',
  regime: 'Regime',
  skinConcern: 'Skin Concern',
  productFeatures: 'Product Features',
  spfRange: 'SPF Range',
  preference: 'Preference',
};

export const CATEGORY_PAGE_SIZE = 24;
/** Totals above this are reported as an estimate ('1,000+ results', docs/product-rules.md#catalogue-counts). */
export const TOTAL_CAP = 1000;

/**
 * The designed pictures a banner can show (apps/api/src/modules/pharmacy/banner-artwork.ts), drawn in the
 * banner's colour; the banner's words are the page's text, never in the picture.
 */
export const BANNER_ARTWORKS = [
  'prescription',
  'delivery',
  'diabetes',
  'devices',
  'lab',
  'doctor',
  'card',
  'health',
] as const;
export type BannerArtwork = (typeof BANNER_ARTWORKS)[number];
export const BANNER_ARTWORK_LABELS: Record<BannerArtwork, string> = {
  prescription: 'Prescription and medicines',
  delivery: 'Delivery van',
  diabetes: 'Glucometer',
  devices: 'Health devices',
  lab: 'Lab tests',
  doctor: 'Doctor (stethoscope)',
  card: 'Health card',
  health: 'Heart and pulse',
};
