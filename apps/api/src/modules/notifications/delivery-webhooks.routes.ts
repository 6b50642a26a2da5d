// The providers' delivery reports (docs/product-rules.md#notifications): MSG91's DLR webhook and the WhatsApp
// Cloud API's status webhook, each read into DeliveryReports and handed to `deps.onReport`, which updates
// the message's status. Both are the providers' doors, not the app's API: left out of the OpenAPI document,
// their bodies read as the raw text the provider sent (the signature is over those bytes).
//   POST /api/v1/notifications/webhooks/msg91/:token  MSG91 signs nothing: the secret token in the URL
//       (MSG91_WEBHOOK_TOKEN) is the check, in constant time; a wrong one is 403 before the body is read.
//   GET  /api/v1/notifications/webhooks/whatsapp       Meta's subscription handshake: hub.challenge echoed
//       when hub.verify_token is WHATSAPP_WEBHOOK_VERIFY_TOKEN, else 403.
//   POST /api/v1/notifications/webhooks/whatsapp       X-Hub-Signature-256 must be HMAC-SHA256 of the raw body
//       with WHATSAPP_APP_SECRET (else 401).
// A provider not configured answers 404. A body that is not the provider's shape is a 400.
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DeliveryReport } from './channels/channel.ts';
import {
  hubSignatureValid,
  parseMsg91Reports,
  parseWhatsAppStatuses,
  secretsEqual,
} from './channels/delivery-reports.ts';

export type DeliveryWebhooksDeps = {
  /** Records a report on its message (found by provider reference); a report for no known message is ignored. */
  onReport(report: DeliveryReport): Promise<void>;
};

type WebhookEnv = Pick<Env, 'MSG91_WEBHOOK_TOKEN' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_WEBHOOK_VERIFY_TOKEN'>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const Received = ok(z.object({ reports: z.number().int() }));
const tags = ['notifications'];

export async function deliveryWebhooksRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: { env: WebhookEnv }; deps: DeliveryWebhooksDeps },
) {
  const { env } = ctx;

  async function deliver(reports: DeliveryReport[]) {
    for (const report of reports) await deps.onReport(report);
    return { success: true as const, result: { reports: reports.length } };
  }

  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/notifications/webhooks/whatsapp',
    {
      schema: {
        summary: "The WhatsApp Cloud API's webhook verification",
        operationId: 'verifyWhatsAppWebhook',
        hide: true,
        tags,
        querystring: z.object({
          'hub.mode': z.string().max(40),
          'hub.verify_token': z.string().max(500),
          'hub.challenge': z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
        }),
        response: { 200: z.string() },
      },
      config: { database: false },
    },
    async (request, reply) => {
      const verifyToken = env.WHATSAPP_WEBHOOK_VERIFY_TOKEN;
      if (!verifyToken) throw AppError.notFound('WhatsApp is not configured');
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || !secretsEqual(q['hub.verify_token'], verifyToken))
        throw AppError.forbidden('The verify token does not match');
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge']);
    },
  );

  // The raw text the provider sent, for its signature and its own format (MSG91's version 2 is form-encoded).
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    const asText = (_request: FastifyRequest, body: string, done: (err: null, body: string) => void) =>
      done(null, body);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, asText);
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, asText);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/v1/notifications/webhooks/msg91/:token',
      {
        schema: {
          summary: "MSG91's delivery reports",
          operationId: 'receiveMsg91DeliveryReports',
          hide: true,
          tags,
          params: z.object({ token: z.string().max(200) }),
          body: z.string().max(1024 * 1024),
          response: { 200: Received },
        },
        // The token is checked before the body is read.
        onRequest: async (request) => {
          const expected = env.MSG91_WEBHOOK_TOKEN;
          if (!expected) throw AppError.notFound('MSG91 delivery reports are not configured');
          const { token } = request.params as { token: string };
          if (!secretsEqual(token, expected)) throw AppError.forbidden('Unknown delivery report address');
        },
      },
      async (request) => {
        const reports = parseMsg91Reports(
          request.body,
          header(request.headers['content-type']) ?? '',
          new Date(),
        );
        if (!reports) throw AppError.invalid('The body is not an MSG91 delivery report');
        return deliver(reports);
      },
    );

    app.post(
      '/api/v1/notifications/webhooks/whatsapp',
      {
        schema: {
          summary: "The WhatsApp Cloud API's signed status webhook",
          operationId: 'receiveWhatsAppStatuses',
          hide: true,
          tags,
          body: z.string().max(1024 * 1024),
          response: { 200: Received },
        },
      },
      async (request) => {
        const secret = env.WHATSAPP_APP_SECRET;
        if (!secret) throw AppError.notFound('WhatsApp is not configured');
        if (!hubSignatureValid(request.body, header(request.headers['x-hub-signature-256']), secret))
          throw AppError.unauthorized('Invalid webhook signature');
        const reports = parseWhatsAppStatuses(request.body);
        if (!reports) throw AppError.invalid('The body is not a WhatsApp Business Account webhook');
        return deliver(reports);
      },
    );
  });
}
