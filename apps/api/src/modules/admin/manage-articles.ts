// Health articles in the admin console (docs/product-rules.md#health-articles): list with each one's status
// now and its translations (flagged for review once the English changed after they were reviewed), create,
// edit (schedule included) and retire; every change written to the audit log (`article.create`,
// `article.update`, `article.retire`). An article appears from 00:00 Asia/Kolkata of its publication day.
// Refusals: no such article (404); an author or reviewer who is not a listed doctor (400 naming the field);
// a slug already taken (409).
import { randomUUID } from 'node:crypto';
import type { AdminArticle, AdminArticleInput, ArticleStatus } from '@arogya/contracts/articles';
import { isLanguage, languageOrDefault } from '@arogya/contracts/languages';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { todayIn, zonedToUtc } from '../../lib/zoned-time.ts';
import type { AdminArticleRow, ArticleFields } from './admin-articles.repository.ts';
import type { AdminDeps } from './admin-deps.ts';
import { slugify } from './import-catalogue.ts';

type Input = z.output<typeof AdminArticleInput>;

export function articleStatus(row: { publishedAt: Date; retiredAt: Date | null }, now: Date): ArticleStatus {
  if (row.retiredAt) return 'retired';
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

type TranslationRow = Awaited<ReturnType<AdminDeps['articles']['translationsOf']>>[number];

function mapAdminArticle(
  { article: a, author, reviewer }: AdminArticleRow,
  translations: TranslationRow[],
  tagNamesHi: Map<string, string>,
  now: Date,
): AdminArticle {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    body: a.body,
    tags: a.tags,
    tagNamesHi: Object.fromEntries(
      a.tags.flatMap((tag) => {
        const name = tagNamesHi.get(tag);
        return name ? [[tag, name]] : [];
      }),
    ),
    author,
    reviewer,
    reviewedOn: a.reviewedOn,
    publishOn: todayIn(a.publishedAt),
    publishedAt: a.publishedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    retiredAt: a.retiredAt ? a.retiredAt.toISOString() : null,
    status: articleStatus(a, now),
    translations: translations
      .filter((tr) => tr.articleId === a.id && isLanguage(tr.language))
      .map((tr) => ({
        language: languageOrDefault(tr.language),
        reviewedOn: tr.reviewedOn,
        needsReview: Boolean(tr.needsReview),
      })),
  };
}

async function fieldsOf(deps: AdminDeps, input: Input, now: Date): Promise<ArticleFields> {
  const listed = await deps.articles.listedDoctors([input.authorId, input.reviewerId]);
  for (const field of ['authorId', 'reviewerId'] as const) {
    if (!listed.has(input[field])) {
      throw AppError.invalid('Invalid input', [
        { field, message: 'Choose a doctor listed on Arogya (registration checked)' },
      ]);
    }
  }
  if (input.reviewedOn > todayIn(now)) {
    throw AppError.invalid('Invalid input', [{ field: 'reviewedOn', message: 'Cannot be in the future' }]);
  }
  const slug = input.slug ?? slugify(input.title).slice(0, 120).replace(/-+$/, '');
  if (!slug) throw AppError.invalid('Invalid input', [{ field: 'slug', message: 'Give the article a slug' }]);
  const publishedAt = zonedToUtc(input.publishOn, 0);
  return {
    slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    tags: input.tags,
    searchText: [input.title, input.summary, ...input.tags.map((t) => t.replace(/-/g, ' '))]
      .join(' ')
      .toLowerCase(),
    authorId: input.authorId,
    reviewerId: input.reviewerId,
    reviewedOn: input.reviewedOn,
    publishedAt,
    // A scheduled article's update time is its publication (the table keeps updated >= published).
    updatedAt: publishedAt.getTime() > now.getTime() ? publishedAt : now,
  };
}

function rethrowSlug(err: unknown): never {
  if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'articles_slug_unique') {
    throw AppError.conflict('Another article already has this slug: choose another one');
  }
  throw err;
}

async function load(deps: AdminDeps, id: string, now: Date): Promise<AdminArticle> {
  const row = await deps.articles.find(id);
  if (!row) throw AppError.notFound('Article not found');
  const [translations, tagNamesHi] = await Promise.all([
    deps.articles.translationsOf([id]),
    deps.articles.tagNamesHi(row.article.tags),
  ]);
  return mapAdminArticle(row, translations, tagNamesHi, now);
}

export async function listAdminArticles(deps: AdminDeps, now: Date): Promise<AdminArticle[]> {
  const rows = await deps.articles.list();
  const [translations, tagNamesHi] = await Promise.all([
    deps.articles.translationsOf(rows.map((r) => r.article.id)),
    deps.articles.tagNamesHi(rows.flatMap((r) => r.article.tags)),
  ]);
  return rows.map((row) => mapAdminArticle(row, translations, tagNamesHi, now));
}

export async function createArticle(
  deps: AdminDeps,
  admin: Actor,
  input: Input,
  now: Date,
): Promise<AdminArticle> {
  const id = `art_${randomUUID()}`;
  const fields = await fieldsOf(deps, input, now);
  await deps.articles.insert(id, fields, input.tagNamesHi).catch(rethrowSlug);
  await deps.audit.record({
    actor: admin,
    action: 'article.create',
    subjectUserId: null,
    resourceType: 'article',
    resourceId: id,
    meta: { slug: fields.slug, publishOn: input.publishOn, authorId: input.authorId },
  });
  return load(deps, id, now);
}

export async function updateArticle(
  deps: AdminDeps,
  admin: Actor,
  id: string,
  input: Input,
  now: Date,
): Promise<AdminArticle> {
  const fields = await fieldsOf(deps, input, now);
  const found = await deps.articles.update(id, fields, input.tagNamesHi).catch(rethrowSlug);
  if (!found) throw AppError.notFound('Article not found');
  await deps.audit.record({
    actor: admin,
    action: 'article.update',
    subjectUserId: null,
    resourceType: 'article',
    resourceId: id,
    meta: { slug: fields.slug, publishOn: input.publishOn },
  });
  return load(deps, id, now);
}

export async function retireArticle(
  deps: AdminDeps,
  admin: Actor,
  id: string,
  now: Date,
): Promise<AdminArticle> {
  if (!(await deps.articles.retire(id, now))) throw AppError.notFound('Article not found');
  await deps.audit.record({
    actor: admin,
    action: 'article.retire',
    subjectUserId: null,
    resourceType: 'article',
    resourceId: id,
  });
  return load(deps, id, now);
}
