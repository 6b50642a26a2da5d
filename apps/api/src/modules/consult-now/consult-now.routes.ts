// Consult now for patients and visitors (docs/product-rules.md#consult-now): the specialties offered and who
// is online now (public, never cached: they change by the second), the quote, the problem's photos, the
// request, its waiting screen, its cancellation and the way into the call once a doctor accepted. The
// doctor's side is consult-presence.routes.ts, the admin's admin-consult-now.routes.ts.
import { CallSession } from '@arogya/contracts/calls';
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import {
  CancelConsultRequest,
  ConsultPhoto,
  ConsultPhotoParams,
  ConsultQuote,
  ConsultQuoteRequest,
  ConsultRequest,
  ConsultRequestParams,
  ConsultSpecialtyList,
  ConsultSpecialtyQuery,
  CreateConsultRequest,
  OnlineDoctors,
  OnlineDoctorsQuery,
} from '@arogya/contracts/consult-now';
import { fileAnswer, ok } from '@arogya/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { registerCounter } from '../../lib/metrics.ts';
import { withMultipart } from '../../lib/multipart.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { cancelConsultRequest } from './cancel-consult-request.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { getConsultPhoto, type UploadedPhoto, uploadConsultPhoto } from './consult-photos.ts';
import { createConsultRequest } from './create-consult-request.ts';
import { getConsultRequest, joinConsultation } from './get-consult-request.ts';
import { listConsultSpecialties, listOnlineDoctors } from './list-consult-specialties.ts';
import { clearOfferTimers } from './match-requests.ts';
import { quoteConsult } from './quote-consult.ts';

async function readPhoto(request: FastifyRequest): Promise<UploadedPhoto> {
  let file: UploadedPhoto | undefined;
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'image') {
      part.file.resume();
      continue;
    }
    file = { data: await part.toBuffer(), truncated: part.file.truncated };
  }
  if (!file)
    throw AppError.invalid('Attach the photo in the "image" field', [
      { field: 'image', message: 'Required' },
    ]);
  return file;
}

export async function consultNowRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: ConsultNowDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['consult-now'];
  const security = [{ bearerAuth: [] }];
  const noStore = { 'cache-control': 'private, no-store' };
  // What matching costs the database, read by /metrics (and by npm run bench -- --consult-now).
  const f = deps.figures;
  const unregister = [
    registerCounter(
      'arogya_consult_match_rounds_total',
      'Consult-now match rounds (transactions)',
      () => f.rounds,
    ),
    registerCounter('arogya_consult_offers_total', 'Consult-now offers made to doctors', () => f.offers),
    registerCounter(
      'arogya_consult_offers_ended_total',
      'Consult-now offers run out and taken back',
      () => f.ended,
    ),
    registerCounter(
      'arogya_consult_match_statements_total',
      'Statements run by consult-now matching and offer expiry',
      () => f.statements,
    ),
    registerCounter(
      'arogya_consult_match_seconds_total',
      'Time spent in consult-now matching and offer expiry transactions',
      () => f.seconds,
    ),
  ];
  // This process's offer timers and matcher stop with the app (the sweep job is the safety net).
  fastify.addHook('onClose', async () => {
    for (const stop of unregister) stop();
    deps.matcher.close();
    clearOfferTimers(deps);
    await deps.matcher.idle();
  });

  app.get(
    '/api/v1/consult-now/specialties',
    {
      schema: {
        summary: 'Specialties offered for consult now, their instant fee and doctors online now',
        operationId: 'listConsultSpecialties',
        querystring: ConsultSpecialtyQuery,
        response: { 200: ok(ConsultSpecialtyList) },
        tags,
        security: [],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: await listConsultSpecialties(deps, request.query, new Date()),
      };
    },
  );

  app.get(
    '/api/v1/consult-now/online-doctors',
    {
      schema: {
        summary: "Which of these doctors are 'Online now' (available for instant consultations and free)",
        operationId: 'listOnlineDoctors',
        querystring: OnlineDoctorsQuery,
        response: { 200: ok(OnlineDoctors) },
        tags,
        security: [],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listOnlineDoctors(deps, request.query.ids, new Date()) };
    },
  );

  app.post(
    '/api/v1/consult-now/quote',
    {
      schema: {
        summary: 'What a consult-now request would cost now (the health card applied)',
        operationId: 'quoteConsult',
        body: ConsultQuoteRequest,
        response: { 200: ok(ConsultQuote) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        result: await quoteConsult(deps, currentUser(request), request.body, new Date()),
      };
    },
  );

  await withMultipart(fastify, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/consult-now/photos',
      {
        schema: {
          summary: 'Upload a photo of the problem, to attach to a consult-now request',
          operationId: 'uploadConsultPhoto',
          response: { 201: ok(ConsultPhoto) },
          tags,
          security,
          consumes: ['multipart/form-data'],
        },
        preHandler: authenticate,
      },
      async (request, reply) => {
        const photo = await readPhoto(request);
        const result = await uploadConsultPhoto(deps, currentUser(request), photo, new Date());
        return reply.status(201).send({ success: true as const, result });
      },
    );
  });

  app.post(
    '/api/v1/consult-now/requests',
    {
      schema: {
        summary: 'Ask for the first available doctor of a specialty (paid at its instant fee)',
        operationId: 'createConsultRequest',
        body: CreateConsultRequest,
        response: { 201: ok(ConsultRequest), ...refusals(422) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const result = await createConsultRequest(deps, currentUser(request), request.body, new Date());
      return reply
        .status(201)
        .headers(noStore)
        .send({ success: true as const, result });
    },
  );

  app.get(
    '/api/v1/consult-now/requests/:id',
    {
      schema: {
        summary: 'A consult-now request: its place in the queue and an honest estimate',
        operationId: 'getConsultRequest',
        params: ConsultRequestParams,
        response: { 200: ok(ConsultRequest) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        success: true as const,
        result: await getConsultRequest(deps, currentUser(request), request.params.id, new Date()),
      };
    },
  );

  app.post(
    '/api/v1/consult-now/requests/:id/cancel',
    {
      schema: {
        summary: 'Cancel a consult-now request before a doctor accepts it (refunded in full)',
        operationId: 'cancelConsultRequest',
        params: ConsultRequestParams,
        body: CancelConsultRequest,
        response: { 200: ok(ConsultRequest), ...refusals(409, 422) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await cancelConsultRequest(
        deps,
        currentUser(request),
        request.params.id,
        request.body.reason,
        new Date(),
      ),
      message: 'Request cancelled',
    }),
  );

  app.post(
    '/api/v1/consult-now/requests/:id/join',
    {
      schema: {
        summary: 'Join the call of a consult-now request a doctor accepted',
        operationId: 'joinConsultation',
        params: ConsultRequestParams,
        response: { 200: CallSession, ...refusals(422) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => joinConsultation(deps, currentUser(request), request.params.id, new Date()),
  );

  app.get(
    '/api/v1/consult-now/requests/:id/photos/:photoId',
    {
      schema: {
        summary:
          "A consult-now request's photo (its patient, or the doctor it is offered to or who accepted it)",
        operationId: 'getConsultPhoto',
        params: ConsultPhotoParams,
        response: { 200: fileAnswer('image/jpeg', 'image/png', 'image/webp', 'application/pdf') },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const file = await getConsultPhoto(
        deps,
        currentUser(request),
        request.params.id,
        request.params.photoId,
      );
      reply.type(file.contentType);
      reply.headers(noStore);
      reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );
}
