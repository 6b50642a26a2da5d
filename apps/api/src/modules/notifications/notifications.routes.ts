// The signed-in person's notifications (packages/contracts/src/notifications.ts): the in-app inbox and its
// unread count, marking read, channel preferences per category, and the browsers allowed to show web push.
import { OkMessage, ok } from '@arogya/contracts/errors';
import {
  InboxPage,
  InboxQuery,
  NotificationIdParams,
  NotificationPreferences,
  PushKey,
  PushSubscriptionInput,
  PushUnsubscribeInput,
  UnreadCount,
  UpdatePreferencesInput,
} from '@arogya/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { getPreferences } from './get-preferences.ts';
import { listInbox } from './list-inbox.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { registerOutboxMetrics } from './outbox-metrics.ts';
import { removePushSubscription, savePushSubscription } from './push-subscriptions.ts';
import { updatePreferences } from './update-preferences.ts';

export async function notificationsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: NotificationsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  // The outbox's backlog on /metrics, read only by a scrape (outbox-metrics.ts).
  if (ctx.env.METRICS_TOKEN) {
    const stop = registerOutboxMetrics(deps.dispatch.outbox);
    fastify.addHook('onClose', async () => stop());
  }
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/v1/notifications',
    {
      schema: {
        summary: 'Your in-app notifications, newest first',
        operationId: 'listInbox',
        response: { 200: ok(InboxPage) },
        tags,
        security,
        querystring: InboxQuery,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        result: await listInbox(deps.repo, currentUser(request).id, request.query),
      };
    },
  );

  app.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        summary: 'How many of your in-app notifications are unread',
        operationId: 'getUnreadCount',
        response: { 200: ok(UnreadCount) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        result: { unreadCount: await deps.repo.unreadCount(currentUser(request).id) },
      };
    },
  );

  app.post(
    '/api/v1/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one notification read',
        operationId: 'markNotificationRead',
        response: { 200: ok(UnreadCount) },
        tags,
        security,
        params: NotificationIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await markNotificationRead(
        deps.repo,
        currentUser(request).id,
        Number(request.params.id),
        new Date(),
      ),
    }),
  );

  app.post(
    '/api/v1/notifications/read-all',
    {
      schema: {
        summary: 'Mark all your notifications read',
        operationId: 'markAllNotificationsRead',
        response: { 200: ok(UnreadCount) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await markAllNotificationsRead(deps.repo, currentUser(request).id, new Date()),
    }),
  );

  app.get(
    '/api/v1/notifications/preferences',
    {
      schema: {
        summary: 'Your channels per kind of message',
        operationId: 'getPreferences',
        response: { 200: ok(NotificationPreferences) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, result: await getPreferences(deps, currentUser(request).id) };
    },
  );

  app.put(
    '/api/v1/notifications/preferences',
    {
      schema: {
        summary: 'Choose your channels per kind of message',
        operationId: 'updatePreferences',
        response: { 200: ok(NotificationPreferences), ...refusals(422) },
        tags,
        security,
        body: UpdatePreferencesInput,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await updatePreferences(deps, currentUser(request).id, request.body, new Date()),
      message: 'Preferences saved',
    }),
  );

  app.get(
    '/api/v1/notifications/push-key',
    {
      schema: {
        summary: 'The public key browsers subscribe to web push with (null when web push is off)',
        operationId: 'getPushKey',
        response: { 200: ok(PushKey) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async () => ({ success: true as const, result: { publicKey: deps.pushPublicKey } }),
  );

  app.post(
    '/api/v1/notifications/push-subscriptions',
    {
      schema: {
        summary: 'Allow this browser to show your notifications',
        operationId: 'savePushSubscription',
        response: { 201: OkMessage, ...refusals(422) },
        tags,
        security,
        body: PushSubscriptionInput,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      await savePushSubscription(
        deps,
        currentUser(request).id,
        request.body,
        request.headers['user-agent'] ?? null,
        new Date(),
      );
      return reply
        .status(201)
        .send({ success: true as const, message: 'This browser will show your notifications' });
    },
  );

  app.delete(
    '/api/v1/notifications/push-subscriptions',
    {
      schema: {
        summary: 'Stop showing your notifications in this browser',
        operationId: 'removePushSubscription',
        response: { 200: OkMessage },
        tags,
        security,
        body: PushUnsubscribeInput,
      },
      preHandler: authenticate,
    },
    async (request) => {
      await removePushSubscription(deps, currentUser(request).id, request.body.endpoint);
      return { success: true as const, message: 'This browser will no longer show your notifications' };
    },
  );
}
