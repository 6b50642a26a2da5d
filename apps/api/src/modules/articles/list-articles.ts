// The articles listing: one tag, a search over title, summary and tags, newest or oldest first, a page.
// Refuses nothing: a query with no match is an empty page (docs/product-rules.md#health-articles).
import type { ArticleListQuery } from '@arogya/contracts/articles';
import { mapArticleCard } from './article-mapper.ts';
import type { ArticleDeps } from './articles-deps.ts';

export async function listArticles(deps: ArticleDeps, query: ArticleListQuery) {
  const { page, limit, tag, q, sort } = query;
  const { rows, total } = await deps.articles.list({ tag, q }, { sort, limit, offset: (page - 1) * limit });
  return {
    result: rows.map(mapArticleCard),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
