// The pharmacist's desk (role pharmacist): the prescription queue, orders by status, one order, the
// prescription decision and fulfilment steps. The prescription file itself is served by the
// prescriptions module (GET /api/v1/prescriptions/:id/file), audit-logged.

import { ok, okPage } from '@arogya/contracts/errors';
import {
  FulfilmentRequest,
  OrderDetail,
  OrderIdParams,
  OrderListItem,
  PharmacistOrdersQuery,
  PharmacistQueueItem,
  PrescriptionDecision,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { advanceOrder } from './advance-order.ts';
import { getPharmacyOrder } from './get-pharmacy-order.ts';
import { listPharmacyOrders } from './list-pharmacy-orders.ts';
import { listPrescriptionQueue } from './list-prescription-queue.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';
import { reviewPrescription } from './review-prescription.ts';

const QueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export async function pharmacistRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: PharmacistDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['pharmacist'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('orders:fulfil')];

  app.get(
    '/api/v1/pharmacist/queue',
    {
      schema: {
        summary: 'Prescriptions waiting for review (pharmacist)',
        operationId: 'getPrescriptionQueue',
        response: { 200: okPage(PharmacistQueueItem) },
        tags,
        security,
        querystring: QueueQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        ...(await listPrescriptionQueue(deps, currentUser(request), request.query, new Date())),
      };
    },
  );
  app.get(
    '/api/v1/pharmacist/orders',
    {
      schema: {
        summary: 'Orders to fulfil (pharmacist)',
        operationId: 'listPharmacistOrders',
        response: { 200: okPage(OrderListItem.extend({ patient: OrderDetail.shape.patient })) },
        tags,
        security,
        querystring: PharmacistOrdersQuery,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      ...(await listPharmacyOrders(deps, currentUser(request), request.query, new Date())),
    }),
  );
  app.get(
    '/api/v1/pharmacist/orders/:id',
    {
      schema: {
        summary: "One order at the pharmacist's desk (pharmacist)",
        operationId: 'getPharmacistOrder',
        response: { 200: ok(OrderDetail), ...refusals(422) },
        tags,
        security,
        params: OrderIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await getPharmacyOrder(deps, currentUser(request), request.params.id, new Date()),
    }),
  );
  app.post(
    '/api/v1/pharmacist/orders/:id/prescription',
    {
      schema: {
        summary: "Approve or reject an order's prescription (pharmacist)",
        operationId: 'reviewOrderPrescription',
        response: { 200: ok(OrderDetail), ...refusals(409) },
        tags,
        security,
        params: OrderIdParams,
        body: PrescriptionDecision,
      },
      preHandler,
    },
    async (request) => {
      const result = await reviewPrescription(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
      );
      const message = request.body.decision === 'approve' ? 'Prescription approved' : 'Prescription rejected';
      return { success: true as const, result, message };
    },
  );
  app.post(
    '/api/v1/pharmacist/orders/:id/status',
    {
      schema: {
        summary: 'Move an order to its next status (pharmacist)',
        operationId: 'advanceOrder',
        response: { 200: ok(OrderDetail) },
        tags,
        security,
        params: OrderIdParams,
        body: FulfilmentRequest,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await advanceOrder(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: `Order marked ${request.body.status}`,
    }),
  );
}
