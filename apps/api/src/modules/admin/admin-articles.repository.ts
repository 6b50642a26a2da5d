// The admin's writes of health articles (the articles module reads them for the public pages): create, edit,
// schedule and retire. A retired article is kept (retired_at set), never deleted.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { articles, articleTagNames, articleTranslations, englishDigest } from '../../db/schema/articles.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { tagNamesHiOf } from '../articles/articles.repository.ts';

const authors = alias(doctors, 'authors');
const reviewers = alias(doctors, 'reviewers');

export type ArticleFields = Pick<
  typeof articles.$inferInsert,
  | 'slug'
  | 'title'
  | 'summary'
  | 'body'
  | 'tags'
  | 'searchText'
  | 'authorId'
  | 'reviewerId'
  | 'reviewedOn'
  | 'publishedAt'
  | 'updatedAt'
>;

export function createAdminArticlesRepository(db: Db) {
  const select = () =>
    db
      .select({
        article: articles,
        author: { id: authors.id, name: authors.name },
        reviewer: { id: reviewers.id, name: reviewers.name },
      })
      .from(articles)
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .innerJoin(reviewers, eq(reviewers.id, articles.reviewerId));
  return {
    /** Every article, latest publication first: tens to hundreds of rows, read whole. */
    async list() {
      return select().orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1000);
    },
    async find(id: string) {
      const [row] = await select().where(eq(articles.id, id));
      return row;
    },
    /** The translations of these articles: language, review day, and whether the English changed since. */
    async translationsOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          articleId: articleTranslations.articleId,
          language: articleTranslations.language,
          reviewedOn: articleTranslations.reviewedOn,
          needsReview: sql<boolean>`${articleTranslations.sourceDigest} <> ${englishDigest}`,
        })
        .from(articleTranslations)
        .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
        .where(inArray(articleTranslations.articleId, ids))
        .orderBy(articleTranslations.articleId, articleTranslations.language);
    },
    /** Which of these doctors are listed publicly (their registration checked): only they may write or review. */
    async listedDoctors(ids: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(inArray(doctors.id, ids), isNotNull(doctors.registrationVerifiedAt)));
      return new Set(rows.map((r) => r.id));
    },
    tagNamesHi: (tags: string[]) => tagNamesHiOf(db, tags),
    /** The article and the Hindi names of its tags, in one transaction. */
    async insert(id: string, fields: ArticleFields, tagNamesHi: TagNamesHi): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(articles).values({ id, ...fields });
        await saveTagNamesHi(tx, tagNamesHi);
      });
    },
    /** The article's fields and the Hindi names of its tags, in one transaction; false when it does not exist. */
    async update(id: string, fields: ArticleFields, tagNamesHi: TagNamesHi): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(articles)
          .set(fields)
          .where(eq(articles.id, id))
          .returning({ id: articles.id });
        if (rows.length === 0) return false;
        await saveTagNamesHi(tx, tagNamesHi);
        return true;
      });
    },
    /** Retires once: the first retire stamps the time, a second changes nothing. */
    async retire(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(articles)
        .set({ retiredAt: sql`coalesce(${articles.retiredAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return rows.length > 0;
    },
  };
}
export type AdminArticlesRepository = ReturnType<typeof createAdminArticlesRepository>;

/** A Hindi name for each tag given one; null removes the tag's name (article_tag_names). */
type TagNamesHi = Record<string, string | null>;

async function saveTagNamesHi(db: Db, names: TagNamesHi): Promise<void> {
  const entries = Object.entries(names);
  const named = entries.flatMap(([tag, nameHi]) => (nameHi ? [{ tag, nameHi }] : []));
  const cleared = entries.flatMap(([tag, nameHi]) => (nameHi ? [] : [tag]));
  if (named.length) {
    await db
      .insert(articleTagNames)
      .values(named)
      .onConflictDoUpdate({ target: articleTagNames.tag, set: { nameHi: sql`excluded.name_hi` } });
  }
  if (cleared.length) await db.delete(articleTagNames).where(inArray(articleTagNames.tag, cleared));
}
export type AdminArticleRow = NonNullable<Awaited<ReturnType<AdminArticlesRepository['find']>>>;
