// Health articles: the listing (tag, search, sort, page), the tag counts and one article by slug. Public.
import {
  ArticleListQuery,
  ArticleListResponse,
  ArticleQuery,
  ArticleResponse,
  ArticleSlugParams,
  ArticleTagsResponse,
} from '@arogya/contracts/articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ArticleDeps } from './articles-deps.ts';
import { getArticle } from './get-article.ts';
import { listArticleTags } from './list-article-tags.ts';
import { listArticles } from './list-articles.ts';

export async function articlesRoutes(fastify: FastifyInstance, { deps }: { deps: ArticleDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['articles'];

  app.get(
    '/api/v1/articles',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Health articles, by tag or search, paged',
        operationId: 'listArticles',
        tags,
        querystring: ArticleListQuery,
        response: { 200: ArticleListResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await listArticles(deps, request.query)) }),
  );

  app.get(
    '/api/v1/articles/tags',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Article tags with their counts',
        operationId: 'listArticleTags',
        tags,
        response: { 200: ArticleTagsResponse },
      },
    },
    async () => ({ success: true as const, result: await listArticleTags(deps) }),
  );

  app.get(
    '/api/v1/articles/:slug',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'One health article by slug',
        operationId: 'getArticle',
        tags,
        params: ArticleSlugParams,
        querystring: ArticleQuery,
        response: { 200: ArticleResponse },
      },
    },
    async (request) => ({
      success: true as const,
      result: await getArticle(deps, request.params.slug, request.query.lang),
    }),
  );
}
