// My Orders: the signed-in patient's orders: place (Idempotency-Key), list, one, receipt, cancel, return. The cart
// quote and checkout figures are the cart module's (cart/cart.routes.ts).

import { fileAnswer, ok, okPage } from '@arogya/contracts/errors';
import {
  CancelOrderRequest,
  CreateOrderRequest,
  OrderDetail,
  OrderIdParams,
  OrderListItem,
  OrderListQuery,
  ReturnOrderRequest,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { orderReceipt } from './order-receipt.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { requestReturn } from './request-return.ts';

export async function ordersRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: OrdersDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['orders'];
  const security = [{ bearerAuth: [] }];
  const patient = [authenticate, requirePermission('orders:place')];

  app.post(
    '/api/v1/orders',
    {
      schema: {
        summary: 'Place a medicine order',
        operationId: 'placeOrder',
        response: { 201: ok(OrderDetail), ...refusals(409, 422) },
        tags,
        security,
        body: CreateOrderRequest,
      },
      preHandler: patient,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const out = await withIdempotency(
        deps.db,
        { userId: user.id, scope: 'orders.create', key: idempotencyKeyOf(request), request: request.body },
        async () => {
          const order = await createOrder(deps, user, request.body, new Date());
          const message =
            order.status === 'awaiting_prescription'
              ? 'Order placed. A pharmacist will verify your prescription before dispatch.'
              : 'Order placed';
          return { status: 201, body: { success: true as const, result: order, message } };
        },
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );

  app.get(
    '/api/v1/orders',
    {
      schema: {
        summary: 'Your medicine orders',
        operationId: 'listOrders',
        response: { 200: okPage(OrderListItem) },
        tags,
        security,
        querystring: OrderListQuery,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      ...(await listOrders(deps, currentUser(request).id, request.query, new Date())),
    }),
  );
  app.get(
    '/api/v1/orders/:id',
    {
      schema: {
        summary: 'One medicine order',
        operationId: 'getOrder',
        response: { 200: ok(OrderDetail), ...refusals(422) },
        tags,
        security,
        params: OrderIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getOrder(deps, currentUser(request).id, request.params.id, new Date()),
    }),
  );
  app.get(
    '/api/v1/orders/:id/receipt',
    {
      schema: {
        summary: "An order's receipt as PDF",
        operationId: 'getOrderReceipt',
        response: { 200: fileAnswer('application/pdf') },
        tags,
        security,
        params: OrderIdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const { pdf, filename } = await orderReceipt(
        deps,
        currentUser(request).id,
        request.params.id,
        new Date(),
        currentUser(request).language,
      );
      return sendAttachment(reply, pdf, filename);
    },
  );
  app.post(
    '/api/v1/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancel a medicine order',
        operationId: 'cancelOrder',
        response: { 200: ok(OrderDetail) },
        tags,
        security,
        params: OrderIdParams,
        body: CancelOrderRequest.nullish(),
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await cancelOrder(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body?.reason,
        new Date(),
      ),
      message: 'Order cancelled',
    }),
  );
  app.post(
    '/api/v1/orders/:id/return',
    {
      schema: {
        summary: 'Return a delivered order',
        operationId: 'returnOrder',
        response: { 200: ok(OrderDetail), ...refusals(409, 422) },
        tags,
        security,
        params: OrderIdParams,
        body: ReturnOrderRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await requestReturn(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
        new Date(),
      ),
      message: 'Return requested. We will arrange a pickup.',
    }),
  );
}
