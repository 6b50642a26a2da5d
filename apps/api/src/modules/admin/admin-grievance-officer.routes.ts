// PUT /api/v1/admin/grievance-officer: the admin names the Grievance Officer (docs/product-rules.md#the-grievance-officer).
// Admin role only, checked before the input is read; registered from admin.routes.ts. The public read is
// GET /api/v1/grievance-officer (modules/home/home.routes.ts).
import { GrievanceOfficerInput } from '@arogya/contracts/admin';
import { ok } from '@arogya/contracts/errors';
import { GrievanceOfficer } from '@arogya/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { setGrievanceOfficer } from './set-grievance-officer.ts';

export async function adminGrievanceOfficerRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  app.put(
    '/api/v1/admin/grievance-officer',
    {
      schema: {
        summary: 'Name the Grievance Officer and how to reach them (admin)',
        operationId: 'setGrievanceOfficer',
        response: { 200: ok(GrievanceOfficer) },
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        body: GrievanceOfficerInput,
      },
      preHandler: [authenticate, requirePermission('admin:console')],
    },
    async (request) => ({
      success: true as const,
      result: await setGrievanceOfficer(deps, currentUser(request), {
        ...request.body,
        phone: request.body.phone || null,
      }),
    }),
  );
}
