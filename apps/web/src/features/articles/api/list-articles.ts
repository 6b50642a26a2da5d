// GET /api/v1/articles: one page of health articles for a tag and a search, newest first, in the page's
// language (?lang=hi: each article's reviewed Hindi title and summary, where it has them).
import type { ArticleCard } from '@arogya/contracts/articles';
import type { ApiPage } from '@arogya/contracts/errors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { queryString } from '../../../lib/query-string.ts';
import type { ArticleFilters } from '../article-filters.ts';

export function listArticles(
  filters: ArticleFilters,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ApiPage<ArticleCard>> {
  const query = queryString({ ...filters, ...(locale === 'en' ? {} : { lang: locale }) });
  return apiClient.get<ApiPage<ArticleCard>>(`/api/v1/articles${query}`, { signal });
}

/** The query of useArticles (also a route loader's, with ensureQueryData). */
export function articlesQuery(filters: ArticleFilters, locale: Locale) {
  return queryOptions({
    queryKey: ['articles', 'list', filters, locale],
    queryFn: ({ signal }) => listArticles(filters, locale, signal),
    // Keep the current page on screen while the next tag's or search's answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useArticles(filters: ArticleFilters, locale: Locale) {
  return useQuery(articlesQuery(filters, locale));
}
