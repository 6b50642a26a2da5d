// Address book (signed in) and delivery look-ups (public): estimate by pin code, serviceable cities.
import { AddressInput, IdParams, PinCodeQuery } from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { createAddressesRepository } from './addresses.repository.ts';
import { deleteAddress } from './delete-address.ts';
import { estimateDelivery } from './estimate-delivery.ts';
import { listAddresses } from './list-addresses.ts';
import { getServiceableCity, listServiceableCities } from './list-serviceable-cities.ts';
import { saveAddress } from './save-address.ts';

const CityParams = z.strictObject({ slug: z.string().trim().min(1).max(64) });

export async function addressesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAddressesRepository(ctx.database.db);
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['checkout'];
  const security = [{ bearerAuth: [] }];

  app.get('/api/v1/delivery/estimate', { schema: { tags, querystring: PinCodeQuery } }, async (request) => ({
    success: true,
    result: await estimateDelivery(repo, request.query.pinCode, new Date()),
  }));
  app.get('/api/v1/delivery/cities', { schema: { tags } }, async () => ({
    success: true,
    result: await listServiceableCities(repo),
  }));
  app.get('/api/v1/delivery/cities/:slug', { schema: { tags, params: CityParams } }, async (request) => ({
    success: true,
    result: await getServiceableCity(repo, request.params.slug),
  }));

  app.get('/api/v1/addresses', { schema: { tags, security }, preHandler: authenticate }, async (request) => ({
    success: true,
    result: await listAddresses(repo, currentUser(request).id),
  }));
  app.post(
    '/api/v1/addresses',
    { schema: { tags, security, body: AddressInput }, preHandler: authenticate },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        result: await saveAddress(repo, currentUser(request).id, request.body),
        message: 'Address saved',
      }),
  );
  app.put(
    '/api/v1/addresses/:id',
    { schema: { tags, security, params: IdParams, body: AddressInput }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await saveAddress(repo, currentUser(request).id, request.body, request.params.id),
      message: 'Address updated',
    }),
  );
  app.delete(
    '/api/v1/addresses/:id',
    { schema: { tags, security, params: IdParams }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await deleteAddress(repo, currentUser(request).id, request.params.id),
      message: 'Address removed',
    }),
  );
}
