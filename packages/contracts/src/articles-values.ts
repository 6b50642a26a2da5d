// The articles contract's plain values, without zod: the public article pages read them, and importing
// ./articles.ts there would load zod (26 KB gzipped) before the page can answer a tap
// (docs/bench.md#lighthouse). ./articles.ts re-exports them and builds its schemas from them.

export const ARTICLES_PAGE_SIZE = 9;
export const ARTICLES_MAX_PAGE_SIZE = 50;
/** Words a reader gets through in a minute, for the reading time. */
export const ARTICLE_WORDS_PER_MINUTE = 200;
export const ARTICLE_SORTS = ['newest', 'oldest'] as const;
export const ARTICLE_QUERY_MAX = 80;
/** Shown at the end of every article. */
export const ARTICLE_CONSULTATION_NOTE =
  'This article is for general information and is not a substitute for a consultation with a doctor. If you are unwell, or unsure whether something applies to you, talk to a doctor.';

/** A tag: lower-case words of letters and digits joined by hyphens ('type-2-diabetes'). */
export const ARTICLE_TAG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ARTICLE_TAG_MAX = 40;
/** The tag as the ArticleTag schema reads it (trimmed, lower-cased), or null when it is not a tag. */
export function articleTagOf(raw: string): string | null {
  const tag = raw.trim().toLowerCase();
  return tag.length >= 1 && tag.length <= ARTICLE_TAG_MAX && ARTICLE_TAG_PATTERN.test(tag) ? tag : null;
}

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / ARTICLE_WORDS_PER_MINUTE));
}

/** The tag as a reader sees it: 'type-2-diabetes' -> 'Type 2 diabetes'. */
export function tagLabel(tag: string): string {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
