// The labs contract's plain values, without zod: the public lab pages read them, and importing ./labs.ts
// there would load zod (26 KB gzipped) and build every lab, payment and address schema before the page can
// answer a tap (docs/bench.md#lighthouse). ./labs.ts re-exports them and builds its schemas from them.

export const LAB_ITEM_TYPES = ['test', 'package'] as const;
export type LabItemType = (typeof LAB_ITEM_TYPES)[number];

/**
 * Categories of tests and packages. The footer's /tests/diabetes, /tests/thyroid, /tests/vitamin,
 * /packages/full-body, /packages/women-health and /packages/cardiac are category pages: a /tests/{slug} or
 * /packages/{slug} whose slug is a category lists that category's tests (or packages); any other slug is
 * a test's or package's own page. No test or package slug equals a category slug (the seed test checks).
 */
export const LAB_CATEGORIES = [
  { slug: 'full-body', label: 'Full body checkup' },
  { slug: 'diabetes', label: 'Diabetes' },
  { slug: 'thyroid', label: 'Thyroid' },
  { slug: 'vitamin', label: 'Vitamins' },
  { slug: 'cardiac', label: 'Heart' },
  { slug: 'liver', label: 'Liver' },
  { slug: 'kidney', label: 'Kidney' },
  { slug: 'women-health', label: "Women's health" },
  { slug: 'men-health', label: "Men's health" },
  { slug: 'fever', label: 'Fever and infection' },
  { slug: 'blood', label: 'Blood and anaemia' },
  { slug: 'bone', label: 'Bone and joint' },
  { slug: 'allergy', label: 'Allergy' },
  { slug: 'hormones', label: 'Hormones' },
  { slug: 'cancer', label: 'Cancer screening' },
  { slug: 'urine-stool', label: 'Urine and stool' },
  { slug: 'senior-citizen', label: 'Senior citizens' },
] as const;
export type LabCategorySlug = (typeof LAB_CATEGORIES)[number]['slug'];
export const LAB_CATEGORY_SLUGS = LAB_CATEGORIES.map((c) => c.slug) as [
  LabCategorySlug,
  ...LabCategorySlug[],
];
export const LAB_CATEGORY_LABELS = Object.fromEntries(LAB_CATEGORIES.map((c) => [c.slug, c.label])) as Record<
  LabCategorySlug,
  string
>;
export function isLabCategorySlug(slug: string): slug is LabCategorySlug {
  return (LAB_CATEGORY_SLUGS as readonly string[]).includes(slug);
}

export const SAMPLE_TYPES = ['blood', 'urine', 'stool', 'swab', 'semen', 'sputum'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];
export const SAMPLE_TYPE_LABELS: Record<SampleType, string> = {
  blood: 'Blood',
  urine: 'Urine',
  stool: 'Stool',
  swab: 'Swab',
  semen: 'Semen',
  sputum: 'Sputum',
};

/** Listing price filters, in rupees (the selling price). */
export const LAB_PRICE_BUCKETS = [
  { id: 'under-500', label: 'Under ₹500', min: 0, max: 499 },
  { id: '500-1000', label: '₹500 - ₹1,000', min: 500, max: 1000 },
  { id: '1000-2000', label: '₹1,000 - ₹2,000', min: 1000, max: 2000 },
  { id: '2000-plus', label: 'Above ₹2,000', min: 2000, max: null },
] as const;
export type LabPriceBucket = (typeof LAB_PRICE_BUCKETS)[number]['id'];
export const LAB_PRICE_BUCKET_IDS = LAB_PRICE_BUCKETS.map((b) => b.id) as [
  'under-500',
  '500-1000',
  '1000-2000',
  '2000-plus',
];
export function isLabPriceBucket(id: string): id is LabPriceBucket {
  return (LAB_PRICE_BUCKET_IDS as readonly string[]).includes(id);
}

export const LAB_SORTS = ['popularity', 'relevance', 'price-low', 'price-high', 'name'] as const;
export type LabSort = (typeof LAB_SORTS)[number];
export const LAB_SORT_LABELS: Record<LabSort, string> = {
  popularity: 'Popularity',
  relevance: 'Relevance',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  name: 'Name A-Z',
};
export function isLabSort(sort: string): sort is LabSort {
  return (LAB_SORTS as readonly string[]).includes(sort);
}
export const LAB_PAGE_LIMIT = 12;
