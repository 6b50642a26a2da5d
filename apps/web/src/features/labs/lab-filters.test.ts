import { describe, expect, it } from 'vitest';
import {
  activeLabFilterCount,
  labFiltersFromSearch,
  labFiltersToSearch,
  labListingCrumb,
  labListingTitle,
  labListQuery,
  NO_LAB_FILTERS,
} from './lab-filters.ts';

describe('lab listing filters in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const f = labFiltersFromSearch(
      new URLSearchParams('category=thyroid&price=500-1000&fasting=yes&sort=price-low&page=3&q=%20tsh%20'),
    );
    expect(f).toEqual({
      q: 'tsh',
      category: 'thyroid',
      price: '500-1000',
      fasting: 'yes',
      sort: 'price-low',
      page: 3,
    });
    expect(
      labFiltersFromSearch(new URLSearchParams('category=astrology&price=free&fasting=maybe&sort=x&page=-2')),
    ).toEqual(NO_LAB_FILTERS);
  });

  it('round-trips, leaving defaults and the category of the path out of the query', () => {
    const f = { ...NO_LAB_FILTERS, category: 'diabetes' as const, fasting: 'no' as const, page: 2 };
    expect(labFiltersToSearch(f).toString()).toBe('category=diabetes&fasting=no&page=2');
    expect(labFiltersToSearch(f, 'diabetes').toString()).toBe('fasting=no&page=2');
    expect(labFiltersFromSearch(labFiltersToSearch(f, 'diabetes'), 'diabetes')).toEqual(f);
  });

  it('becomes the server query: type, fasting as true/false; nothing is filtered in the browser', () => {
    const f = labFiltersFromSearch(new URLSearchParams('fasting=no&price=under-500&sort=name'));
    expect(labListQuery(f, 'package')).toEqual({
      page: 1,
      limit: 12,
      type: 'package',
      price: 'under-500',
      fasting: 'false',
      sort: 'name',
    });
    expect(labListQuery({ ...NO_LAB_FILTERS, q: 'vit d' }, null)).toEqual({ page: 1, limit: 12, q: 'vit d' });
  });

  it('counts active filters, not the fixed category', () => {
    expect(
      activeLabFilterCount({ ...NO_LAB_FILTERS, category: 'thyroid', price: '2000-plus' }, 'thyroid'),
    ).toBe(1);
    expect(activeLabFilterCount({ ...NO_LAB_FILTERS, category: 'thyroid', fasting: 'yes' })).toBe(2);
  });
});

describe('listing titles and crumbs', () => {
  it("say each word once: 'Women's health packages', and 'Lab tests' once in the crumbs", () => {
    expect(labListingTitle('package', 'women-health')).toBe("Women's health packages");
    expect(labListingTitle('package', 'men-health')).toBe("Men's health packages");
    expect(labListingTitle('test', 'women-health')).toBe("Women's health lab tests");
    expect(labListingTitle('test', 'diabetes')).toBe('Diabetes lab tests');
    expect(labListingTitle('package', 'cardiac')).toBe('Heart health packages');
    expect(labListingTitle('package')).toBe('Health packages');
    expect(labListingTitle('test')).toBe('Lab tests');
    expect(labListingCrumb('test')).toBe('All lab tests');
    expect(labListingCrumb('test', 'thyroid')).toBe('Thyroid lab tests');
  });
});
