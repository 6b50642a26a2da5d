// The admin console's users: search by name, e-mail or phone, and role changes (audited, the last admin
// kept).
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import { AdminUser, AdminUsersQuery } from '@arogya/contracts/admin';
import { ok, okCursor } from '@arogya/contracts/errors';
import { PublicUser, SetRolesRequest, UserIdParams } from '@arogya/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AdminDeps } from './admin-deps.ts';
import { listUsers } from './list-users.ts';
import { setUserRoles } from './set-user-roles.ts';

export async function adminUsersRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        summary: 'Search users by name, e-mail or phone (admin)',
        operationId: 'searchAdminUsers',
        response: { 200: okCursor(AdminUser) },
        tags,
        security,
        querystring: AdminUsersQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listUsers(deps, request.query)) };
    },
  );

  app.put(
    '/api/v1/admin/users/:id/roles',
    {
      schema: {
        summary: "Set a user's roles (admin)",
        operationId: 'setUserRoles',
        response: { 200: ok(PublicUser), ...refusals(409) },
        tags,
        security,
        params: UserIdParams,
        body: SetRolesRequest,
      },
      preHandler,
    },
    async (request) => {
      const { user, changed } = await setUserRoles(
        deps,
        currentUser(request),
        request.params.id,
        request.body.roles,
      );
      return { success: true as const, result: user, message: changed ? 'Roles updated' : 'No change' };
    },
  );
}
