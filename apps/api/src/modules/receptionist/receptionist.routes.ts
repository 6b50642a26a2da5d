// The receptionist's desk: their clinic, its doctors' walk-in slots, patient lookup and registration, the
// clinic's appointments, and vitals (recorded here; read by the patient and the staff who care for them).
import {
  Appointment,
  AppointmentListQuery,
  DeskPhoneVerified,
  PatientIdParams,
  PatientLookupQuery,
  PatientMatch,
  PatientSummary,
  RegisterWalkInRequest,
  VerifyDeskPatientPhoneRequest,
  Vitals,
  VitalsListQuery,
  VitalsRequest,
} from '@arogya/contracts/appointments';
import { Clinic, DoctorCard, DoctorIdParams, DoctorSlots, SlotsQuery } from '@arogya/contracts/doctors';
import { ok, okPage } from '@arogya/contracts/errors';
import { CodeSentAnswer } from '@arogya/contracts/one-time-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import { requireReceptionistClinic } from '../appointments/appointment-access.ts';
import { listAppointments } from '../appointments/list-appointments.ts';
import type { AccountDeps } from '../users/account-deps.ts';
import { sentMessage } from '../users/send-code.ts';
import { findPatientsByPhone } from './find-patients.ts';
import { getDeskSlots } from './get-desk-slots.ts';
import { getMyClinic } from './get-my-clinic.ts';
import { listVitals } from './list-vitals.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';
import { recordVitals } from './record-vitals.ts';
import { registerWalkInPatient } from './register-walk-in-patient.ts';
import { sendPatientPhoneCode, verifyPatientPhone } from './verify-patient-phone.ts';

export async function receptionistRoutes(
  fastify: FastifyInstance,
  { ctx, deps, account }: { ctx: AppContext; deps: ReceptionistDeps; account: AccountDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['receptionist'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('appointments:manage:clinic')];
  const myClinic = (request: FastifyRequest) => requireReceptionistClinic(deps, currentUser(request));

  const originOf = publicOriginOf(ctx.env);

  app.post(
    '/api/v1/receptionist/patients/:patientId/phone',
    {
      schema: {
        summary: "Send a code to a patient's own number, to verify it at the desk (receptionist)",
        operationId: 'sendPatientPhoneCode',
        response: { 200: CodeSentAnswer, ...refusals(404, 422, 429) },
        tags,
        security,
        params: PatientIdParams,
      },
      preHandler,
    },
    async (request) => {
      await myClinic(request);
      const result = await sendPatientPhoneCode(ctx, account, request.params.patientId, {
        ip: request.ip,
        host: new URL(originOf(request)).hostname,
      });
      return { success: true as const, result, message: sentMessage(result) };
    },
  );

  app.post(
    '/api/v1/receptionist/patients/:patientId/phone/verify',
    {
      schema: {
        summary: "Verify a patient's number with the code they read out at the desk (receptionist)",
        operationId: 'verifyPatientPhone',
        response: { 200: ok(DeskPhoneVerified), ...refusals(400, 404, 409, 422) },
        tags,
        security,
        params: PatientIdParams,
        body: VerifyDeskPatientPhoneRequest,
      },
      preHandler,
    },
    async (request) => {
      const clinicId = await myClinic(request);
      const result = await verifyPatientPhone(
        ctx,
        account,
        currentUser(request),
        clinicId,
        request.params.patientId,
        request.body.code,
        { ip: request.ip },
      );
      return { success: true as const, result, message: 'Number verified' };
    },
  );

  app.get(
    '/api/v1/receptionist/clinic',
    {
      schema: {
        summary: "The receptionist's clinic and doctors (receptionist)",
        operationId: 'getReceptionClinic',
        response: { 200: ok(z.object({ clinic: Clinic, doctors: z.array(DoctorCard) })) },
        tags,
        security,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await getMyClinic(deps, await myClinic(request), new Date()),
    }),
  );

  app.get(
    '/api/v1/receptionist/doctors/:id/slots',
    {
      schema: {
        summary: "A clinic doctor's slots (receptionist)",
        operationId: 'getDeskDoctorSlots',
        response: { 200: ok(DoctorSlots) },
        tags,
        security,
        params: DoctorIdParams,
        querystring: SlotsQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: await getDeskSlots(deps, clinicId, request.params.id, request.query, new Date()),
      };
    },
  );

  app.get(
    '/api/v1/receptionist/patients',
    {
      schema: {
        summary: 'Find a patient by exact phone (receptionist)',
        operationId: 'findPatientByPhone',
        response: { 200: ok(z.array(PatientMatch)) },
        tags,
        security,
        querystring: PatientLookupQuery,
      },
      preHandler,
    },
    async (request) => {
      await myClinic(request);
      return {
        success: true as const,
        result: await findPatientsByPhone(deps, currentUser(request), request.query.phone, new Date()),
      };
    },
  );

  app.post(
    '/api/v1/receptionist/patients',
    {
      schema: {
        summary: 'Register a patient at the desk (receptionist)',
        operationId: 'registerDeskPatient',
        response: { 201: ok(PatientSummary) },
        tags,
        security,
        body: RegisterWalkInRequest,
      },
      preHandler,
    },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      const patient = await registerWalkInPatient(
        deps,
        currentUser(request),
        clinicId,
        request.body,
        new Date(),
      );
      return reply
        .status(201)
        .send({ success: true as const, result: patient, message: 'Patient registered' });
    },
  );

  app.get(
    '/api/v1/receptionist/appointments',
    {
      schema: {
        summary: "The clinic's appointments (receptionist)",
        operationId: 'listDeskAppointments',
        response: { 200: okPage(Appointment) },
        tags,
        security,
        querystring: AppointmentListQuery,
      },
      preHandler,
    },
    async (request) => {
      const clinicId = await myClinic(request);
      return {
        success: true as const,
        ...(await listAppointments(
          deps,
          { clinicId },
          'receptionist',
          request.query,
          new Date(),
          currentUser(request),
        )),
      };
    },
  );

  app.post(
    '/api/v1/receptionist/vitelPateint',
    {
      schema: {
        summary: "Record a patient's vitals (receptionist)",
        operationId: 'recordVitals',
        response: { 201: ok(Vitals) },
        tags,
        security,
        body: VitalsRequest,
      },
      preHandler,
    },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      const vitals = await recordVitals(deps, currentUser(request), clinicId, request.body);
      return reply.status(201).send({ success: true as const, result: vitals, message: 'Vitals recorded' });
    },
  );

  app.get(
    '/api/v1/receptionist/vitelPateint/:patientId',
    {
      schema: {
        summary: "A patient's vitals (receptionist)",
        operationId: 'listPatientVitals',
        response: { 200: ok(z.array(Vitals)) },
        tags,
        security,
        params: PatientIdParams,
        querystring: VitalsListQuery,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await listVitals(deps, currentUser(request), request.params.patientId, request.query),
    }),
  );
}
