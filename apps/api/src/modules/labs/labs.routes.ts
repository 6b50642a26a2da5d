// Lab tests for patients: the public catalogue (tests and packages, categories, top labs, offers near a
// pin code, collection slots) and the signed-in patient's bookings (create with Idempotency-Key, list, one,
// cancel, reschedule). Reports are in lab-reports.routes.ts, the lab partner's desk in lab-desk.routes.ts.
import { fileAnswer } from '@arogya/contracts/errors';
import {
  CancelLabBookingRequest,
  CreateLabBookingRequest,
  LabBookingAnswer,
  LabBookingIdParams,
  LabBookingListAnswer,
  LabBookingListQuery,
  LabCategoriesAnswer,
  LabItemAnswer,
  LabItemQuery,
  LabOffersAnswer,
  LabOffersQuery,
  LabQuoteRequest,
  LabQuoteResponse,
  LabSlotDayAnswer,
  LabSlotsQuery,
  LabTestListAnswer,
  LabTestListQuery,
  RescheduleLabBookingRequest,
  TopLabsAnswer,
  TopLabsQuery,
} from '@arogya/contracts/labs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { cancelLabBooking } from './cancel-lab-booking.ts';
import { createLabBooking } from './create-lab-booking.ts';
import { getLabBooking } from './get-lab-booking.ts';
import { getLabItem } from './get-lab-item.ts';
import { getLabSlots } from './get-lab-slots.ts';
import { labBookingReceipt } from './lab-booking-receipt.ts';
import type { LabsDeps } from './labs-deps.ts';
import { listLabBookings } from './list-lab-bookings.ts';
import { listLabCategories } from './list-lab-categories.ts';
import { listLabItems } from './list-lab-items.ts';
import { listLabOffers } from './list-lab-offers.ts';
import { listTopLabs } from './list-top-labs.ts';
import { quoteLabBooking } from './quote-lab-booking.ts';
import { rescheduleLabBooking } from './reschedule-lab-booking.ts';

const ItemParams = z.strictObject({ idOrSlug: z.string().trim().min(1).max(120) });

export async function labsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: LabsDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['labs'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/labs/testList',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Lab tests and packages, filtered and paged',
        operationId: 'listLabTests',
        response: { 200: LabTestListAnswer },
        tags,
        querystring: LabTestListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listLabItems(deps, request.query)),
    }),
  );
  app.get(
    '/api/v1/labs/testList/:idOrSlug',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'One lab test or package',
        operationId: 'getLabTest',
        response: { 200: LabItemAnswer },
        tags,
        params: ItemParams,
        querystring: LabItemQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await getLabItem(deps, request.params.idOrSlug, request.query.pinCode),
    }),
  );
  app.get(
    '/api/v1/labs/categories',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Lab test categories',
        operationId: 'listLabCategories',
        response: { 200: LabCategoriesAnswer },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: await listLabCategories(deps),
    }),
  );
  app.get(
    '/api/v1/labs/topMustLab',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Top labs',
        operationId: 'listTopLabs',
        response: { 200: TopLabsAnswer },
        tags,
        querystring: TopLabsQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await listTopLabs(deps, request.query),
    }),
  );
  app.get(
    '/api/v1/labs/offers',
    {
      schema: {
        summary: 'Lab offers near a pin code',
        operationId: 'listLabOffers',
        response: { 200: LabOffersAnswer },
        tags,
        querystring: LabOffersQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await listLabOffers(deps, request.query),
    }),
  );
  app.get(
    '/api/v1/labs/slots',
    {
      schema: {
        summary: 'Home collection slots',
        operationId: 'listLabSlots',
        response: { 200: LabSlotDayAnswer },
        tags,
        querystring: LabSlotsQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await getLabSlots(deps, request.query, new Date()) };
    },
  );

  app.post(
    '/api/v1/labs/bookings',
    {
      schema: {
        summary: 'Book lab tests',
        operationId: 'bookLabTests',
        response: { 201: LabBookingAnswer, ...refusals(409, 422) },
        tags,
        security,
        body: CreateLabBookingRequest,
      },
      preHandler: [authenticate, requirePermission('lab:book')],
    },
    async (request, reply) => {
      const user = currentUser(request);
      const out = await withIdempotency(
        deps.db,
        {
          userId: user.id,
          scope: 'labs.bookings.create',
          key: idempotencyKeyOf(request),
          request: request.body,
        },
        async () => {
          const booking = await createLabBooking(deps, user, request.body, new Date());
          return {
            status: 201,
            body: {
              success: true as const,
              result: booking,
              message: `Home collection booked: ${booking.orderNumber}`,
            },
          };
        },
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(out.status as 201).send(out.body); // the first answer, always a 201
    },
  );
  app.post(
    '/api/v1/labs/bookings/quote',
    {
      schema: {
        summary: "Price a lab booking at a lab for a person, with the health card's lines, before confirming",
        operationId: 'quoteLabBooking',
        tags,
        security,
        body: LabQuoteRequest,
        response: { 200: LabQuoteResponse },
      },
      preHandler: [authenticate, requirePermission('lab:book')],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        result: await quoteLabBooking(deps, currentUser(request), request.body, new Date()),
      };
    },
  );
  app.get(
    '/api/v1/labs/bookings',
    {
      schema: {
        summary: 'Your lab bookings',
        operationId: 'listLabBookings',
        response: { 200: LabBookingListAnswer },
        tags,
        security,
        querystring: LabBookingListQuery,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        ...(await listLabBookings(deps, currentUser(request).id, request.query, new Date())),
      };
    },
  );
  app.get(
    '/api/v1/labs/bookings/:id',
    {
      schema: {
        summary: 'One lab booking',
        operationId: 'getLabBooking',
        response: { 200: LabBookingAnswer, ...refusals(409, 422) },
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
        result: await getLabBooking(deps, currentUser(request).id, request.params.id, new Date()),
      };
    },
  );
  app.get(
    '/api/v1/labs/bookings/:id/receipt',
    {
      schema: {
        summary: "A lab booking's payment receipt (PDF), once paid online",
        operationId: 'getLabBookingReceipt',
        tags,
        security,
        params: LabBookingIdParams,
        response: { 200: fileAnswer('application/pdf'), ...refusals(422) },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const { pdf, filename } = await labBookingReceipt(
        deps,
        currentUser(request).id,
        request.params.id,
        new Date(),
        currentUser(request).language,
      );
      return sendAttachment(reply, pdf, filename);
    },
  );
  app.post(
    '/api/v1/labs/bookings/:id/cancel',
    {
      schema: {
        summary: 'Cancel a lab booking',
        operationId: 'cancelLabBooking',
        response: { 200: LabBookingAnswer, ...refusals(409, 422) },
        tags,
        security,
        params: LabBookingIdParams,
        body: CancelLabBookingRequest.nullish(),
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await cancelLabBooking(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body?.reason,
        new Date(),
      ),
      message: 'Booking cancelled',
    }),
  );
  app.post(
    '/api/v1/labs/bookings/:id/reschedule',
    {
      schema: {
        summary: "Move a lab booking's collection",
        operationId: 'rescheduleLabBooking',
        response: { 200: LabBookingAnswer },
        tags,
        security,
        params: LabBookingIdParams,
        body: RescheduleLabBookingRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await rescheduleLabBooking(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body,
        new Date(),
      ),
      message: 'Collection rescheduled',
    }),
  );
}
