// Every tag used by an article, with how many articles carry it (the listing's tag chips).
import type { ArticleTagCount } from '@arogya/contracts/articles';
import type { ArticleDeps } from './articles-deps.ts';

export async function listArticleTags(deps: ArticleDeps): Promise<ArticleTagCount[]> {
  return deps.articles.tagCounts();
}
