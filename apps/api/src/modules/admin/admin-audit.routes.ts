// The admin console's audit log: the viewer, the actions it can filter by, and its CSV export.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import { AuditEntry, AuditLogQuery } from '@arogya/contracts/admin';
import { fileAnswer, ok, okCursor } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { exportAuditLog } from './export-audit-log.ts';
import { listAuditLog } from './list-audit-log.ts';

export async function adminAuditRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/audit-log',
    {
      schema: {
        summary: 'Audit log entries, filtered and paged (admin)',
        operationId: 'listAuditLog',
        response: { 200: okCursor(AuditEntry) },
        tags,
        security,
        querystring: AuditLogQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listAuditLog(deps, request.query)) };
    },
  );

  app.get(
    '/api/v1/admin/audit-log/actions',
    {
      schema: {
        summary: "The audit log's action names (admin)",
        operationId: 'listAuditActions',
        response: { 200: ok(z.array(z.string())) },
        tags,
        security,
      },
      preHandler,
    },
    async () => ({
      success: true as const,
      result: await deps.admin.auditActions(),
    }),
  );

  app.get(
    '/api/v1/admin/audit-log/export',
    {
      schema: {
        summary: 'Audit log as CSV (admin)',
        operationId: 'exportAuditLog',
        response: { 200: fileAnswer('text/csv') },
        tags,
        security,
        querystring: AuditLogQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filters } = request.query;
      const stream = await exportAuditLog(deps, currentUser(request), filters);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="arogya-audit-log.csv"');
      reply.header('cache-control', 'no-store');
      return reply.send(stream);
    },
  );
}
