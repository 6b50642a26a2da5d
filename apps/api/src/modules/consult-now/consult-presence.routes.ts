// Consult now on the doctor's desk: the 'Available for instant consultations' switch and the offers ringing
// it (accept, or pass it on). Doctors only (consultations:conduct), checked before the input is read.
import { CallSession } from '@arogya/contracts/calls';
import { ConsultOfferParams, DoctorPresence, SetPresenceRequest } from '@arogya/contracts/consult-now';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { acceptOffer, passOffer } from './accept-offer.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { getPresence, setPresence } from './set-presence.ts';

export async function consultPresenceRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: ConsultNowDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['consult-now'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('consultations:conduct')];

  app.get(
    '/api/v1/consult-now/presence',
    {
      schema: {
        summary: "The doctor's availability for instant consultations and the offer ringing them",
        operationId: 'getPresence',
        response: { 200: ok(DoctorPresence) },
        tags,
        security,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, result: await getPresence(deps, currentUser(request), new Date()) };
    },
  );

  app.put(
    '/api/v1/consult-now/presence',
    {
      schema: {
        summary: "Turn 'Available for instant consultations' on or off",
        operationId: 'setPresence',
        body: SetPresenceRequest,
        response: { 200: ok(DoctorPresence), ...refusals(422) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await setPresence(deps, currentUser(request), request.body.available, new Date()),
    }),
  );

  app.post(
    '/api/v1/consult-now/offers/:id/accept',
    {
      schema: {
        summary: 'Accept the consult-now request ringing the desk: its call starts for both',
        operationId: 'acceptOffer',
        params: ConsultOfferParams,
        response: { 200: CallSession, ...refusals(409) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => acceptOffer(deps, currentUser(request), request.params.id, new Date()),
  );

  app.post(
    '/api/v1/consult-now/offers/:id/pass',
    {
      schema: {
        summary: 'Pass the consult-now request ringing the desk on to the next doctor',
        operationId: 'passOffer',
        params: ConsultOfferParams,
        response: { 200: ok(z.object({ requestId: z.string() })), ...refusals(409) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await passOffer(deps, currentUser(request), request.params.id, new Date()),
      message: 'Passed to the next doctor',
    }),
  );
}
