// Appointments for patients (and the receptionist's desk booking): thin handlers that parse with the
// contract schemas, call one operation and send the envelope.

import {
  Appointment,
  AppointmentDetail,
  AppointmentIdParams,
  AppointmentListQuery,
  AppointmentQuote,
  AppointmentQuoteRequest,
  BookAppointmentRequest,
  CancelRequest,
  InstantConsultationRequest,
  ReceptionistBookingRequest,
  RescheduleRequest,
} from '@arogya/contracts/appointments';
import { ReviewRequest } from '@arogya/contracts/doctors';
import { fileAnswer, ok, okPage } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { requireReceptionistClinic } from './appointment-access.ts';
import { appointmentIcs } from './appointment-ics.ts';
import { appointmentReceipt } from './appointment-receipt.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';
import { bookAppointment, bookForWalkIn, bookInstantConsultation } from './book-appointment.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { getAppointment, getOwnAppointment } from './get-appointment.ts';
import { listAppointments } from './list-appointments.ts';
import { quoteAppointment } from './quote-appointment.ts';
import { rescheduleAppointment } from './reschedule-appointment.ts';
import { reviewAppointment } from './review-appointment.ts';

export async function appointmentsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AppointmentsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['appointments'];
  const security = [{ bearerAuth: [] }];
  const booked = { message: 'Appointment booked' };
  const description =
    'Accepts an Idempotency-Key header (8-255 visible characters): a repeat with the same key and body ' +
    'answers the first response with the header idempotent-replayed: true and books nothing twice.';

  app.post(
    '/api/v1/bookings/book/appointment',
    {
      schema: {
        summary: 'Book an appointment',
        operationId: 'bookAppointment',
        response: { 201: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        description,
        body: BookAppointmentRequest,
      },
      preHandler: [authenticate, requirePermission('appointments:book')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request);
      const out = await withIdempotency(
        deps.db,
        { userId: user.id, scope: 'bookings.book', key, request: request.body },
        async () => ({
          status: 201,
          body: {
            success: true as const,
            result: await bookAppointment(deps, user, request.body, new Date()),
            ...booked,
          },
        }),
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );

  app.post(
    '/api/v1/bookings/quote',
    {
      schema: {
        summary: 'What a booking would cost, before confirming',
        operationId: 'quoteAppointment',
        description:
          "The doctor's fee, the health card's line (a free video consultation the person has left) and what " +
          'is left to pay, for the person the booking is for. Books nothing.',
        response: { 200: ok(AppointmentQuote), ...refusals(422) },
        tags,
        security,
        body: AppointmentQuoteRequest,
      },
      preHandler: [authenticate, requirePermission('appointments:book')],
    },
    async (request) => ({
      success: true as const,
      result: await quoteAppointment(deps, currentUser(request), request.body, new Date()),
    }),
  );

  app.post(
    '/api/v1/bookings/instant',
    {
      schema: {
        summary: 'Consult now: an instant video or audio consultation with a doctor available at this moment',
        operationId: 'bookInstantConsultation',
        description:
          'Books the consultation from this moment for INSTANT_CONSULTATION_MINUTES (awaiting payment where ' +
          'online payment is offered); asked again while it is open, answers the same consultation.',
        response: { 201: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        body: InstantConsultationRequest,
      },
      preHandler: [authenticate, requirePermission('appointments:book')],
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await bookInstantConsultation(deps, currentUser(request), request.body, new Date()),
        ...booked,
      }),
  );

  app.post(
    '/api/v1/bookings/book/appointment/receptionist',
    {
      schema: {
        summary: 'Book an appointment for a patient at the desk (receptionist)',
        operationId: 'bookWalkInAppointment',
        response: { 201: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        description,
        body: ReceptionistBookingRequest,
      },
      preHandler: [authenticate, requirePermission('appointments:manage:clinic')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const clinicId = await requireReceptionistClinic(deps, user);
      const key = idempotencyKeyOf(request);
      const out = await withIdempotency(
        deps.db,
        { userId: user.id, scope: 'bookings.book.desk', key, request: request.body },
        async () => ({
          status: 201,
          body: {
            success: true as const,
            result: await bookForWalkIn(deps, user, clinicId, request.body, new Date()),
            ...booked,
          },
        }),
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );

  app.get(
    '/api/v1/bookings/booking',
    {
      schema: {
        summary: 'Your appointments, filtered and paged',
        operationId: 'listAppointments',
        response: { 200: okPage(Appointment) },
        tags,
        security,
        querystring: AppointmentListQuery,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      ...(await listAppointments(
        deps,
        { patientId: currentUser(request).id },
        'patient',
        request.query,
        new Date(),
      )),
    }),
  );

  app.get(
    '/api/v1/bookings/booking/:id',
    {
      schema: {
        summary: 'One appointment',
        operationId: 'getAppointment',
        response: { 200: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        params: AppointmentIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getAppointment(deps, currentUser(request), request.params.id, new Date()),
    }),
  );

  app.get(
    '/api/v1/bookings/booking/:id/receipt',
    {
      schema: {
        summary: "A consultation's payment receipt (PDF), once paid online",
        operationId: 'getAppointmentReceipt',
        tags,
        security,
        params: AppointmentIdParams,
        response: { 200: fileAnswer('application/pdf'), ...refusals(422) },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const { pdf, filename } = await appointmentReceipt(
        deps,
        currentUser(request),
        request.params.id,
        new Date(),
      );
      return sendAttachment(reply, pdf, filename);
    },
  );

  app.get(
    '/api/v1/bookings/booking/:id/ics',
    {
      schema: {
        summary: 'One appointment as a calendar file (ICS)',
        operationId: 'getAppointmentCalendarFile',
        response: { 200: fileAnswer('text/calendar') },
        tags,
        security,
        params: AppointmentIdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = new Date();
      const appointment = await getOwnAppointment(deps, user, request.params.id, now);
      reply.type('text/calendar; charset=utf-8');
      reply.header(
        'content-disposition',
        `attachment; filename="arogya-appointment-${appointment.date}.ics"`,
      );
      reply.header('cache-control', 'private, no-store');
      return reply.send(appointmentIcs(appointment, now));
    },
  );

  app.post(
    '/api/v1/bookings/reschedule-appointment',
    {
      schema: {
        summary: 'Move an appointment to another slot',
        operationId: 'rescheduleAppointment',
        response: { 200: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        body: RescheduleRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await rescheduleAppointment(deps, currentUser(request), request.body, new Date()),
      message: 'Appointment rescheduled',
    }),
  );

  app.post(
    '/api/v1/bookings/cancel-appointment',
    {
      schema: {
        summary: 'Cancel an appointment',
        operationId: 'cancelAppointment',
        response: { 200: ok(AppointmentDetail) },
        tags,
        security,
        body: CancelRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await cancelAppointment(deps, currentUser(request), request.body, new Date()),
      message: 'Appointment cancelled',
    }),
  );

  app.post(
    '/api/v1/bookings/:id/review',
    {
      schema: {
        summary: 'Review the doctor of a completed appointment',
        operationId: 'reviewAppointment',
        response: { 201: ok(AppointmentDetail), ...refusals(409, 422) },
        tags,
        security,
        params: AppointmentIdParams,
        body: ReviewRequest,
      },
      preHandler: authenticate,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await reviewAppointment(
          deps,
          currentUser(request),
          request.params.id,
          request.body,
          new Date(),
        ),
        message: 'Thank you for your review',
      }),
  );
}
