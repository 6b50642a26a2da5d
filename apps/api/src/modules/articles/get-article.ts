// One article by its slug, with its body, reviewer, related tests and medicines.
// Refuses: an unknown slug (404).
import type { Article } from '@arogya/contracts/articles';
import { AppError } from '../../lib/app-error.ts';
import { mapArticle } from './article-mapper.ts';
import type { ArticleDeps } from './articles-deps.ts';

export async function getArticle(deps: ArticleDeps, slug: string): Promise<Article> {
  const row = await deps.articles.findBySlug(slug);
  if (!row) throw AppError.notFound('Article not found');
  return mapArticle(row, await deps.articles.medicinesOf(row.id));
}
