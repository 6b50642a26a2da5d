// Health articles written by the platform's doctors (docs/product-rules.md#health-articles): the listing's
// filters, one article by slug, the tag counts, and the answers' shapes. `...At` fields are UTC ISO
// instants; `reviewedOn` is a 'YYYY-MM-DD' date.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import {
  ARTICLE_QUERY_MAX,
  ARTICLE_SORTS,
  ARTICLE_TAG_MAX,
  ARTICLE_TAG_PATTERN,
  ARTICLES_MAX_PAGE_SIZE,
  ARTICLES_PAGE_SIZE,
} from './articles-values.ts';
import { CalendarDate } from './dates.ts';
import { LANGUAGES } from './languages.ts';

export {
  ARTICLE_CONSULTATION_NOTE,
  ARTICLE_QUERY_MAX,
  ARTICLE_SORTS,
  ARTICLE_TAG_MAX,
  ARTICLE_TAG_PATTERN,
  ARTICLE_WORDS_PER_MINUTE,
  ARTICLES_MAX_PAGE_SIZE,
  ARTICLES_PAGE_SIZE,
  articleTagOf,
  readingMinutes,
  tagLabel,
} from './articles-values.ts';

const Slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');
export const ArticleTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(ARTICLE_TAG_MAX)
  .regex(ARTICLE_TAG_PATTERN, 'Use lower-case letters, digits and hyphens');

/** GET /api/v1/articles: newest first, one tag, a search over title, summary and tags. */
export const ArticleListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ARTICLES_MAX_PAGE_SIZE).default(ARTICLES_PAGE_SIZE),
  tag: ArticleTag.optional(),
  q: z
    .string()
    .trim()
    .max(ARTICLE_QUERY_MAX, `Search for at most ${ARTICLE_QUERY_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: z.enum(ARTICLE_SORTS).default('newest'),
  /** The language to read in: an article with a reviewed version in it comes in it, others in English. */
  lang: z.enum(LANGUAGES).default('en'),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const ArticleSlugParams = z.strictObject({ slug: Slug });

/** GET /api/v1/articles/:slug?lang=hi: the article's reviewed Hindi version, when it has one. */
export const ArticleQuery = z.object({ lang: z.enum(LANGUAGES).default('en') });
export type ArticleQuery = z.infer<typeof ArticleQuery>;

export const ArticleDoctor = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  /** The specialty's Hindi name (specialties.name_hi), shown on Hindi pages; null: the English shows. */
  specialtyHi: z.string().nullable(),
  registrationNumber: z.string(),
  registrationCouncil: z.string(),
});
export type ArticleDoctor = z.infer<typeof ArticleDoctor>;

export const ArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  /** The Hindi names an admin gave its tags, by tag (article_tag_names); a tag without one is not listed. */
  tagNamesHi: z.record(z.string(), z.string()),
  author: ArticleDoctor,
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().int(),
  /** The language its title, summary (and body) are in: the one asked for, or English without a version. */
  language: z.enum(LANGUAGES).optional(),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

/** A lab test the article mentions; searched by name until the lab catalogue links by code. */
export const ArticleTestRef = z.object({ code: z.string(), name: z.string() });
export type ArticleTestRef = z.infer<typeof ArticleTestRef>;
/** A medicine the article mentions: the article's words and the product page it links to. */
export const ArticleMedicineRef = z.object({ productId: z.string(), label: z.string() });
export type ArticleMedicineRef = z.infer<typeof ArticleMedicineRef>;

export const Article = ArticleCard.extend({
  body: z.string(),
  wordCount: z.number().int(),
  reviewer: ArticleDoctor,
  reviewedOn: z.string(),
  relatedTests: z.array(ArticleTestRef),
  relatedMedicines: z.array(ArticleMedicineRef),
  /**
   * In another language than English: true when the English article has changed since this version was
   * reviewed. The reviewed version is still shown, with its review date (reviewedOn), until a doctor reviews it
   * again.
   */
  translationNeedsReview: z.boolean().optional(),
});
export type Article = z.infer<typeof Article>;

export const ArticleTagCount = z.object({
  tag: z.string(),
  count: z.number().int(),
  /** The Hindi name an admin gave it (article_tag_names); null: the web app's own name, or the tag as written. */
  nameHi: z.string().nullable(),
});
export type ArticleTagCount = z.infer<typeof ArticleTagCount>;

const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const ArticleListResponse = z.object({
  success: z.literal(true),
  result: z.array(ArticleCard),
  pagination: Pagination,
});
export const ArticleResponse = z.object({ success: z.literal(true), result: Article });
export const ArticleTagsResponse = z.object({ success: z.literal(true), result: z.array(ArticleTagCount) });

// The admin console's articles (docs/product-rules.md#health-articles): create, edit, schedule, retire.

export const ARTICLE_STATUSES = ['scheduled', 'published', 'retired'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const IsoDay = CalendarDate;

/**
 * POST /api/v1/admin/articles and PUT /api/v1/admin/articles/:id. The body is Markdown (shown without raw
 * HTML); the author and the reviewer are two different listed doctors; `publishOn` is the Asia/Kolkata day it
 * appears (from 00:00 IST; a later day schedules it); `reviewedOn` the day the reviewer checked it.
 */
export const AdminArticleInput = z
  .strictObject({
    title: z.string().trim().min(5, 'At least 5 characters').max(160),
    slug: Slug.optional(),
    summary: z.string().trim().min(20, 'At least 20 characters').max(400),
    body: z.string().trim().min(50, 'At least 50 characters').max(50_000),
    tags: z
      .array(ArticleTag)
      .min(1, 'Add at least one tag')
      .max(6, 'At most 6 tags')
      .refine((t) => new Set(t).size === t.length, 'Each tag once'),
    /**
     * Hindi names for its tags, by tag, shown on Hindi pages (optional). A name left empty removes the tag's
     * Hindi name; a tag not named here keeps the one it has.
     */
    tagNamesHi: z
      .record(
        z.string().max(ARTICLE_TAG_MAX),
        z
          .string()
          .trim()
          .max(60, 'At most 60 characters')
          .transform((v) => (v === '' ? null : v))
          .nullable(),
      )
      .default({}),
    authorId: z.string().trim().min(1, 'Choose the author').max(64),
    reviewerId: z.string().trim().min(1, 'Choose the reviewer').max(64),
    reviewedOn: IsoDay,
    publishOn: IsoDay,
  })
  .refine((a) => Object.keys(a.tagNamesHi).every((tag) => a.tags.includes(tag)), {
    message: 'Name in Hindi only the tags the article has',
    path: ['tagNamesHi'],
  })
  .refine((a) => a.authorId !== a.reviewerId, {
    message: 'The reviewer must be another doctor than the author',
    path: ['reviewerId'],
  });
export type AdminArticleInput = z.input<typeof AdminArticleInput>;

export const AdminArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  /** The Hindi names of its tags that have one, by tag. */
  tagNamesHi: z.record(z.string(), z.string()),
  author: z.object({ id: z.string(), name: z.string() }),
  reviewer: z.object({ id: z.string(), name: z.string() }),
  reviewedOn: z.string(),
  /** The Asia/Kolkata day it appears, and the instant. */
  publishOn: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  /**
   * Its reviewed versions in other languages: the day each was reviewed, and whether the English has changed
   * since (needsReview: the public page still shows the reviewed version, flagged, until it is reviewed again).
   */
  translations: z
    .array(z.object({ language: z.enum(LANGUAGES), reviewedOn: z.string(), needsReview: z.boolean() }))
    .default([]),
});
export type AdminArticle = z.infer<typeof AdminArticle>;

export const AdminArticleIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const AdminArticleListResponse = z.object({ success: z.literal(true), result: z.array(AdminArticle) });
export const AdminArticleResponse = z.object({
  success: z.literal(true),
  result: AdminArticle,
  message: z.string().optional(),
});
