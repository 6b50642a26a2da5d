// The admin's consult-now page: per specialty the instant fee (set here, audited), doctors online, requests
// waiting, today's median wait and refunds of unanswered requests. Admin role only, checked before the input.
import { ConsultAdminRow, SetInstantFeeParams, SetInstantFeeRequest } from '@arogya/contracts/consult-now';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { listConsultFigures } from './list-consult-figures.ts';
import { setInstantFee } from './set-instant-fee.ts';

export async function adminConsultNowRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: ConsultNowDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['consult-now'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/consult-now',
    {
      schema: {
        summary:
          'Consult now per specialty: instant fee, doctors online, waiting, median wait, refunds (admin)',
        operationId: 'listConsultFigures',
        response: { 200: ok(z.array(ConsultAdminRow)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, result: await listConsultFigures(deps, new Date()) };
    },
  );

  app.put(
    '/api/v1/admin/consult-now/fees/:specialtyId',
    {
      schema: {
        summary: "Set a specialty's instant fee (admin; audited)",
        operationId: 'setInstantFee',
        params: SetInstantFeeParams,
        body: SetInstantFeeRequest,
        response: { 200: ok(ConsultAdminRow) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await setInstantFee(
        deps,
        currentUser(request),
        request.params.specialtyId,
        request.body.feeRupees,
        new Date(),
      ),
      message: 'Instant fee saved',
    }),
  );
}
