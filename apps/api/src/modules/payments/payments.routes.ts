// Online payments (docs/product-rules.md#payments): start paying (Idempotency-Key), the Checkout callback,
// and Razorpay's webhook, which reads the raw body to check its signature. The payment job (holds released,
// open payments reconciled, reconcile-payments.ts) is started by src/boot.ts with the other jobs.
import { ok } from '@arogya/contracts/errors';
import {
  AdminPaymentListQuery,
  AdminPaymentListResponse,
  AdminPaymentParams,
  CreatePaymentRequest,
  PaymentOutcome,
  PaymentSession,
  StaffRefundRequest,
  StaffRefundResponse,
  VerifyPaymentRequest,
} from '@arogya/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { handleWebhook } from './handle-webhook.ts';
import { listPayments } from './list-payments.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { staffRefund } from './staff-refund.ts';
import { startPayment } from './start-payment.ts';
import { verifyPayment } from './verify-payment.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function paymentsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: PaymentsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['payments'];
  const security = [{ bearerAuth: [] }];
  const patient = [authenticate, requirePermission('payments:make')];

  app.post(
    '/api/v1/payments',
    {
      schema: {
        summary: 'Start an online payment for a payable',
        operationId: 'startPayment',
        response: { 201: ok(PaymentSession), ...refusals(409, 422) },
        tags,
        security,
        body: CreatePaymentRequest,
      },
      preHandler: patient,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const out = await withIdempotency(
        deps.db,
        { userId: user.id, scope: 'payments.create', key: idempotencyKeyOf(request), request: request.body },
        async () => ({
          status: 201,
          body: { success: true as const, result: await startPayment(deps, user, request.body, new Date()) },
        }),
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );

  app.post(
    '/api/v1/payments/razorpay/verify',
    {
      schema: {
        summary: "Razorpay Checkout's callback",
        operationId: 'verifyRazorpayPayment',
        response: { 200: ok(PaymentOutcome), ...refusals(409, 422) },
        tags,
        security,
        body: VerifyPaymentRequest,
      },
      preHandler: patient,
    },
    async (request) => {
      const result = await verifyPayment(deps, currentUser(request), request.body, new Date());
      const message =
        result.outcome === 'paid'
          ? 'Payment received'
          : result.outcome === 'pending'
            ? 'Payment authorised; we will confirm it shortly'
            : 'The order was cancelled before your payment arrived; it is being refunded';
      return { success: true as const, result, message };
    },
  );

  // The admin console's Payments page (docs/screens.md#admin-console): the list, and a refund by staff.
  const admin = [authenticate, requirePermission('admin:console')];
  app.get(
    '/api/v1/admin/payments',
    {
      schema: {
        summary: 'Online payments, newest first, by status, kind and reference (admins)',
        operationId: 'listAdminPayments',
        tags,
        security,
        querystring: AdminPaymentListQuery,
        response: { 200: AdminPaymentListResponse },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPayments(deps, request.query);
    },
  );
  app.post(
    '/api/v1/admin/payments/:id/refund',
    {
      schema: {
        summary: 'Refund a completed payment, in full or in part, through Razorpay (admins; audited)',
        operationId: 'refundAdminPayment',
        tags,
        security,
        params: AdminPaymentParams,
        body: StaffRefundRequest,
        response: { 200: StaffRefundResponse },
      },
      preHandler: admin,
    },
    async (request) => ({
      success: true as const,
      result: await staffRefund(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Refund initiated',
    }),
  );

  // The webhook reads its body as the raw text Razorpay signed, and checks that signature before reading it.
  // It is Razorpay's door, not the app's API: left out of the OpenAPI document (and so of the input fuzzing
  // of test/nul-input.test.ts, whose 400 names a JSON field; a NUL here fails the signature, also a 400).
  await fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/payments/razorpay/webhook',
      {
        schema: {
          summary: "Razorpay's signed webhook",
          operationId: 'receiveRazorpayWebhook',
          response: { 200: ok(z.object({ outcome: z.string() })) },
          hide: true,
          tags,
          body: z.string().max(1024 * 1024),
        },
      },
      async (request) => {
        const outcome = await handleWebhook(
          deps,
          request.body,
          header(request.headers['x-razorpay-signature']),
          header(request.headers['x-razorpay-event-id']),
          new Date(),
        );
        return { success: true as const, result: { outcome } };
      },
    );
  });
}
