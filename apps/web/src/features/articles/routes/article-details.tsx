// /health-articles/:slug: one article with its author and reviewer (registration shown), dates, reading
// time, the body, related tests and medicines, and the consultation note (docs/screens.md#health-articles).

import type { ArticleDoctor } from '@arogya/contracts/articles';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { doctorDetailsPath, paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localeOfPath } from '../../../lib/i18n/locales.ts';
import { councilName } from '../../../lib/i18n/place-name.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { articleQuery, useArticle } from '../api/get-article.ts';
import { paramsFromFilters } from '../article-filters.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { RelatedLinks } from '../components/related-links.tsx';
import { tagName } from '../tag-names.ts';

function Registration({ doctor }: { doctor: ArticleDoctor }) {
  return (
    <span className="block text-slate-600">
      <Trans>
        {councilName(doctor.registrationCouncil)}, registration no.{' '}
        <span className="whitespace-nowrap">{doctor.registrationNumber}</span>
      </Trans>
    </span>
  );
}

function BackLink() {
  return (
    <Link to={paths.healthArticles} className="text-sm font-medium text-brand-800 hover:underline">
      <Trans>← All health articles</Trans>
    </Link>
  );
}

export default function ArticleDetailsPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const locale = useLocale();
  const article = useArticle(slug, locale);
  const a = article.data;
  usePageTitle(a ? a.title : article.isError ? t`Article not found` : t`Health article`);
  useMetaDescription(a?.summary);

  if (article.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <LoadingNote label={t`Loading article...`} />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="mt-4 h-4 w-1/2" />
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.status < 500;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
        <BackLink />
        <ErrorState
          headingLevel={1}
          title={missing ? t`Article not found` : t`The article could not be loaded`}
          message={
            missing ? t`It may have moved. Browse all health articles instead.` : errorMessage(article.error)
          }
          onRetry={missing ? undefined : () => article.refetch()}
        />
      </div>
    );
  }

  if (!a) return null;
  const updated = a.updatedAt.slice(0, 10) !== a.publishedAt.slice(0, 10);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink />
      <ul aria-label={t`Topics`} className="mt-4 flex flex-wrap gap-1.5">
        {a.tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`${paths.healthArticles}?${paramsFromFilters({ tag })}`}
              className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
            >
              {tagName(tag, a.tagNamesHi?.[tag])}
            </Link>
          </li>
        ))}
      </ul>
      <h1 className="mt-3 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{a.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{a.summary}</p>

      <div className="mt-5 space-y-2 border-y border-slate-200 py-4 text-sm text-slate-700">
        <p>
          <Trans>
            By{' '}
            <Link
              to={doctorDetailsPath(a.author.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              Dr. {a.author.name}
            </Link>
            , {localText(a.author.specialty, a.author.specialtyHi)}
          </Trans>
          <Registration doctor={a.author} />
        </p>
        <p className="flex gap-1.5">
          <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <Trans>
              Medically reviewed by{' '}
              <Link
                to={doctorDetailsPath(a.reviewer.id)}
                className="font-medium text-brand-800 hover:underline"
              >
                Dr. {a.reviewer.name}
              </Link>
              , {localText(a.reviewer.specialty, a.reviewer.specialtyHi)}, on{' '}
              <time dateTime={a.reviewedOn}>{formatDate(a.reviewedOn)}</time>
            </Trans>
            <Registration doctor={a.reviewer} />
          </span>
        </p>
        {a.translationNeedsReview ? (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            <Trans>
              The English article has changed since this translation was reviewed on{' '}
              <time dateTime={a.reviewedOn}>{formatDate(a.reviewedOn)}</time>. A doctor will review the
              translation again.
            </Trans>
          </p>
        ) : null}
        <p className="text-slate-600">
          <Trans>
            Published <time dateTime={a.publishedAt}>{formatDate(a.publishedAt)}</time>
          </Trans>
          {updated ? (
            <>
              {' '}
              <Trans>
                · Updated <time dateTime={a.updatedAt}>{formatDate(a.updatedAt)}</time>
              </Trans>
            </>
          ) : null}
          <Trans> · {a.readingMinutes} min read</Trans>
        </p>
      </div>

      <div className="mt-2">
        <ArticleBody markdown={a.body} />
      </div>

      <RelatedLinks tests={a.relatedTests} medicines={a.relatedMedicines} />

      <aside
        aria-label={t`About this article`}
        className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      >
        <p className="text-sm text-amber-950">
          <Trans>
            This article is for general information and is not a substitute for a consultation with a doctor.
            If you are unwell, or unsure whether something applies to you, talk to a doctor.
          </Trans>
        </p>
        <Trans>
          <Link to={paths.doctors} className={buttonClass('primary', 'sm', 'mt-3')}>
            Find a doctor
          </Link>
        </Trans>
      </aside>
    </article>
  );
}

export const loader = queryLoader((client, { params, request }) => [
  client.ensureQueryData(articleQuery(params.slug ?? '', localeOfPath(new URL(request.url).pathname))),
]);
