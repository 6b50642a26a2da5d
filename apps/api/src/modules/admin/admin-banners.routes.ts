// The admin console's home page banners: list, create, edit, retire.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import { AdminBanner, BannerIdParams, BannerInput } from '@arogya/contracts/admin';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { createBanner, listAdminBanners, retireBanner, updateBanner } from './manage-banners.ts';

export async function adminBannersRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/banners',
    {
      schema: {
        summary: 'Every banner with its dates (admin)',
        operationId: 'listAdminBanners',
        response: { 200: ok(z.array(AdminBanner)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminBanners(deps, new Date()) };
    },
  );

  app.post(
    '/api/v1/admin/banners',
    {
      schema: {
        summary: 'Add a banner (admin)',
        operationId: 'createBanner',
        response: { 201: ok(AdminBanner) },
        tags,
        security,
        body: BannerInput,
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createBanner(deps, request.body, new Date()),
        message: 'Banner created',
      }),
  );

  app.put(
    '/api/v1/admin/banners/:id',
    {
      schema: {
        summary: 'Change a banner (admin)',
        operationId: 'updateBanner',
        response: { 200: ok(AdminBanner) },
        tags,
        security,
        params: BannerIdParams,
        body: BannerInput,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateBanner(deps, request.params.id, request.body, new Date()),
      message: 'Banner saved',
    }),
  );

  app.post(
    '/api/v1/admin/banners/:id/retire',
    {
      schema: {
        summary: 'Take a banner down (admin)',
        operationId: 'retireBanner',
        response: { 200: ok(AdminBanner) },
        tags,
        security,
        params: BannerIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireBanner(deps, request.params.id, new Date()),
      message: 'Banner retired',
    }),
  );
}
