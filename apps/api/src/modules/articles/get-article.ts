// One article by its slug, with its body, reviewer, related tests and medicines; asked in Hindi, its reviewed
// Hindi version (title, summary, body, and the doctor who reviewed that version in the byline), else English.
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
  const [medicines, translation] = await Promise.all([
    deps.articles.medicinesOf(row.id),
    language === 'en' ? undefined : deps.articles.translationOf(row.id, language),
  ]);
  if (!translation) return { ...mapArticle(row, medicines), language: 'en' };
  return { ...mapArticle({ ...row, ...translation }, medicines), language };
}
