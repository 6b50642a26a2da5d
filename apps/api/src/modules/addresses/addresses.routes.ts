// Address book (signed in) and delivery look-ups (public): estimate by pin code, serviceable cities.
import { ok } from '@arogya/contracts/errors';
import {
  Address,
  AddressInput,
  DeliveryEstimate,
  IdParams,
  PinCodeQuery,
  ServiceableCity,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AddressesRepository } from './addresses.repository.ts';
import { deleteAddress } from './delete-address.ts';
import { estimateDelivery } from './estimate-delivery.ts';
import { listAddresses } from './list-addresses.ts';
import { getServiceableCity, listServiceableCities } from './list-serviceable-cities.ts';
import { saveAddress } from './save-address.ts';

const CityParams = z.strictObject({ slug: z.string().trim().min(1).max(64) });

export async function addressesRoutes(
  fastify: FastifyInstance,
  { ctx, repo }: { ctx: AppContext; repo: AddressesRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['addresses'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/delivery/estimate',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Delivery estimate for a pin code',
        operationId: 'estimateDelivery',
        response: { 200: ok(DeliveryEstimate) },
        tags,
        querystring: PinCodeQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await estimateDelivery(repo, request.query.pinCode, new Date()),
    }),
  );
  app.get(
    '/api/v1/delivery/cities',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Cities with medicine delivery',
        operationId: 'listServiceableCities',
        response: { 200: ok(z.array(ServiceableCity)) },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: await listServiceableCities(repo),
    }),
  );
  app.get(
    '/api/v1/delivery/cities/:slug',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'One serviceable city by slug',
        operationId: 'getServiceableCity',
        response: { 200: ok(ServiceableCity) },
        tags,
        params: CityParams,
      },
    },
    async (request) => ({
      success: true as const,
      result: await getServiceableCity(repo, request.params.slug),
    }),
  );

  app.get(
    '/api/v1/addresses',
    {
      schema: {
        summary: 'Your saved delivery addresses',
        operationId: 'listAddresses',
        response: { 200: ok(z.array(Address)) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await listAddresses(repo, currentUser(request).id),
    }),
  );
  app.post(
    '/api/v1/addresses',
    {
      schema: {
        summary: 'Save a new delivery address',
        operationId: 'createAddress',
        response: { 201: ok(Address), ...refusals(422) },
        tags,
        security,
        body: AddressInput,
      },
      preHandler: authenticate,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await saveAddress(repo, currentUser(request).id, request.body),
        message: 'Address saved',
      }),
  );
  app.put(
    '/api/v1/addresses/:id',
    {
      schema: {
        summary: 'Change one of your saved addresses',
        operationId: 'updateAddress',
        response: { 200: ok(Address), ...refusals(422) },
        tags,
        security,
        params: IdParams,
        body: AddressInput,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await saveAddress(repo, currentUser(request).id, request.body, request.params.id),
      message: 'Address updated',
    }),
  );
  app.delete(
    '/api/v1/addresses/:id',
    {
      schema: {
        summary: 'Remove one of your saved addresses',
        operationId: 'deleteAddress',
        response: { 200: ok(z.object({ id: z.string() })) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await deleteAddress(repo, currentUser(request).id, request.params.id),
      message: 'Address removed',
    }),
  );
}
