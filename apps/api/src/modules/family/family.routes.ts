// Family members of the signed-in account (docs/product-rules.md#family-members-and-the-health-card):
// list, add (up to 6), edit, remove (archived when records name them).
import { ok } from '@arogya/contracts/errors';
import { FamilyMember, FamilyMemberInput, FamilyMemberList } from '@arogya/contracts/health-card';
import { IdParams } from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { FamilyRepository } from './family.repository.ts';
import { listFamilyMembers } from './list-family-members.ts';
import { removeFamilyMember } from './remove-family-member.ts';
import { saveFamilyMember } from './save-family-member.ts';

export async function familyRoutes(
  fastify: FastifyInstance,
  { ctx, repo }: { ctx: AppContext; repo: FamilyRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['family'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/family-members',
    {
      schema: {
        summary: 'Your family members',
        operationId: 'listFamilyMembers',
        response: { 200: ok(FamilyMemberList) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await listFamilyMembers(repo, currentUser(request).id, new Date()),
    }),
  );
  app.post(
    '/api/v1/family-members',
    {
      schema: {
        summary: 'Add a family member',
        operationId: 'addFamilyMember',
        response: { 201: ok(FamilyMember), ...refusals(422) },
        tags,
        security,
        body: FamilyMemberInput,
      },
      preHandler: authenticate,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await saveFamilyMember(repo, currentUser(request).id, request.body, new Date()),
        message: 'Family member added',
      }),
  );
  app.put(
    '/api/v1/family-members/:id',
    {
      schema: {
        summary: 'Change a family member',
        operationId: 'updateFamilyMember',
        response: { 200: ok(FamilyMember), ...refusals(422) },
        tags,
        security,
        params: IdParams,
        body: FamilyMemberInput,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await saveFamilyMember(
        repo,
        currentUser(request).id,
        request.body,
        new Date(),
        request.params.id,
      ),
      message: 'Family member updated',
    }),
  );
  app.delete(
    '/api/v1/family-members/:id',
    {
      schema: {
        summary: 'Remove or archive a family member',
        operationId: 'removeFamilyMember',
        response: { 200: ok(z.object({ id: z.string(), outcome: z.enum(['deleted', 'archived']) })) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => {
      const result = await removeFamilyMember(repo, currentUser(request).id, request.params.id);
      return {
        success: true as const,
        result,
        message:
          result.outcome === 'archived'
            ? 'Family member removed; their records are kept'
            : 'Family member removed',
      };
    },
  );
}
