// The Smart Health Card (docs/product-rules.md#family-members-and-the-health-card): plans (public), the
// signed-in user's card, buying one (paid through the payments module), cancelling for a refund, the QR
// link's revocation, the card as a PDF, and the public verification a clinic or lab reaches by the QR code.
import { fileAnswer, ok } from '@arogya/contracts/errors';
import {
  BuyCardRequest,
  CardVerification,
  HealthCard,
  MembershipPlan,
  VerifyParams,
} from '@arogya/contracts/health-card';
import { IdParams } from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { buyCard } from './buy-card.ts';
import { cancelCard } from './cancel-card.ts';
import { cardPdf } from './card-pdf.ts';
import { cardReceipt } from './card-receipt.ts';
import { getCard } from './get-card.ts';
import type { HealthCardDeps } from './health-card-deps.ts';
import { listPlans } from './list-plans.ts';
import { revokeVerifyLink } from './revoke-verify-link.ts';
import { verifyCard } from './verify-card.ts';

export async function healthCardRoutes(
  fastify: FastifyInstance,
  { ctx, deps, payments }: { ctx: AppContext; deps: HealthCardDeps; payments: PaymentsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const online = onlinePaymentOf(ctx.env) !== null;
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['health-card'];
  const security = [{ bearerAuth: [] }];
  const holderOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name, language: user.language };
  };

  app.get(
    '/api/v1/membership-plans',
    {
      schema: {
        summary: 'Smart Health Card plans',
        operationId: 'listHealthCardPlans',
        response: { 200: ok(z.array(MembershipPlan)) },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: await listPlans(deps.cards),
    }),
  );

  app.get(
    '/api/v1/membership-card/get',
    {
      schema: {
        summary: 'Your Smart Health Card',
        operationId: 'getHealthCard',
        response: { 200: ok(HealthCard.nullable()) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getCard(deps, holderOf(request), new Date()),
    }),
  );

  app.post(
    '/api/v1/membership-card',
    {
      schema: {
        summary: 'Buy a Smart Health Card',
        operationId: 'buyHealthCard',
        response: { 201: ok(HealthCard), ...refusals(409, 422) },
        tags,
        security,
        body: BuyCardRequest,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const holder = holderOf(request);
      const out = await withIdempotency(
        deps.db,
        {
          userId: holder.id,
          scope: 'membership-card.buy',
          key: idempotencyKeyOf(request),
          request: request.body,
        },
        async () => ({
          status: 201,
          body: {
            success: true as const,
            result: await buyCard(deps, holder, request.body, online, new Date()),
          },
        }),
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );

  app.post(
    '/api/v1/membership-card/:id/cancel',
    {
      schema: {
        summary: 'Cancel a health card (refund within 14 days)',
        operationId: 'cancelHealthCard',
        response: { 200: ok(HealthCard), ...refusals(422) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await cancelCard(deps, payments, holderOf(request), request.params.id, new Date()),
      message: 'Health card cancelled; the full price is being refunded',
    }),
  );

  app.post(
    '/api/v1/membership-card/:id/revoke-qr',
    {
      schema: {
        summary: 'Issue a new QR token, revoking the old one',
        operationId: 'revokeHealthCardQr',
        response: { 200: ok(HealthCard), ...refusals(409, 422) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await revokeVerifyLink(deps, holderOf(request), request.params.id, new Date()),
      message: 'A new QR code replaces the old one',
    }),
  );

  app.get(
    '/api/v1/membership-card/:id/pdf',
    {
      schema: {
        summary: 'The health card as PDF or PNG',
        operationId: 'getHealthCardPdf',
        response: { 200: fileAnswer('application/pdf', 'image/png') },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const pdf = await cardPdf(
        deps,
        holderOf(request),
        request.params.id,
        publicOriginOf(ctx.env)(request),
        new Date(),
      );
      return sendAttachment(reply, pdf.bytes, pdf.fileName);
    },
  );

  app.get(
    '/api/v1/membership-card/:id/receipt',
    {
      schema: {
        summary: 'The receipt PDF of a health card paid online',
        operationId: 'getHealthCardReceipt',
        tags,
        security,
        params: IdParams,
        response: { 200: fileAnswer('application/pdf'), ...refusals(422) },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const { pdf, filename } = await cardReceipt(
        deps,
        payments,
        currentUser(request),
        request.params.id,
        new Date(),
      );
      return sendAttachment(reply, pdf, filename);
    },
  );

  app.get(
    '/api/v1/membership-card/verify/:token',
    {
      schema: {
        summary: 'Verify a health card by its QR token',
        operationId: 'verifyHealthCard',
        response: { 200: ok(CardVerification) },
        tags,
        params: VerifyParams,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: await verifyCard(
          deps,
          async (userId) => (await ctx.users.findById(userId))?.name,
          request.params.token,
          new Date(),
        ),
      };
    },
  );
}
