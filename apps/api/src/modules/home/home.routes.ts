// GET /api/v1/dashboard: counts for the caller's roles; GET /api/v1/grievance-officer: who hears complaints.

import { ok } from '@arogya/contracts/errors';
import { Dashboard, GrievanceOfficer } from '@arogya/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { getDashboard, type HomeDeps } from './get-dashboard.ts';
import { getGrievanceOfficer } from './get-grievance-officer.ts';
import type { GrievanceOfficerRepository } from './grievance-officer.repository.ts';

export async function homeRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: HomeDeps & { grievanceOfficer: GrievanceOfficerRepository } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  app.get(
    '/api/v1/dashboard',
    {
      schema: {
        summary: "The signed-in person's dashboard",
        operationId: 'getDashboard',
        response: { 200: ok(Dashboard) },
        tags: ['home'],
        security: [{ bearerAuth: [] }],
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getDashboard(deps, currentUser(request), new Date()),
    }),
  );

  app.get(
    '/api/v1/grievance-officer',
    {
      schema: {
        summary: 'The Grievance Officer (IT Rules, 2021): name, designation, contacts, response times',
        operationId: 'getGrievanceOfficer',
        response: { 200: ok(GrievanceOfficer) },
        tags: ['home'],
      },
      config: { catalogueCache: true, sameForEveryone: true },
    },
    async () => ({ success: true as const, result: await getGrievanceOfficer(deps) }),
  );
}
