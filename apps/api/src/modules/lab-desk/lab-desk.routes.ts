// The lab partner's desk (role lab; a lab sees only its own bookings): the day's collections by slot
// (GET /api/v1/users/lab, the spec's path), one booking with what to enter, assigning a phlebotomist, the
// status steps, results, the report PDF upload (POST /api/v1/labs/uploadReport/:id, field `report`) and the
// lab's menu and prices (GET /api/v1/labs/menu, POST /api/v1/labs/add, PUT /api/v1/labs/update).
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import {
  AddLabMenuItemRequest,
  AssignPhlebotomistRequest,
  LAB_REPORT_FIELD,
  LabBookingIdParams,
  LabDeskAnswer,
  LabDeskBookingAnswer,
  LabDeskQuery,
  LabMenuAnswer,
  LabMenuItemAnswer,
  LabMenuQuery,
  LabReportFileAnswer,
  LabResultsRequest,
  LabStatusRequest,
  UpdateLabMenuItemRequest,
} from '@arogya/contracts/labs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { withMultipart } from '../../lib/multipart.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { advanceLabBooking } from './advance-lab-booking.ts';
import { assignPhlebotomist } from './assign-phlebotomist.ts';
import { getDeskBooking } from './get-desk-booking.ts';
import { getLabDesk } from './get-lab-desk.ts';
import { addLabMenuItem, listLabMenu, updateLabMenuItem } from './lab-menu.ts';
import { recordLabResults } from './record-lab-results.ts';
import { type UploadedReport, uploadLabReport } from './upload-lab-report.ts';

/** Reads the one file of the form (field `report`); other parts are skipped. */
async function readReport(request: FastifyRequest): Promise<UploadedReport> {
  let file: UploadedReport | undefined;
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== LAB_REPORT_FIELD) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    file = { data, fileName: part.filename ?? '', truncated: part.file.truncated };
  }
  if (!file) {
    throw AppError.invalid(`Attach the report PDF in the "${LAB_REPORT_FIELD}" field`, [
      { field: LAB_REPORT_FIELD, message: 'Required' },
    ]);
  }
  return file;
}

export async function labDeskRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: LabsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['lab-desk'];
  const security = [{ bearerAuth: [] }];
  const lab = [authenticate, requirePermission('lab:manage')];

  app.get(
    '/api/v1/users/lab',
    {
      schema: {
        summary: "The lab partner's desk: lab and bookings (lab)",
        operationId: 'getLabDesk',
        response: { 200: LabDeskAnswer },
        tags,
        security,
        querystring: LabDeskQuery,
      },
      preHandler: lab,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await getLabDesk(deps, currentUser(request), request.query, new Date()),
      };
    },
  );
  app.get(
    '/api/v1/labs/desk/bookings/:id',
    {
      schema: {
        summary: 'One lab booking at the desk (lab)',
        operationId: 'getLabDeskBooking',
        response: { 200: LabDeskBookingAnswer, ...refusals(409, 422) },
        tags,
        security,
        params: LabBookingIdParams,
      },
      preHandler: lab,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await getDeskBooking(deps, currentUser(request), request.params.id, new Date()),
      };
    },
  );
  app.post(
    '/api/v1/labs/desk/bookings/:id/phlebotomist',
    {
      schema: {
        summary: 'Assign a phlebotomist (lab)',
        operationId: 'assignPhlebotomist',
        response: { 200: LabDeskBookingAnswer, ...refusals(409, 422) },
        tags,
        security,
        params: LabBookingIdParams,
        body: AssignPhlebotomistRequest,
      },
      preHandler: lab,
    },
    async (request) => ({
      success: true as const,
      result: await assignPhlebotomist(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
      ),
      message: 'Phlebotomist assigned',
    }),
  );
  app.post(
    '/api/v1/labs/desk/bookings/:id/status',
    {
      schema: {
        summary: 'Move a lab booking to its next status (lab)',
        operationId: 'advanceLabBooking',
        response: { 200: LabDeskBookingAnswer, ...refusals(422) },
        tags,
        security,
        params: LabBookingIdParams,
        body: LabStatusRequest,
      },
      preHandler: lab,
    },
    async (request) => ({
      success: true as const,
      result: await advanceLabBooking(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
      ),
      message: 'Status updated',
    }),
  );
  app.put(
    '/api/v1/labs/desk/bookings/:id/results',
    {
      schema: {
        summary: "Record a lab booking's results (lab)",
        operationId: 'recordLabResults',
        response: { 200: LabDeskBookingAnswer },
        tags,
        security,
        params: LabBookingIdParams,
        body: LabResultsRequest,
      },
      preHandler: lab,
    },
    async (request) => ({
      success: true as const,
      result: await recordLabResults(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Results saved',
    }),
  );

  await withMultipart(fastify, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/labs/uploadReport/:id',
      {
        schema: {
          summary: 'Upload a lab report PDF (lab)',
          operationId: 'uploadLabReport',
          response: { 201: LabReportFileAnswer, ...refusals(422) },
          tags,
          security,
          params: LabBookingIdParams,
          consumes: ['multipart/form-data'],
        },
        preHandler: lab,
      },
      async (request, reply) => {
        const file = await readReport(request);
        const result = await uploadLabReport(deps, currentUser(request), request.params.id, file, new Date());
        return reply.status(201).send({ success: true as const, result, message: 'Report uploaded' });
      },
    );
  });

  app.get(
    '/api/v1/labs/menu',
    {
      schema: {
        summary: "The lab's menu and prices (lab)",
        operationId: 'getLabMenu',
        response: { 200: LabMenuAnswer },
        tags,
        security,
        querystring: LabMenuQuery,
      },
      preHandler: lab,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await listLabMenu(deps, currentUser(request), request.query)) };
    },
  );
  app.post(
    '/api/v1/labs/add',
    {
      schema: {
        summary: "Add a test to the lab's menu (lab)",
        operationId: 'addLabMenuItem',
        response: { 201: LabMenuItemAnswer, ...refusals(409, 422) },
        tags,
        security,
        body: AddLabMenuItemRequest,
      },
      preHandler: lab,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await addLabMenuItem(deps, currentUser(request), request.body, new Date()),
        message: 'Added to your menu',
      }),
  );
  app.put(
    '/api/v1/labs/update',
    {
      schema: {
        summary: 'Change a menu price or take a test off the menu (lab)',
        operationId: 'updateLabMenuItem',
        response: { 200: LabMenuItemAnswer, ...refusals(409, 422) },
        tags,
        security,
        body: UpdateLabMenuItemRequest,
      },
      preHandler: lab,
    },
    async (request) => ({
      success: true as const,
      result: await updateLabMenuItem(deps, currentUser(request), request.body, new Date()),
      message: 'Menu updated',
    }),
  );
}
