// The doctor's desk: their appointments, starting the call of a booked video or audio one, and closing one
// as completed (with notes, also added later to one its call completed) or a no-show.

import {
  Appointment,
  AppointmentDetail,
  AppointmentIdParams,
  AppointmentListQuery,
  CompleteAppointmentRequest,
} from '@arogya/contracts/appointments';
import { CallSession, E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { ok, okPage } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { requireDoctorProfile } from '../appointments/appointment-access.ts';
import type { AppointmentsDeps } from '../appointments/appointments-deps.ts';
import { listAppointments } from '../appointments/list-appointments.ts';
import { callPatient } from '../calls/call-patient.ts';
import type { CallDeps } from '../calls/calls-deps.ts';
import { closeAppointment } from './close-appointment.ts';

export async function doctorAppointmentsRoutes(
  fastify: FastifyInstance,
  { ctx, deps, calls }: { ctx: AppContext; deps: AppointmentsDeps; calls: CallDeps },
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
    '/api/v1/doctors/me/appointments/:id/call',
    {
      schema: {
        summary: "Start a booked appointment's call (doctor)",
        operationId: 'callPatient',
        response: { 201: CallSession, ...refusals(409, 422) },
        tags,
        security,
        params: AppointmentIdParams,
        description:
          'Rings the patient of a booked video or audio appointment in its window (from 10 minutes before ' +
          'its start until its end) and answers the doctor { success, token, expiresAt, call, role, ' +
          'iceServers } for this call, as POST /api/v1/calls/initiate answers a patient.',
      },
      preHandler: [...preHandler, requirePermission('consultations:conduct')],
    },
    async (request, reply) =>
      reply.status(201).send(await callPatient(calls, currentUser(request), request.params.id, new Date())),
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
        description:
          'Completes a booked appointment that has started, with the consultation notes; on one its call ' +
          'completed (a call answered and ended), adds the notes within ' +
          `${E_PRESCRIPTION_WINDOW_HOURS} hours of the call.`,
      },
      preHandler,
    },
    async (request) => {
      const closed = await closeAppointment(
        deps,
        currentUser(request),
        request.params.id,
        { status: 'completed', notes: request.body.notes },
        new Date(),
      );
      return {
        success: true as const,
        result: closed.appointment,
        message: closed.notesAdded ? 'Consultation notes saved' : 'Consultation completed',
      };
    },
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
      result: (
        await closeAppointment(
          deps,
          currentUser(request),
          request.params.id,
          { status: 'no-show' },
          new Date(),
        )
      ).appointment,
      message: 'Marked as no-show',
    }),
  );
}
