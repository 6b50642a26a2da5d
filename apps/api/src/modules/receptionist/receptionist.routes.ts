// The receptionist's desk: their clinic, its doctors' walk-in slots, patient lookup and registration, the
// clinic's appointments, and vitals (recorded here; read by the patient and the staff who care for them).
import {
  AppointmentListQuery,
  PatientIdParams,
  PatientLookupQuery,
  RegisterWalkInRequest,
  VitalsRequest,
} from '@arogya/contracts/bookings';
import { DoctorIdParams, SlotsQuery } from '@arogya/contracts/doctors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireReceptionistClinic } from '../appointments/appointment-access.ts';
import type { BookingCard } from '../appointments/appointments-deps.ts';
import { listAppointments } from '../appointments/list-appointments.ts';
import { findPatientsByPhone } from './find-patients.ts';
import { getDeskSlots } from './get-desk-slots.ts';
import { getMyClinic } from './get-my-clinic.ts';
import { listVitals } from './list-vitals.ts';
import { createReceptionistDeps } from './receptionist-deps.ts';
import { recordVitals } from './record-vitals.ts';
import { registerWalkInPatient } from './register-walk-in-patient.ts';

export async function receptionistRoutes(
  fastify: FastifyInstance,
  { ctx, card }: { ctx: AppContext; card?: BookingCard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = createReceptionistDeps(ctx, card);
  const { authenticate, requireRole } = createAuthGuards(ctx);
  const tags = ['receptionist'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requireRole('receptionist')];
  const myClinic = (request: FastifyRequest) => requireReceptionistClinic(deps, currentUser(request));

  app.get('/api/v1/receptionist/clinic', { schema: { tags, security }, preHandler }, async (request) => ({
    success: true,
    result: await getMyClinic(deps, await myClinic(request), new Date()),
  }));

  app.get(
    '/api/v1/receptionist/doctors/:id/slots',
    { schema: { tags, security, params: DoctorIdParams, querystring: SlotsQuery }, preHandler },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        result: await getDeskSlots(deps, clinicId, request.params.id, request.query, new Date()),
      };
    },
  );

  app.get(
    '/api/v1/receptionist/patients',
    { schema: { tags, security, querystring: PatientLookupQuery }, preHandler },
    async (request) => {
      await myClinic(request);
      return {
        success: true,
        result: await findPatientsByPhone(deps, currentUser(request), request.query.phone, new Date()),
      };
    },
  );

  app.post(
    '/api/v1/receptionist/patients',
    { schema: { tags, security, body: RegisterWalkInRequest }, preHandler },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      const patient = await registerWalkInPatient(
        deps,
        currentUser(request),
        clinicId,
        request.body,
        new Date(),
      );
      return reply.status(201).send({ success: true, result: patient, message: 'Patient registered' });
    },
  );

  app.get(
    '/api/v1/receptionist/appointments',
    { schema: { tags, security, querystring: AppointmentListQuery }, preHandler },
    async (request) => {
      const clinicId = await myClinic(request);
      return {
        success: true,
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
    { schema: { tags, security, body: VitalsRequest }, preHandler },
    async (request, reply) => {
      const clinicId = await myClinic(request);
      const vitals = await recordVitals(deps, currentUser(request), clinicId, request.body);
      return reply.status(201).send({ success: true, result: vitals, message: 'Vitals recorded' });
    },
  );

  app.get(
    '/api/v1/receptionist/vitelPateint/:patientId',
    { schema: { tags, security, params: PatientIdParams }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await listVitals(deps, currentUser(request), request.params.patientId),
    }),
  );
}
