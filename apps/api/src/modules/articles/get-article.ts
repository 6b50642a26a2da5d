// One article by its slug, with its body, reviewer, related tests and medicines; asked in Hindi, its reviewed
// Hindi version (title, summary, body, and the doctor who reviewed that version in the byline), else English.
// A Hindi version whose English article has changed since its review is still the one shown (its review
// date says when it was checked), flagged translationNeedsReview.
// Refuses: an unknown slug (404).

import type { Article } from '@arogya/contracts/articles';
import type { Language } from '@arogya/contracts/languages';
import { AppError } from '../../lib/app-error.ts';
import { mapArticle } from './article-mapper.ts';
import type { ArticleDeps } from './articles-deps.ts';

export async function getArticle(
  deps: ArticleDeps,
  slug: string,
  language: Language = 'en',
): Promise<Article> {
  const row = await deps.articles.findBySlug(slug);
  if (!row) throw AppError.notFound('Article not found');
  const [medicines, translation, tagNamesHi] = await Promise.all([
    deps.articles.medicinesOf(row.id),
    language === 'en' ? undefined : deps.articles.translationOf(row.id, language),
    deps.articles.tagNamesHi(row.tags),
  ]);
  if (!translation) return { ...mapArticle(row, medicines, tagNamesHi), language: 'en' };
  // Its English changed since it was reviewed: still the reviewed version, with its review date, flagged.
  return {
    ...mapArticle({ ...row, ...translation }, medicines, tagNamesHi),
    language,
    translationNeedsReview: !translation.current,
  };
}
