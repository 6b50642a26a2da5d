// The admin console's offers on medicines: list, what they can cover, create, edit, retire. The offers job
// (manage-offers.ts `runOffersJob`, started by src/boot.ts) writes their prices when they start or end.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import {
  AdminOffer,
  OfferIdParams,
  OfferInput,
  OfferTargets,
  OfferTargetsQuery,
} from '@arogya/contracts/admin';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AdminDeps } from './admin-deps.ts';
import { createOffer, listAdminOffers, offerTargets, retireOffer, updateOffer } from './manage-offers.ts';

export async function adminOffersRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/offers',
    {
      schema: {
        summary: 'Every offer with its status now (admin)',
        operationId: 'listAdminOffers',
        response: { 200: ok(z.array(AdminOffer)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminOffers(deps, new Date()) };
    },
  );

  app.get(
    '/api/v1/admin/offers/targets',
    {
      schema: {
        summary: 'Categories, and brands by the start of their name, an offer can cover (admin)',
        operationId: 'listOfferTargets',
        response: { 200: ok(OfferTargets) },
        tags,
        security,
        querystring: OfferTargetsQuery,
      },
      preHandler,
    },
    async (request) => ({ success: true as const, result: await offerTargets(deps, request.query.q) }),
  );

  app.post(
    '/api/v1/admin/offers',
    {
      schema: {
        summary: 'Add an offer: a percentage off MRP on a category or a brand, for IST days (admin)',
        operationId: 'createOffer',
        response: { 201: ok(AdminOffer), ...refusals(422) },
        tags,
        security,
        body: OfferInput,
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createOffer(deps, currentUser(request), request.body, new Date()),
        message: 'Offer created',
      }),
  );

  app.put(
    '/api/v1/admin/offers/:id',
    {
      schema: {
        summary: 'Change an offer (admin)',
        operationId: 'updateOffer',
        response: { 200: ok(AdminOffer), ...refusals(409, 422) },
        tags,
        security,
        params: OfferIdParams,
        body: OfferInput,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateOffer(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Offer saved',
    }),
  );

  app.post(
    '/api/v1/admin/offers/:id/retire',
    {
      schema: {
        summary: 'Take an offer down: its prices go back (admin)',
        operationId: 'retireOffer',
        response: { 200: ok(AdminOffer) },
        tags,
        security,
        params: OfferIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireOffer(deps, currentUser(request), request.params.id, new Date()),
      message: 'Offer retired',
    }),
  );
}
