// The admin console's platform dashboard: the day's figures.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import { PlatformDay } from '@arogya/contracts/admin';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { getPlatformDashboard } from './get-platform-dashboard.ts';

export async function adminDashboardRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/dashboard',
    {
      schema: {
        summary: "The platform's 30-day figures (admin)",
        operationId: 'getAdminDashboard',
        response: { 200: ok(z.array(PlatformDay)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await getPlatformDashboard(deps, new Date()) };
    },
  );
}
