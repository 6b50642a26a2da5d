// An article in the listing: title (the link), summary, author, date, reading time and tags.

import type { ArticleCard as Card } from '@arogya/contracts/articles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { articlePath } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { tagName } from '../tag-names.ts';

export function ArticleCard({ article }: { article: Card }) {
  const { t } = useLingui();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <ul aria-label={t`Topics`} className="flex flex-wrap gap-1.5">
        {article.tags.slice(0, 3).map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {tagName(tag, article.tagNamesHi?.[tag])}
          </li>
        ))}
      </ul>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link to={articlePath(article.slug)} className="hover:text-brand-800 hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-slate-700">{article.summary}</p>
      <p className="mt-4 text-sm text-slate-700">
        <Trans>
          Dr. {article.author.name} · {localText(article.author.specialty, article.author.specialtyHi)}
        </Trans>
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        <Trans>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> ·{' '}
          {article.readingMinutes} min read
        </Trans>
      </p>
    </article>
  );
}
