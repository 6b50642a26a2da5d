// The admin's message log and the retry of a dead letter (admin console).
import { OkMessage, ok } from '@arogya/contracts/errors';
import { AdminMessagesPage, AdminMessagesQuery, NotificationIdParams } from '@arogya/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { listMessages } from './list-messages.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { retryMessage } from './retry-message.ts';

export async function adminMessagesRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: NotificationsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/messages',
    {
      schema: {
        summary: 'The message log: every notification and its delivery (admin)',
        operationId: 'listMessages',
        response: { 200: ok(AdminMessagesPage) },
        tags,
        security,
        querystring: AdminMessagesQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listMessages(deps.repo, request.query) };
    },
  );

  app.post(
    '/api/v1/admin/messages/:id/retry',
    {
      schema: {
        summary: 'Send a message that failed for good again (admin)',
        operationId: 'retryMessage',
        response: { 200: OkMessage, ...refusals(404, 409) },
        tags,
        security,
        params: NotificationIdParams,
      },
      preHandler,
    },
    async (request) => {
      await retryMessage(deps.repo, deps.dispatch.render, Number(request.params.id), new Date());
      // Due now again: this process's outbox runner polls within its gathering wait (outbox-runner.ts).
      ctx.notifications.wake.dueNow();
      return { success: true as const, message: 'The message will be sent again' };
    },
  );
}
