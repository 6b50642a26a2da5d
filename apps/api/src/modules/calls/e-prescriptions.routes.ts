// E-prescriptions after a teleconsultation: the doctor's medicine picker, writing one, reading it and its
// PDF. Registered inside the calls scope (calls.routes.ts).
import {
  CallIdParams,
  EPrescription,
  EPrescriptionRequest,
  FormularyMedicine,
  FormularyQuery,
  teleconsultationRestriction,
} from '@arogya/contracts/calls';
import { fileAnswer, ok } from '@arogya/contracts/errors';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/auth.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { CallDeps } from './calls-deps.ts';
import { mapEPrescription } from './e-prescription-mapper.ts';
import { ePrescriptionPdf } from './e-prescription-pdf.ts';
import { loadReadableEPrescription } from './get-e-prescription.ts';
import { writeEPrescription } from './write-e-prescription.ts';

type Guards = { authenticate: preHandlerAsyncHookHandler; doctorOnly: preHandlerAsyncHookHandler[] };

export function registerEPrescriptionRoutes(fastify: FastifyInstance, deps: CallDeps, guards: Guards) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['calls'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/calls/formulary',
    {
      schema: {
        summary: 'Medicines a doctor can prescribe (doctor)',
        operationId: 'searchFormulary',
        response: { 200: ok(z.array(FormularyMedicine)) },
        tags,
        security,
        querystring: FormularyQuery,
      },
      preHandler: guards.doctorOnly,
    },
    async (request) => {
      const call = await deps.calls.findById(request.query.callId);
      if (!call || call.doctorUserId !== currentUser(request).id) throw AppError.notFound('Call not found');
      const callType = call.callType === 'audio' ? 'audio' : 'video';
      const rows = await deps.ePrescriptions.formulary(request.query.q);
      const result: FormularyMedicine[] = rows.map((r) => {
        const reason = teleconsultationRestriction(r.schedule, callType);
        return {
          ...r,
          schedule: r.schedule as FormularyMedicine['schedule'],
          allowed: reason === null,
          reason,
        };
      });
      return { success: true as const, result };
    },
  );

  app.post(
    '/api/v1/calls/:id/prescription',
    {
      schema: {
        summary: 'Write the e-prescription of a call (doctor)',
        operationId: 'writeEPrescription',
        response: { 201: ok(EPrescription), ...refusals(409, 422) },
        tags,
        security,
        params: CallIdParams,
        body: EPrescriptionRequest,
      },
      preHandler: guards.doctorOnly,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await writeEPrescription(
          deps,
          currentUser(request),
          request.params.id,
          request.body,
          new Date(),
        ),
        message: 'e-Prescription issued',
      }),
  );

  app.get(
    '/api/v1/calls/prescriptions/:id',
    {
      schema: {
        summary: 'One e-prescription',
        operationId: 'getEPrescription',
        response: { 200: ok(EPrescription) },
        tags,
        security,
        params: CallIdParams,
      },
      preHandler: guards.authenticate,
    },
    async (request, reply) => {
      const record = await loadReadableEPrescription(
        deps,
        currentUser(request),
        request.params.id,
        'e-prescription.read',
      );
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, result: mapEPrescription(record) };
    },
  );

  app.get(
    '/api/v1/calls/prescriptions/:id/pdf',
    {
      schema: {
        summary: 'One e-prescription as PDF',
        operationId: 'getEPrescriptionPdf',
        response: { 200: fileAnswer('application/pdf') },
        tags,
        security,
        params: CallIdParams,
      },
      preHandler: guards.authenticate,
    },
    async (request, reply) => {
      const reader = currentUser(request);
      const record = await loadReadableEPrescription(deps, reader, request.params.id, 'e-prescription.pdf');
      const rx = mapEPrescription(record);
      reply.type('application/pdf');
      reply.header(
        'content-disposition',
        `attachment; filename="arogya-e-prescription-${rx.issuedAt.slice(0, 10)}.pdf"`,
      );
      reply.header('cache-control', 'private, no-store');
      return reply.send(await ePrescriptionPdf(rx, reader.language));
    },
  );
}
