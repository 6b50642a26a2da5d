// The doctor's desk: their appointments, and closing one as completed (with notes) or a no-show.

import {
  Appointment,
  AppointmentDetail,
  AppointmentIdParams,
  AppointmentListQuery,
  CompleteAppointmentRequest,
} from '@arogya/contracts/appointments';
import { ok, okPage } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { requireDoctorProfile } from '../appointments/appointment-access.ts';
import type { AppointmentsDeps } from '../appointments/appointments-deps.ts';
import { listAppointments } from '../appointments/list-appointments.ts';
import { closeAppointment } from './close-appointment.ts';

export async function doctorAppointmentsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AppointmentsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['doctor-desk'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('doctor:desk')];

  app.get(
    '/api/v1/doctors/me/appointments',
    {
      schema: {
        summary: "The doctor's appointments (doctor)",
        operationId: 'listDoctorAppointments',
        response: { 200: okPage(Appointment) },
        tags,
        security,
        querystring: AppointmentListQuery,
      },
      preHandler,
    },
    async (request) => {
      const doctorId = await requireDoctorProfile(deps, currentUser(request));
      return {
        success: true as const,
        ...(await listAppointments(
          deps,
          { doctorId },
          'doctor',
          request.query,
          new Date(),
          currentUser(request),
        )),
      };
    },
  );

  app.post(
    '/api/v1/doctors/me/appointments/:id/complete',
    {
      schema: {
        summary: 'Mark an appointment completed (doctor)',
        operationId: 'completeDoctorAppointment',
        response: { 200: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        params: AppointmentIdParams,
        body: CompleteAppointmentRequest,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await closeAppointment(
        deps,
        currentUser(request),
        request.params.id,
        { status: 'completed', notes: request.body.notes },
        new Date(),
      ),
      message: 'Consultation completed',
    }),
  );

  app.post(
    '/api/v1/doctors/me/appointments/:id/no-show',
    {
      schema: {
        summary: 'Mark an appointment a no-show (doctor)',
        operationId: 'markDoctorAppointmentNoShow',
        response: { 200: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        params: AppointmentIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await closeAppointment(
        deps,
        currentUser(request),
        request.params.id,
        { status: 'no-show' },
        new Date(),
      ),
      message: 'Marked as no-show',
    }),
  );
}
