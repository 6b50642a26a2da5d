// The brand page's sort, facet choices and page, kept in the URL. Facets are the API's groups
// (docs/product-rules.md#pharmacy-catalogue: Brands, Target Body Part, ...); values of one group match any,
// groups must all match.
import type { BrandProductsQuery } from '@arogya/contracts/pharmacy';
import { BRAND_SORTS, FACET_GROUPS, type FacetGroupId } from '@arogya/contracts/pharmacy-values';

export type BrandSort = (typeof BRAND_SORTS)[number];
export type FacetSelection = Partial<Record<FacetGroupId, string[]>>;
export type BrandFilters = { sort: BrandSort; facets: FacetSelection; page: number };

export const DEFAULT_BRAND_FILTERS: BrandFilters = { sort: 'relevance', facets: {}, page: 1 };

const splitList = (text: string | null) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function brandFiltersFromSearch(params: URLSearchParams): BrandFilters {
  const sort = params.get('sort') ?? '';
  const facets: FacetSelection = {};
  for (const group of FACET_GROUPS) {
    const values = splitList(params.get(group));
    if (values.length > 0) facets[group] = values;
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    sort: (BRAND_SORTS as readonly string[]).includes(sort) ? (sort as BrandSort) : 'relevance',
    facets,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function brandFiltersToSearch(filters: BrandFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  for (const group of FACET_GROUPS) {
    const values = filters.facets[group];
    if (values && values.length > 0) params.set(group, values.join(','));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Adds or removes one facet value; any change goes back to page 1. */
export function toggleFacet(filters: BrandFilters, group: FacetGroupId, value: string): BrandFilters {
  const current = filters.facets[group] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const facets = { ...filters.facets };
  if (next.length > 0) facets[group] = next;
  else delete facets[group];
  return { ...filters, facets, page: 1 };
}

export function activeFacetCount(filters: BrandFilters): number {
  return Object.values(filters.facets).reduce((sum, values) => sum + (values?.length ?? 0), 0);
}

/** The API query: facet values joined with commas. */
export function toBrandQuery(filters: BrandFilters): BrandProductsQuery {
  const query: BrandProductsQuery = { sort: filters.sort, page: filters.page };
  for (const group of FACET_GROUPS) {
    const values = filters.facets[group];
    if (values && values.length > 0) query[group] = values.join(',');
  }
  return query;
}
