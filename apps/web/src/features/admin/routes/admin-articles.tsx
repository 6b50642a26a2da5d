// /admin/articles (admins only): health articles with their status now (scheduled, published, retired);
// create, edit, schedule and retire (docs/product-rules.md#health-articles).

import type { AdminArticle, ArticleStatus } from '@arogya/contracts/articles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { articlePath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import toast from '../../../lib/toast.ts';
import { useAdminArticles, useRetireArticle } from '../api/manage-articles.ts';
import { ArticleForm } from '../components/article-form.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';

const STATUS: Record<ArticleStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  published: { label: msg`Published`, tone: 'green' },
  scheduled: { label: msg`Scheduled`, tone: 'blue' },
  retired: { label: msg`Retired`, tone: 'slate' },
};

/** Its Hindi version was reviewed against English that has changed since (AdminArticle.translations). */
function needsHindiReview(article: AdminArticle): boolean {
  return (article.translations ?? []).some((tr) => tr.language === 'hi' && tr.needsReview);
}

function ArticleRow({ article, onEdit }: { article: AdminArticle; onEdit: () => void }) {
  const { t } = useLingui();
  const retire = useRetireArticle();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          <span className="min-w-0 break-words">{article.title}</span>{' '}
          <Badge tone={STATUS[article.status].tone}>{t(STATUS[article.status].label)}</Badge>
          {needsHindiReview(article) ? <Badge tone="amber">{t`Hindi translation needs review`}</Badge> : null}
        </p>
        <p className="text-slate-700">
          <Trans>
            By Dr. {article.author.name} · reviewed by Dr. {article.reviewer.name}
          </Trans>
        </p>
        <p className="text-slate-600">
          {article.status === 'scheduled' ? t`Appears on` : t`Published`} {formatDate(article.publishOn)} ·{' '}
          {article.tags.join(', ')}
          {article.status === 'published' ? (
            <>
              {' · '}
              <Link to={articlePath(article.slug)} className="font-medium text-brand-700 underline">
                <Trans>
                  View<span className="sr-only"> {article.title}</span>
                </Trans>
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {article.status === 'retired' ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${article.title}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            pending={retire.isPending}
            pendingLabel={t`Retiring...`}
            aria-label={t`Retire ${article.title}`}
            onClick={() =>
              retire.mutate(article.id, {
                onSuccess: () => toast.success(t`Article retired`),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Trans>Retire</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

export default function AdminArticlesPage() {
  const { t } = useLingui();
  const articles = useAdminArticles();
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  return (
    <ConsoleShell
      title={t`Articles`}
      intro={t`Health articles by Arogya's doctors, each checked by a second doctor; scheduled by day in India time (IST).`}
    >
      <Button onClick={() => setEditing('new')}>
        <Trans>New Article</Trans>
      </Button>
      <h2 className="sr-only">
        <Trans>All articles</Trans>
      </h2>
      <div className="mt-5">
        {articles.isPending ? (
          <LoadingNote label={t`Loading articles...`} />
        ) : articles.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Articles could not be loaded`}
            message={errorMessage(articles.error)}
            onRetry={() => void articles.refetch()}
          />
        ) : articles.data.result.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No articles yet`} />
        ) : (
          <ul className="space-y-3">
            {articles.data.result.map((a) => (
              <ArticleRow key={a.id} article={a} onEdit={() => setEditing(a)} />
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <ArticleForm article={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ConsoleShell>
  );
}
