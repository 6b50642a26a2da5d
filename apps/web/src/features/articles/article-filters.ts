// The listing's filters live in the address (?tag=&q=&page=), so a filtered page can be shared and the
// Back button works; the server filters, sorts and pages. A value the server would refuse is left out.
import { ARTICLE_QUERY_MAX, articleTagOf } from '@arogya/contracts/articles-values';

export type ArticleFilters = { tag?: string; q?: string; page?: number };

export function filtersFromParams(params: URLSearchParams): ArticleFilters {
  const tag = articleTagOf(params.get('tag') ?? '');
  const q = (params.get('q') ?? '').trim().slice(0, ARTICLE_QUERY_MAX);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    ...(tag ? { tag } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** The address for new filters; changing the tag or the search goes back to page 1. */
export function paramsFromFilters(filters: ArticleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
