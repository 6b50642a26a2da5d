// The doctor's desk: their own profile, weekly hours and leave. Appointments are in
// doctor-appointments.routes.ts.
import {
  DoctorDetail,
  Leave,
  LeaveIdParams,
  LeaveRequest,
  ScheduleEntry,
  UpdateScheduleRequest,
} from '@arogya/contracts/doctors';
import { OkMessage, ok } from '@arogya/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { getDoctor } from '../doctors/get-doctor.ts';
import type { DoctorDeskDeps } from './doctor-desk-deps.ts';
import { addLeave, listLeaves, removeLeave } from './manage-leaves.ts';
import { updateSchedule } from './update-schedule.ts';

export async function doctorDeskRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: DoctorDeskDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['doctor-desk'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('doctor:desk')];
  const myDoctorId = async (request: FastifyRequest) => {
    const id = await deps.desk.doctorIdForUser(currentUser(request).id);
    if (!id) throw AppError.forbidden('No doctor profile is linked to this account');
    return id;
  };

  app.get(
    '/api/v1/doctors/me',
    {
      schema: {
        summary: "The doctor's own profile and hours (doctor)",
        operationId: 'getDoctorDesk',
        response: { 200: ok(DoctorDetail) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await getDoctor(deps, await myDoctorId(request), new Date()),
    }),
  );

  app.put(
    '/api/v1/doctors/me/schedule',
    {
      schema: {
        summary: 'Set weekly working hours (doctor)',
        operationId: 'updateDoctorSchedule',
        response: {
          200: ok(z.object({ schedule: z.array(ScheduleEntry), bookingBeforeTime: z.number() })),
          ...refusals(409),
        },
        tags,
        security,
        body: UpdateScheduleRequest,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateSchedule(deps, await myDoctorId(request), request.body),
      message: 'Working hours updated',
    }),
  );

  app.get(
    '/api/v1/doctors/me/leaves',
    {
      schema: {
        summary: "The doctor's leaves (doctor)",
        operationId: 'listDoctorLeaves',
        response: { 200: ok(z.array(Leave)) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await listLeaves(deps, await myDoctorId(request)),
    }),
  );

  app.post(
    '/api/v1/doctors/me/leaves',
    {
      schema: {
        summary: 'Add a leave (doctor)',
        operationId: 'addDoctorLeave',
        response: { 201: ok(Leave), ...refusals(409, 422) },
        tags,
        security,
        body: LeaveRequest,
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await addLeave(deps, await myDoctorId(request), request.body, new Date()),
        message: 'Leave added',
      }),
  );

  app.delete(
    '/api/v1/doctors/me/leaves/:leaveId',
    {
      schema: {
        summary: 'Remove a leave (doctor)',
        operationId: 'deleteDoctorLeave',
        response: { 200: OkMessage, ...refusals(409, 422) },
        tags,
        security,
        params: LeaveIdParams,
      },
      preHandler,
    },
    async (request) => {
      await removeLeave(deps, await myDoctorId(request), request.params.leaveId);
      return { success: true as const, message: 'Leave removed' };
    },
  );
}
