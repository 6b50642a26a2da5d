// The admin console's health articles: list, write, edit, retire.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import {
  AdminArticleIdParams,
  AdminArticleInput,
  AdminArticleListResponse,
  AdminArticleResponse,
} from '@arogya/contracts/articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { createArticle, listAdminArticles, retireArticle, updateArticle } from './manage-articles.ts';

export async function adminArticlesRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/articles',
    {
      schema: {
        summary: 'Every health article with its status now (scheduled, published, retired)',
        operationId: 'listAdminArticles',
        tags,
        security,
        response: { 200: AdminArticleListResponse },
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminArticles(deps, new Date()) };
    },
  );

  app.post(
    '/api/v1/admin/articles',
    {
      schema: {
        summary: 'Create a health article, published or scheduled for an Asia/Kolkata day',
        operationId: 'createArticle',
        tags,
        security,
        body: AdminArticleInput,
        response: { 201: AdminArticleResponse },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createArticle(deps, currentUser(request), request.body, new Date()),
        message: 'Article saved',
      }),
  );

  app.put(
    '/api/v1/admin/articles/:id',
    {
      schema: {
        summary: 'Edit a health article, its schedule included',
        operationId: 'updateArticle',
        tags,
        security,
        params: AdminArticleIdParams,
        body: AdminArticleInput,
        response: { 200: AdminArticleResponse },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateArticle(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Article saved',
    }),
  );

  app.post(
    '/api/v1/admin/articles/:id/retire',
    {
      schema: {
        summary: 'Retire a health article: kept, no longer shown',
        operationId: 'retireArticle',
        tags,
        security,
        params: AdminArticleIdParams,
        response: { 200: AdminArticleResponse },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireArticle(deps, currentUser(request), request.params.id, new Date()),
      message: 'Article retired',
    }),
  );
}
