// One article's reviewed Hindi version (docs/product-rules.md#health-articles): the title, summary and body
// written in Hindi as Indian health sites write it, faithful to the English article of the same slug, and the
// doctor (by specialty, the nth Hindi-speaking doctor of it by id) who reviewed this version.
import type { DoctorPick } from '../article-seed.ts';

export type ArticleTranslationSeed = {
  slug: string;
  title: string;
  summary: string;
  reviewer: DoctorPick;
  /** 'YYYY-MM-DD', Asia/Kolkata. */
  reviewedOn: string;
  /** Markdown, as the English body. */
  body: string;
};
