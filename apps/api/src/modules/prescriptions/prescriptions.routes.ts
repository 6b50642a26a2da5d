// Prescriptions: upload (POST /api/v1/doctors/addReceipt, the original path, multipart field `image`), the list
// (GET /api/v1/bookings/getPrescriptions), the access-checked file, and removal of an unused upload.
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import { fileAnswer, ok } from '@arogya/contracts/errors';
import {
  Prescription,
  PrescriptionIdParams,
  PrescriptionListQuery,
  UploadPrescriptionFields,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, zodDetails } from '../../lib/app-error.ts';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { withMultipart } from '../../lib/multipart.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { assertNoNul } from '../../lib/reject-nul.ts';
import { deletePrescription } from './delete-prescription.ts';
import { listPrescriptions } from './list-prescriptions.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';
import { readPrescriptionFile } from './read-prescription-file.ts';
import { type UploadedFile, uploadPrescription } from './upload-prescription.ts';

/** Reads the one file (field `image`) and the text fields of the form, in any order. */
async function readUpload(request: FastifyRequest) {
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      file = { data, fileName: part.filename ?? '', truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) {
    throw AppError.invalid('Attach the prescription in the "image" field', [
      { field: 'image', message: 'Required' },
    ]);
  }
  assertNoNul(fields, { image: file.fileName });
  const parsed = UploadPrescriptionFields.safeParse(fields);
  if (!parsed.success) {
    throw AppError.invalidInput(zodDetails(parsed.error.issues));
  }
  return { file, fields: parsed.data };
}

export async function prescriptionsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: PrescriptionsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['prescriptions'];
  const security = [{ bearerAuth: [] }];

  await withMultipart(fastify, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/doctors/addReceipt',
      {
        schema: {
          summary: 'Upload a prescription',
          operationId: 'uploadPrescription',
          response: { 201: ok(Prescription) },
          tags,
          security,
          consumes: ['multipart/form-data'],
        },
        preHandler: authenticate,
      },
      async (request, reply) => {
        const { file, fields } = await readUpload(request);
        const result = await uploadPrescription(deps, currentUser(request).id, file, fields, new Date());
        return reply.status(201).send({ success: true as const, result, message: 'Upload successful!' });
      },
    );
  });

  app.get(
    '/api/v1/bookings/getPrescriptions',
    {
      schema: {
        summary: 'Your uploaded prescriptions',
        operationId: 'listPrescriptions',
        response: { 200: ok(z.array(Prescription)) },
        tags,
        security,
        querystring: PrescriptionListQuery,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await listPrescriptions(deps, currentUser(request).id, new Date(), request.query.member),
      };
    },
  );

  app.get(
    '/api/v1/prescriptions/:id/file',
    {
      schema: {
        summary: "An uploaded prescription's file",
        operationId: 'getPrescriptionFile',
        response: { 200: fileAnswer('application/pdf', 'image/jpeg', 'image/png') },
        tags,
        security,
        params: PrescriptionIdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const file = await readPrescriptionFile(deps, currentUser(request), request.params.id);
      reply.type(file.mimeType);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(file.stream);
    },
  );

  app.delete(
    '/api/v1/prescriptions/:id',
    {
      schema: {
        summary: 'Remove an uploaded prescription',
        operationId: 'deletePrescription',
        response: { 200: ok(z.object({ id: z.string() })), ...refusals(422) },
        tags,
        security,
        params: PrescriptionIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await deletePrescription(deps, currentUser(request).id, request.params.id),
      message: 'Prescription removed',
    }),
  );
}
