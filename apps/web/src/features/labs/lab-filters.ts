// The lab listings' filters (docs/screens.md#lab-tests): category, price, fasting, sort and page live in the
// URL and are sent to the server as the query of GET /api/v1/labs/testList; nothing is filtered in the
// browser. Unknown or malformed values in the URL are dropped, never sent.
// Plain checks (contracts/labs-values.ts), not zod: the public lab pages load no zod (docs/bench.md#lighthouse).

import type { LabTestListQuery } from '@arogya/contracts/labs';
import {
  isLabCategorySlug,
  isLabPriceBucket,
  isLabSort,
  LAB_PAGE_LIMIT,
  type LabCategorySlug,
  type LabItemType,
  type LabPriceBucket,
  type LabSort,
} from '@arogya/contracts/labs-values';
import { msg } from '@lingui/core/macro';
import { localizedCategoryLabel } from '../../lib/i18n/catalogue-labels.ts';
import { displayLocale } from '../../lib/i18n/display-locale.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';

export type LabFilters = {
  q: string;
  category: LabCategorySlug | null;
  price: LabPriceBucket | null;
  /** 'yes': needs fasting; 'no': no fasting. */
  fasting: 'yes' | 'no' | null;
  sort: LabSort | null;
  page: number;
};

export const NO_LAB_FILTERS: LabFilters = {
  q: '',
  category: null,
  price: null,
  fasting: null,
  sort: null,
  page: 1,
};

/** The URL's value when `accepts` it, else null. */
function parsed<T extends string>(accepts: (v: string) => v is T, v: string | null): T | null {
  return v !== null && accepts(v) ? v : null;
}

export function labFiltersFromSearch(params: URLSearchParams, fixedCategory?: LabCategorySlug): LabFilters {
  const fasting = params.get('fasting');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: fixedCategory ?? parsed(isLabCategorySlug, params.get('category')),
    price: parsed(isLabPriceBucket, params.get('price')),
    fasting: fasting === 'yes' || fasting === 'no' ? fasting : null,
    sort: parsed(isLabSort, params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL of the filters; `fixedCategory` (a /tests/{category} page) is in the path, not the query. */
export function labFiltersToSearch(filters: LabFilters, fixedCategory?: LabCategorySlug): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category && filters.category !== fixedCategory) params.set('category', filters.category);
  if (filters.price) params.set('price', filters.price);
  if (filters.fasting) params.set('fasting', filters.fasting);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function labListQuery(filters: LabFilters, type: LabItemType | null): LabTestListQuery {
  const query: LabTestListQuery = { page: filters.page, limit: LAB_PAGE_LIMIT };
  if (type) query.type = type;
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.price) query.price = filters.price;
  if (filters.fasting) query.fasting = filters.fasting === 'yes' ? 'true' : 'false';
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/** How many filters are set (the phone's Filters button shows it); the fixed category does not count. */
export function activeLabFilterCount(filters: LabFilters, fixedCategory?: LabCategorySlug): number {
  return [filters.category && filters.category !== fixedCategory, filters.price, filters.fasting].filter(
    Boolean,
  ).length;
}

/**
 * A listing's title: 'Lab tests', 'Health packages', or the category's: 'Diabetes lab tests', "Women's health
 * packages" (a label ending in the word the kind begins with says it once, not "Women's health health
 * packages").
 */
export function labListingTitle(type: LabItemType | null, category?: LabCategorySlug): string {
  if (!category) return localized(type === 'package' ? msg`Health packages` : msg`Lab tests`);
  const label = localizedCategoryLabel(category);
  if (displayLocale() === 'hi') {
    return localized(type === 'package' ? msg`${label} health packages` : msg`${label} lab tests`);
  }
  const kind = type === 'package' ? 'health packages' : 'lab tests';
  const [first = '', ...rest] = kind.split(' ');
  return label.toLowerCase().endsWith(` ${first}`) ? `${label} ${rest.join(' ')}` : `${label} ${kind}`;
}

/** The listing's own crumb after 'Lab tests' (/labs): never 'Lab tests' twice. */
export function labListingCrumb(type: LabItemType | null, category?: LabCategorySlug): string {
  const title = labListingTitle(type, category);
  return title === 'Lab tests' ? localized(msg`All lab tests`) : title;
}
