// The admin console's partner labs and their desk accounts (docs/product-rules.md#the-admin-console): the
// labs with the account linked to each, and linking or unlinking one. Admin role only, checked before the
// input is read; registered from admin.routes.ts.
import { AdminLab, AdminLabIdParams, AdminLabStaffRequest } from '@arogya/contracts/admin-lab-staff';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AdminLabStaffRepository } from './admin-lab-staff.repository.ts';
import { linkLabStaff, listAdminLabs } from './link-lab-staff.ts';

export async function adminLabStaffRoutes(
  fastify: FastifyInstance,
  { ctx, repo }: { ctx: AppContext; repo: AdminLabStaffRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/labs',
    {
      schema: {
        summary: 'Partner labs and the account linked to each desk (admin)',
        operationId: 'listAdminLabs',
        response: { 200: ok(z.array(AdminLab)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminLabs(repo) };
    },
  );

  app.put(
    '/api/v1/admin/labs/:id/staff',
    {
      schema: {
        summary: "Link or unlink a lab's desk account (admin)",
        operationId: 'linkLabStaff',
        response: { 200: ok(AdminLab), ...refusals(409, 422) },
        tags,
        security,
        params: AdminLabIdParams,
        body: AdminLabStaffRequest,
      },
      preHandler,
    },
    async (request) => {
      const { lab, changed } = await linkLabStaff(
        repo,
        currentUser(request),
        request.params.id,
        request.body.staff,
      );
      const message = !changed
        ? 'No change'
        : lab.staff
          ? `${lab.staff.name} linked`
          : 'Desk account unlinked';
      return { success: true as const, result: lab, message };
    },
  );
}
