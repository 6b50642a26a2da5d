// The admin console's doctors: the list, the onboarding form's options, onboarding, and the registration
// check.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import {
  AdminDoctor,
  AdminDoctorsQuery,
  DoctorFormOptions,
  OnboardDoctorRequest,
  OnboardedDoctor,
} from '@arogya/contracts/admin';
import { DoctorIdParams } from '@arogya/contracts/doctors';
import { ok, okCursor } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AdminDeps } from './admin-deps.ts';
import { listAdminDoctors } from './list-doctors.ts';
import { onboardDoctor } from './onboard-doctor.ts';
import { verifyDoctor } from './verify-doctor.ts';

export async function adminDoctorsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

  app.get(
    '/api/v1/admin/doctors',
    {
      schema: {
        summary: 'Doctors and their registration check (admin)',
        operationId: 'listAdminDoctors',
        response: { 200: okCursor(AdminDoctor) },
        tags,
        security,
        querystring: AdminDoctorsQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listAdminDoctors(deps, request.query)) };
    },
  );

  app.get(
    '/api/v1/admin/doctors/options',
    {
      schema: {
        summary: 'Specialties and clinics for onboarding a doctor (admin)',
        operationId: 'getDoctorOnboardingOptions',
        response: { 200: ok(DoctorFormOptions) },
        tags,
        security,
      },
      preHandler,
    },
    async () => ({
      success: true as const,
      result: await deps.doctors.formOptions(),
    }),
  );

  app.post(
    '/api/v1/admin/doctors',
    {
      schema: {
        summary: 'Onboard a doctor (admin)',
        operationId: 'onboardDoctor',
        response: { 201: ok(OnboardedDoctor), ...refusals(409) },
        tags,
        security,
        body: OnboardDoctorRequest,
      },
      preHandler,
    },
    async (request, reply) => {
      const result = await onboardDoctor(deps, currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, result, message: 'Doctor added' });
    },
  );

  app.post(
    '/api/v1/admin/doctors/:id/verify',
    {
      schema: {
        summary: "Record a doctor's registration check (admin)",
        operationId: 'verifyDoctorRegistration',
        response: { 200: ok(z.object({ id: z.string() })), ...refusals(409) },
        tags,
        security,
        params: DoctorIdParams,
      },
      preHandler,
    },
    async (request) => {
      await verifyDoctor(deps, currentUser(request), request.params.id);
      return {
        success: true as const,
        result: { id: request.params.id },
        message: 'Registration marked as checked',
      };
    },
  );
}
