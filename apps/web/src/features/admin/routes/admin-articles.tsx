// /admin/articles (admins only): health articles with their status now (scheduled, published, retired);
// create, edit, schedule and retire (docs/product-rules.md#health-articles).
import type { AdminArticle, ArticleStatus } from '@arogya/contracts/articles';
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

const STATUS: Record<ArticleStatus, { label: string; tone: BadgeTone }> = {
  published: { label: 'Published', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  retired: { label: 'Retired', tone: 'slate' },
};

function ArticleRow({ article, onEdit }: { article: AdminArticle; onEdit: () => void }) {
  const retire = useRetireArticle();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          <span className="min-w-0 break-words">{article.title}</span>{' '}
          <Badge tone={STATUS[article.status].tone}>{STATUS[article.status].label}</Badge>
        </p>
        <p className="text-slate-700">
          By Dr. {article.author.name} · reviewed by Dr. {article.reviewer.name}
        </p>
        <p className="text-slate-600">
          {article.status === 'scheduled' ? 'Appears on' : 'Published'} {formatDate(article.publishOn)} ·{' '}
          {article.tags.join(', ')}
          {article.status === 'published' ? (
            <>
              {' · '}
              <Link to={articlePath(article.slug)} className="font-medium text-brand-700 underline">
                View<span className="sr-only"> {article.title}</span>
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {article.status === 'retired' ? null : (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${article.title}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            pending={retire.isPending}
            pendingLabel="Retiring..."
            aria-label={`Retire ${article.title}`}
            onClick={() =>
              retire.mutate(article.id, {
                onSuccess: () => toast.success('Article retired'),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Retire
          </Button>
        </div>
      )}
    </li>
  );
}

export default function AdminArticlesPage() {
  const articles = useAdminArticles();
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  return (
    <ConsoleShell
      title="Articles"
      intro="Health articles by Arogya's doctors, each checked by a second doctor; scheduled by day in India time (IST)."
    >
      <Button onClick={() => setEditing('new')}>New Article</Button>
      <h2 className="sr-only">All articles</h2>
      <div className="mt-5">
        {articles.isPending ? (
          <LoadingNote label="Loading articles..." />
        ) : articles.isError ? (
          <ErrorState
            headingLevel={3}
            title="Articles could not be loaded"
            message={errorMessage(articles.error)}
            onRetry={() => void articles.refetch()}
          />
        ) : articles.data.result.length === 0 ? (
          <EmptyState headingLevel={3} title="No articles yet" />
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
