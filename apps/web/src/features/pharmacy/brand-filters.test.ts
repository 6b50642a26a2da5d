import { describe, expect, it } from 'vitest';
import {
  activeFacetCount,
  brandFiltersFromSearch,
  brandFiltersToSearch,
  DEFAULT_BRAND_FILTERS,
  toBrandQuery,
  toggleFacet,
} from './brand-filters.ts';

describe('brand filters and the URL', () => {
  it('reads defaults from an empty URL and writes nothing for them', () => {
    expect(brandFiltersFromSearch(new URLSearchParams())).toEqual(DEFAULT_BRAND_FILTERS);
    expect(brandFiltersToSearch(DEFAULT_BRAND_FILTERS).toString()).toBe('');
  });

  it('round-trips sort, facets and page', () => {
    const filters = {
      sort: 'price-low' as const,
      facets: { skinType: ['oily', 'dry'], spfRange: ['spf-50'] },
      page: 2,
    };
    const url = brandFiltersToSearch(filters);
    expect(url.toString()).toBe('sort=price-low&skinType=oily%2Cdry&spfRange=spf-50&page=2');
    expect(brandFiltersFromSearch(url)).toEqual(filters);
  });

  it('ignores unknown sorts, groups and pages', () => {
    expect(brandFiltersFromSearch(new URLSearchParams('sort=cheap&colour=red&page=-3'))).toEqual(
      DEFAULT_BRAND_FILTERS,
    );
  });

  it('toggles a value, drops an emptied group and returns to page 1', () => {
    let f = { ...DEFAULT_BRAND_FILTERS, page: 3 };
    f = toggleFacet(f, 'benefits', 'hydration');
    expect(f).toEqual({ sort: 'relevance', facets: { benefits: ['hydration'] }, page: 1 });
    f = toggleFacet(f, 'benefits', 'anti-ageing');
    expect(activeFacetCount(f)).toBe(2);
    f = toggleFacet(toggleFacet(f, 'benefits', 'hydration'), 'benefits', 'anti-ageing');
    expect(f.facets).toEqual({});
  });

  it('sends facet values to the API as comma lists', () => {
    expect(toBrandQuery({ sort: 'rating', facets: { regime: ['am', 'pm'] }, page: 1 })).toEqual({
      sort: 'rating',
      page: 1,
      regime: 'am,pm',
    });
  });
});
