// Health articles written by the platform's doctors and checked by a second doctor
// (docs/product-rules.md#health-articles). Related medicines are product ids with a foreign key, so a link
// never points at nothing; related lab tests are plain codes and names until the labs tables land.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.ts';
import { products } from './pharmacy.ts';

export type ArticleTestRef = { code: string; name: string };

export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; rendered without raw HTML on the web. */
    body: text('body').notNull(),
    /** Counted by the database from the body, so the reading time can never drift from the text. */
    wordCount: integer('word_count')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(array_length(regexp_split_to_array(btrim(body), '\\s+'), 1), 0)`),
    tags: text('tags').array().notNull(),
    /** Title, summary and tags in lower case: what the listing's search matches, through a trigram index. */
    searchText: text('search_text').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => doctors.id),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => doctors.id),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    relatedTests: jsonb('related_tests').$type<ArticleTestRef[]>().notNull().default(sql`'[]'::jsonb`),
    /** Shown publicly from this instant (an admin may schedule it ahead: 00:00 IST of the day chosen). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Retired by an admin: kept, never deleted, no longer shown (docs/product-rules.md#health-articles). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('articles_published_idx').on(sql`${t.publishedAt} DESC`, sql`${t.id} DESC`),
    index('articles_tags_gin').using('gin', t.tags),
    index('articles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('articles_author_idx').on(t.authorId),
    check('articles_reviewer_not_author', sql`${t.reviewerId} <> ${t.authorId}`),
    check('articles_updated_after_published', sql`${t.updatedAt} >= ${t.publishedAt}`),
    check('articles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Medicines an article names, in the article's order; the label is the article's words (usually the salt). */
export const articleMedicines = pgTable(
  'article_medicines',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.productId] }),
    index('article_medicines_product_idx').on(t.productId),
  ],
);

/** The digest of an article's English words (title, summary, body) as stored: what a translation records as
 * the version it was made from (article_translations.source_digest). */
export const englishDigest = sql<string>`md5(${articles.title} || chr(10) || ${articles.summary} || chr(10) || ${articles.body})`;

/**
 * An article in another language (Hindi today): its title, summary and body translated and checked by a doctor
 * who reads that language, named in the translation's byline as the English reviewer is in the article's
 * (docs/product-rules.md#health-articles). The article's tags, tests, medicines and dates stay the article's.
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, as the article's. */
    body: text('body').notNull(),
    wordCount: integer('word_count')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(array_length(regexp_split_to_array(btrim(body), '\\s+'), 1), 0)`),
    /** Title and summary in lower case, counted by the database: what a search in this language matches
     * (beside the article's own search_text), through a trigram index as the article's. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(title || ' ' || summary)`),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => doctors.id),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    /**
     * The English version this translation was made from and reviewed against: the digest of the article's
     * title, summary and body then (englishDigest). An article whose English no longer has it has changed
     * since: its translation needs review (docs/product-rules.md#health-articles).
     */
    sourceDigest: text('source_digest').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    check('article_translations_language', sql`${t.language} in ('hi')`),
    index('article_translations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * A topic tag's name on Hindi pages, written by the admin who files an article under it
 * (docs/product-rules.md#languages). The seeded articles' tags are named in the web app's catalogs
 * (apps/web/src/features/articles/tag-names.ts); a tag with neither reads as written ('type-2-diabetes' ->
 * 'Type 2 diabetes').
 */
export const articleTagNames = pgTable(
  'article_tag_names',
  {
    tag: text('tag').primaryKey(),
    nameHi: text('name_hi').notNull(),
  },
  (t) => [
    check('article_tag_names_tag_format', sql`${t.tag} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('article_tag_names_name', sql`btrim(${t.nameHi}) <> ''`),
  ],
);
