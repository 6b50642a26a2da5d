// GET /api/v1/articles/:slug: one article with its body, doctors, related tests and medicines, in the page's
// language (?lang=hi: its reviewed Hindi version, where it has one).
import type { Article } from '@arogya/contracts/articles';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

export async function getArticle(slug: string, locale: Locale, signal?: AbortSignal): Promise<Article> {
  const path = `/api/v1/articles/${encodeURIComponent(slug)}${locale === 'en' ? '' : `?lang=${locale}`}`;
  return (await apiClient.get<ApiSuccess<Article>>(path, { signal })).result;
}

/** The query of useArticle (also a route loader's, with ensureQueryData). */
export function articleQuery(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['articles', 'detail', slug, locale],
    queryFn: ({ signal }) => getArticle(slug, locale, signal),
    staleTime: 5 * 60_000,
    // A missing article stays missing, and a malformed address is never right: no second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useArticle(slug: string, locale: Locale) {
  return useQuery(articleQuery(slug, locale));
}
