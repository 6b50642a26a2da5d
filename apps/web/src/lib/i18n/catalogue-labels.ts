// Labels the contracts hold in English (sorts, facet groups, shipping zones), as messages for the pages:
// the API and the English pages read the contracts' own; a page shows these through its i18n.
import type { ShippingZone } from '@arogya/contracts/constants';
import type { LabCategorySlug, LabPriceBucket, LabSort } from '@arogya/contracts/labs-values';
import type { FacetGroupId, ProductSort } from '@arogya/contracts/pharmacy-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n } from './display-locale.ts';

export const PRODUCT_SORT_MESSAGES: Record<ProductSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  name: msg`Name A-Z`,
  'price-low': msg`Price: Low to High`,
  'price-high': msg`Price: High to Low`,
  popularity: msg`Popularity`,
  newest: msg`Newest First`,
  rating: msg`Customer Rating`,
};

/** The lab listings' sorts (LAB_SORT_LABELS in packages/contracts/src/labs-values.ts). */
export const LAB_SORT_MESSAGES: Record<LabSort, MessageDescriptor> = {
  popularity: msg`Popularity`,
  relevance: msg`Relevance`,
  'price-low': msg`Price: Low to High`,
  'price-high': msg`Price: High to Low`,
  name: msg`Name A-Z`,
};

/** The lab listings' price filters (LAB_PRICE_BUCKETS there). */
export const LAB_PRICE_BUCKET_MESSAGES: Record<LabPriceBucket, MessageDescriptor> = {
  'under-500': msg`Under ₹500`,
  '500-1000': msg`₹500 - ₹1,000`,
  '1000-2000': msg`₹1,000 - ₹2,000`,
  '2000-plus': msg`Above ₹2,000`,
};

export const FACET_GROUP_MESSAGES: Record<FacetGroupId, MessageDescriptor> = {
  brands: msg`Brands`,
  targetBodyPart: msg`Target Body Part`,
  benefits: msg`Benefits`,
  skinType: msg`Skin Type`,
  regime: msg`Regime`,
  skinConcern: msg`Skin Concern`,
  productFeatures: msg`Product Features`,
  spfRange: msg`SPF Range`,
  preference: msg`Preference`,
};

export const SHIPPING_ZONE_MESSAGES: Record<ShippingZone, MessageDescriptor> = {
  metro: msg`Metro cities`,
  tier2: msg`Tier-2 cities`,
  rural: msg`Rural areas`,
};

/** The lab test categories (LAB_CATEGORIES in packages/contracts/src/labs-values.ts). */
export const LAB_CATEGORY_MESSAGES: Record<LabCategorySlug, MessageDescriptor> = {
  'full-body': msg`Full body checkup`,
  diabetes: msg`Diabetes`,
  thyroid: msg`Thyroid`,
  vitamin: msg`Vitamins`,
  cardiac: msg`Heart`,
  liver: msg`Liver`,
  kidney: msg`Kidney`,
  'women-health': msg`Women's health`,
  'men-health': msg`Men's health`,
  fever: msg`Fever and infection`,
  blood: msg`Blood and anaemia`,
  bone: msg`Bone and joint`,
  allergy: msg`Allergy`,
  hormones: msg`Hormones`,
  cancer: msg`Cancer screening`,
  'urine-stool': msg`Urine and stool`,
  'senior-citizen': msg`Senior citizens`,
};

/** A lab category's name in the page's language. */
export function localizedCategoryLabel(slug: LabCategorySlug): string {
  return displayI18n()._(LAB_CATEGORY_MESSAGES[slug]);
}
