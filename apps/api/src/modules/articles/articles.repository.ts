// The articles tables, and the public name, registration and specialty of each article's doctors (read
// through a join: a listing page needs nine authors in one query, not nine calls to the doctors module).
// Search: every word must occur in the title, summary or tags (ILIKE) or nearly occur (word_similarity,
// for typos); both served by the trigram index on search_text. Searched in Hindi, a word may occur in the
// article's Hindi title or summary instead (article_translations.search_text, its own trigram index), so
// 'बुखार' finds the fever articles and 'dengue' still does. Order: published_at, id (its own index).

import type { Language } from '@arogya/contracts/languages';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  articleMedicines,
  articles,
  articleTagNames,
  articleTranslations,
  englishDigest,
} from '../../db/schema/articles.ts';
import { doctors, specialties } from '../../db/schema/doctors.ts';

/** 'dengu' ~ 'dengue' is 0.71, 'diabtes' ~ 'diabetes' 0.5: below this a near match is noise. */
export const ARTICLE_SEARCH_THRESHOLD = 0.5;
const MAX_SEARCH_WORDS = 6;

export type ArticleFilter = { tag?: string; q?: string; language?: Language };

const authors = alias(doctors, 'author');
const reviewers = alias(doctors, 'reviewer');
const authorSpecialties = alias(specialties, 'author_specialty');
const reviewerSpecialties = alias(specialties, 'reviewer_specialty');

type DoctorAlias = typeof authors | typeof reviewers;
type SpecialtyAlias = typeof authorSpecialties | typeof reviewerSpecialties;
const doctorColumns = (d: DoctorAlias, s: SpecialtyAlias) => ({
  id: d.id,
  name: d.name,
  specialty: s.name,
  specialtyHi: s.nameHi,
  registrationNumber: d.registrationNumber,
  registrationCouncil: d.registrationCouncil,
});

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  tags: articles.tags,
  wordCount: articles.wordCount,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  author: doctorColumns(authors, authorSpecialties),
};

/**
 * Letters and digits only, so LIKE's wildcards never reach the pattern; a letter's marks stay with it (Hindi
 * writes its vowels after a consonant as marks: 'डेंगू' is one word, not 'ड' and 'ग').
 */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Shown publicly: published (a scheduled article waits for its instant) and not retired. */
const visible = () => and(lte(articles.publishedAt, sql`now()`), isNull(articles.retiredAt));

function conditions(filter: ArticleFilter): { where: SQL | undefined; words: string[] } {
  const words = filter.q ? searchWords(filter.q) : [];
  const parts: (SQL | undefined)[] = [
    visible(),
    filter.tag ? sql`${articles.tags} @> array[${filter.tag}]::text[]` : undefined,
  ];
  const other = filter.language && filter.language !== 'en' ? filter.language : undefined;
  for (const w of words) {
    const english = sql`(${articles.searchText} ilike ${`%${w}%`} or ${w} <% ${articles.searchText})`;
    parts.push(
      other
        ? // The translations matching are found once (a hashed subplan over their trigram index), not per article.
          sql`(${english} or ${articles.id} in (select ${articleTranslations.articleId} from ${articleTranslations} where ${articleTranslations.language} = ${other} and (${articleTranslations.searchText} ilike ${`%${w}%`} or ${w} <% ${articleTranslations.searchText})))`
        : english,
    );
  }
  return { where: and(...parts), words };
}

/** Whether the translation was made from the English as it stands: false once the English changed since. */
const translationCurrent = sql<boolean>`${articleTranslations.sourceDigest} = ${englishDigest}`;

export function createArticlesRepository(db: Db) {
  const cards = (tx: Db) =>
    tx
      .select(cardColumns)
      .from(articles)
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .innerJoin(authorSpecialties, eq(authorSpecialties.id, authors.specialtyId));

  return {
    async list(filter: ArticleFilter, opts: { sort: 'newest' | 'oldest'; limit: number; offset: number }) {
      const { where, words } = conditions(filter);
      const order = opts.sort === 'newest' ? desc : asc;
      const run = async (tx: Db) => {
        if (words.length > 0) {
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(ARTICLE_SEARCH_THRESHOLD)}, true)`,
          );
        }
        const rows = await cards(tx)
          .where(where)
          .orderBy(order(articles.publishedAt), order(articles.id))
          .limit(opts.limit)
          .offset(opts.offset);
        const [total] = await tx.select({ n: count() }).from(articles).where(where);
        return { rows, total: total?.n ?? 0 };
      };
      return words.length > 0 ? db.transaction((tx) => run(tx as unknown as Db)) : run(db);
    },

    async findBySlug(slug: string) {
      const [row] = await db
        .select({
          ...cardColumns,
          body: articles.body,
          reviewedOn: articles.reviewedOn,
          relatedTests: articles.relatedTests,
          reviewer: doctorColumns(reviewers, reviewerSpecialties),
        })
        .from(articles)
        .innerJoin(authors, eq(authors.id, articles.authorId))
        .innerJoin(authorSpecialties, eq(authorSpecialties.id, authors.specialtyId))
        .innerJoin(reviewers, eq(reviewers.id, articles.reviewerId))
        .innerJoin(reviewerSpecialties, eq(reviewerSpecialties.id, reviewers.specialtyId))
        .where(and(eq(articles.slug, slug), visible()))
        .limit(1);
      return row;
    },

    /** The reviewed version of an article in a language, with the doctor who reviewed it; none: undefined. */
    async translationOf(articleId: string, language: string) {
      const [row] = await db
        .select({
          title: articleTranslations.title,
          summary: articleTranslations.summary,
          body: articleTranslations.body,
          wordCount: articleTranslations.wordCount,
          reviewedOn: articleTranslations.reviewedOn,
          reviewer: doctorColumns(reviewers, reviewerSpecialties),
          current: translationCurrent,
        })
        .from(articleTranslations)
        .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
        .innerJoin(reviewers, eq(reviewers.id, articleTranslations.reviewerId))
        .innerJoin(reviewerSpecialties, eq(reviewerSpecialties.id, reviewers.specialtyId))
        .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, language)))
        .limit(1);
      return row;
    },

    /** The titles and summaries of a page of articles in a language, by article id. */
    async cardTranslations(articleIds: string[], language: string) {
      if (articleIds.length === 0)
        return new Map<string, { title: string; summary: string; wordCount: number }>();
      const rows = await db
        .select({
          articleId: articleTranslations.articleId,
          title: articleTranslations.title,
          summary: articleTranslations.summary,
          wordCount: articleTranslations.wordCount,
        })
        .from(articleTranslations)
        .where(
          and(inArray(articleTranslations.articleId, articleIds), eq(articleTranslations.language, language)),
        );
      return new Map(rows.map(({ articleId, ...rest }) => [articleId, rest]));
    },

    async medicinesOf(articleId: string) {
      return db
        .select({ productId: articleMedicines.productId, label: articleMedicines.label })
        .from(articleMedicines)
        .where(eq(articleMedicines.articleId, articleId))
        .orderBy(asc(articleMedicines.position));
    },

    /** Every tag with the number of articles carrying it, most used first. */
    async tagCounts() {
      const rows = await db
        .select({ tag: sql<string>`tag`, n: sql<number>`count(*)::int` })
        .from(sql`${articles}, unnest(${articles.tags}) as tag`)
        .where(visible())
        .groupBy(sql`tag`)
        .orderBy(sql`2 desc`, sql`1 asc`);
      const names = await tagNamesHiOf(
        db,
        rows.map((r) => r.tag),
      );
      return rows.map((r) => ({ tag: r.tag, count: Number(r.n), nameHi: names.get(r.tag) ?? null }));
    },

    /** The Hindi names an admin gave these tags (article_tag_names), by tag. */
    tagNamesHi: (tags: string[]) => tagNamesHiOf(db, tags),
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;

/** The Hindi names an admin gave these tags (article_tag_names), by tag. */
export async function tagNamesHiOf(db: Db, tags: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(tags)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ tag: articleTagNames.tag, nameHi: articleTagNames.nameHi })
    .from(articleTagNames)
    .where(inArray(articleTagNames.tag, wanted));
  return new Map(rows.map((r) => [r.tag, r.nameHi]));
}
