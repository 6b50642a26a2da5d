// The articles listing: one tag, a search over title, summary and tags (and, asked in Hindi, the Hindi title
// and summary too), newest or oldest first, a page, in the language asked where an article has a reviewed
// version in it.
// Refuses nothing: a query with no match is an empty page (docs/product-rules.md#health-articles).
import type { ArticleListQuery } from '@arogya/contracts/articles';
import { mapArticleCard } from './article-mapper.ts';
import type { ArticleDeps } from './articles-deps.ts';

export async function listArticles(deps: ArticleDeps, query: ArticleListQuery) {
  const { page, limit, tag, q, sort, lang } = query;
  const { rows, total } = await deps.articles.list(
    { tag, q, language: lang },
    { sort, limit, offset: (page - 1) * limit },
  );
  // Asked in Hindi: each article's reviewed Hindi title and summary where it has them.
  const translated =
    lang === 'en'
      ? new Map()
      : await deps.articles.cardTranslations(
          rows.map((r) => r.id),
          lang,
        );
  const tagNamesHi = await deps.articles.tagNamesHi(rows.flatMap((r) => r.tags));
  return {
    result: rows.map((row) => {
      const version = translated.get(row.id);
      return version
        ? { ...mapArticleCard({ ...row, ...version }, tagNamesHi), language: lang }
        : { ...mapArticleCard(row, tagNamesHi), language: 'en' as const };
    }),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
