// /health-articles?tag=&q=&page=: articles by the platform's doctors, filtered, searched and paged by the
// server (docs/screens.md#health-articles).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localeOfPath } from '../../../lib/i18n/locales.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { articleTagsQuery, useArticleTags } from '../api/list-article-tags.ts';
import { articlesQuery, useArticles } from '../api/list-articles.ts';
import { type ArticleFilters, filtersFromParams, paramsFromFilters } from '../article-filters.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { ArticleSearchForm } from '../components/article-search-form.tsx';
import { TagChips } from '../components/tag-chips.tsx';

export default function HealthArticlesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const searched = filters.q;
  const locale = useLocale();
  const articles = useArticles(filters, locale);
  const tags = useArticleTags();
  usePageTitle(t`Health articles`);
  useMetaDescription(
    t`Health articles written and reviewed by Arogya’s doctors: diabetes, thyroid, dengue, blood pressure, vitamin D, vaccination and more.`,
  );

  const go = (next: ArticleFilters) => setParams(paramsFromFilters(next));
  const total = articles.data?.pagination.total;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Health articles</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        <Trans>
          Written by doctors on Arogya and checked by a second doctor. Each names its author’s medical
          registration, so you know who is speaking.
        </Trans>
      </p>

      <div className="mt-6 max-w-xl">
        <ArticleSearchForm
          key={filters.q ?? ''}
          initialQuery={filters.q ?? ''}
          onSearch={(q) => go({ tag: filters.tag, q: q || undefined })}
        />
      </div>

      <div className="mt-5">
        {tags.data ? (
          <TagChips tags={tags.data} selected={filters.tag} onSelect={(tag) => go({ tag, q: filters.q })} />
        ) : tags.isError ? null : (
          // As tall as the topic chips once they wrap (four rows on a phone, one on a wide screen).
          <Skeleton className="h-[10.5rem] w-full max-w-2xl rounded-2xl sm:h-20 lg:h-9" />
        )}
      </div>

      <section aria-labelledby="articles-heading" className="mt-6">
        <h2 id="articles-heading" className="sr-only">
          <Trans>Articles</Trans>
        </h2>
        <p aria-live="polite" className="mb-4 text-sm text-slate-700">
          {total !== undefined
            ? filters.q
              ? t`${plural(total, { one: '# article', other: '# articles' })} for “${filters.q}”`
              : t`${plural(total, { one: '# article', other: '# articles' })}`
            : ''}
        </p>
        {articles.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <LoadingNote label={t`Loading articles...`} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64 rounded-2xl" />
            ))}
          </div>
        ) : articles.isError ? (
          <ErrorState
            title={t`Articles could not be loaded`}
            message={errorMessage(articles.error)}
            onRetry={() => articles.refetch()}
          />
        ) : articles.data.result.length === 0 ? (
          <EmptyState
            title={articles.data.pagination.total > 0 ? t`No more articles` : t`No articles found`}
            action={
              <button type="button" className={buttonClass('secondary')} onClick={() => go({})}>
                <Trans>Show all articles</Trans>
              </button>
            }
          >
            <p>
              {articles.data.pagination.total > 0
                ? t`${plural(articles.data.pagination.totalPages, {
                    one: 'There is only # page.',
                    other: 'There are only # pages.',
                  })}`
                : searched
                  ? t`Nothing matched “${searched}”. Try another word or topic.`
                  : t`Nothing matched. Try another word or topic.`}
            </p>
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {articles.data.result.map((a) => (
                <li key={a.slug}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t`Article pages`}
              page={articles.data.pagination.page}
              totalPages={articles.data.pagination.totalPages}
              onPage={(page) => {
                go({ ...filters, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}

export const loader = queryLoader((client, { request }) => [
  client.ensureQueryData(
    articlesQuery(
      filtersFromParams(new URL(request.url).searchParams),
      localeOfPath(new URL(request.url).pathname),
    ),
  ),
  client.ensureQueryData(articleTagsQuery()),
]);
