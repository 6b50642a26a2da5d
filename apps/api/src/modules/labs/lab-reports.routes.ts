// Lab reports, personal health data: the results (GET /api/v1/labs/bookings/:id/report), the PDF
// (.../report/file, as an attachment) and a parameter's trend (.../trends/:parameterId), for the patient,
// the lab that produced them and a doctor the patient has an appointment with; anyone else 404; staff
// reads are audited (report-access.ts).
import { fileAnswer } from '@arogya/contracts/errors';
import { LabBookingIdParams, LabReportAnswer, LabTrendAnswer, LabTrendParams } from '@arogya/contracts/labs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { getLabReport } from './get-lab-report.ts';
import { getLabTrend } from './get-lab-trend.ts';
import type { LabsDeps } from './labs-deps.ts';
import { readLabReportFile } from './read-lab-report-file.ts';

export async function labReportsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: LabsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['labs'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/labs/bookings/:id/report',
    {
      schema: {
        summary: "A lab booking's results",
        operationId: 'getLabReport',
        response: { 200: LabReportAnswer },
        tags,
        security,
        params: LabBookingIdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await getLabReport(deps, currentUser(request), request.params.id),
      };
    },
  );
  app.get(
    '/api/v1/labs/bookings/:id/report/file',
    {
      schema: {
        summary: "A lab booking's report as PDF",
        operationId: 'getLabReportFile',
        response: { 200: fileAnswer('application/pdf') },
        tags,
        security,
        params: LabBookingIdParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const file = await readLabReportFile(deps, currentUser(request), request.params.id);
      reply.type('application/pdf');
      reply.header('cache-control', 'private, no-store');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
      return reply.send(file.stream);
    },
  );
  app.get(
    '/api/v1/labs/bookings/:id/trends/:parameterId',
    {
      schema: {
        summary: "One parameter's results over time",
        operationId: 'getLabTrend',
        response: { 200: LabTrendAnswer },
        tags,
        security,
        params: LabTrendParams,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await getLabTrend(deps, currentUser(request), request.params.id, request.params.parameterId),
      };
    },
  );
}
