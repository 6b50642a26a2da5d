// Public doctor pages (listing, search, details, slots, specialties, reviews, photos) and favourites.

import {
  CommonSymptom,
  CommonSymptomsQuery,
  DoctorCard,
  DoctorDetail,
  DoctorFacets,
  DoctorIdParams,
  DoctorListQuery,
  DoctorReview,
  DoctorSearchQuery,
  DoctorSlots,
  ReviewListQuery,
  SearchInterpretation,
  SlotsQuery,
  Specialty,
  TopRatedQuery,
} from '@arogya/contracts/doctors';
import { fileAnswer, ok, okPage } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { PICTURE_TYPES, PictureQuery, sendPhoto, sendPicture } from '../../lib/pictures.ts';
import type { DoctorDeps } from './doctors-deps.ts';
import { listFavouriteDoctors, setFavouriteDoctor } from './favourite-doctors.ts';
import { getDoctor } from './get-doctor.ts';
import { getDoctorFilters } from './get-doctor-filters.ts';
import { getDoctorSlots } from './get-doctor-slots.ts';
import { listCommonSymptoms } from './list-common-symptoms.ts';
import { listDoctorReviews } from './list-doctor-reviews.ts';
import { listDoctors } from './list-doctors.ts';
import { listSpecialties } from './list-specialties.ts';
import { renderDoctorPhoto } from './render-doctor-photo.ts';
import { searchDoctors } from './search-doctors.ts';
import { topRatedDoctors } from './top-rated-doctors.ts';

const FavouriteAnswer = z.object({ doctorId: z.string(), favourite: z.boolean() });

export async function doctorsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: DoctorDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['doctors'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/doctors',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Listed doctors, filtered, sorted and paged',
        operationId: 'listDoctors',
        response: { 200: okPage(DoctorCard) },
        tags,
        querystring: DoctorListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDoctors(deps, request.query, new Date())),
    }),
  );

  app.get(
    '/api/v1/doctors/search',
    {
      schema: {
        summary: 'Search doctors by name, specialty, symptom or city',
        operationId: 'searchDoctors',
        response: { 200: okPage(DoctorCard).extend({ interpretation: SearchInterpretation.optional() }) },
        tags,
        querystring: DoctorSearchQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await searchDoctors(deps, request.query, new Date())),
    }),
  );

  app.get(
    '/api/v1/doctors/filters',
    {
      schema: {
        summary: 'Values the doctor filters can take',
        operationId: 'getDoctorFilters',
        response: { 200: ok(DoctorFacets) },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: await getDoctorFilters(deps),
    }),
  );

  app.get(
    '/api/v1/doctors/topRatedDoctor',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Top-rated doctors',
        operationId: 'listTopRatedDoctors',
        response: { 200: ok(z.array(DoctorCard)) },
        tags,
        querystring: TopRatedQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await topRatedDoctors(deps, request.query.limit, new Date()),
    }),
  );

  app.get(
    '/api/v1/doctors/symptoms',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Common symptoms and their specialties',
        operationId: 'listCommonSymptoms',
        response: { 200: ok(z.array(CommonSymptom)) },
        tags,
        querystring: CommonSymptomsQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await listCommonSymptoms(deps, request.query.limit),
    }),
  );

  app.get(
    '/api/v1/specialties',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Specialties with their doctor counts',
        operationId: 'listSpecialties',
        response: { 200: ok(z.array(Specialty)) },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: await listSpecialties(deps),
    }),
  );

  app.get(
    '/api/v1/doctors/favourites',
    {
      schema: {
        summary: 'Your favourite doctors',
        operationId: 'listFavouriteDoctors',
        response: { 200: ok(z.array(DoctorCard)) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await listFavouriteDoctors(deps, currentUser(request).id, new Date()),
    }),
  );

  for (const [path, operationId] of [
    ['/api/v1/doctors/:id', 'getDoctor'],
    ['/api/v1/doctors/getOne/:id', 'getDoctorById'],
  ] as const) {
    const summary = "One doctor's page: profile, clinic, hours and fees";
    const response = { 200: ok(DoctorDetail) };
    app.get(
      path,
      {
        config: { catalogueCache: true },
        schema: { summary, operationId, tags, params: DoctorIdParams, response },
      },
      async (request) => ({
        success: true as const,
        result: await getDoctor(deps, request.params.id, new Date()),
      }),
    );
  }

  app.get(
    '/api/v1/doctors/:id/slots',
    {
      schema: {
        summary: "A doctor's bookable slots by day",
        operationId: 'getDoctorSlots',
        response: { 200: ok(DoctorSlots) },
        tags,
        params: DoctorIdParams,
        querystring: SlotsQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: await getDoctorSlots(deps, request.params.id, request.query, new Date()),
      };
    },
  );

  app.get(
    '/api/v1/doctors/:id/reviews',
    {
      config: { catalogueCache: true },
      schema: {
        summary: "A doctor's reviews",
        operationId: 'listDoctorReviews',
        response: { 200: okPage(DoctorReview) },
        tags,
        params: DoctorIdParams,
        querystring: ReviewListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDoctorReviews(deps, request.params.id, request.query)),
    }),
  );

  app.get(
    '/api/v1/doctors/:id/photo',
    {
      schema: {
        summary: "A doctor's photo",
        operationId: 'getDoctorPhoto',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        tags,
        params: DoctorIdParams,
        querystring: PictureQuery,
      },
    },
    async (request, reply) => {
      const photo = await renderDoctorPhoto(deps, request.params.id);
      return photo.kind === 'drawn'
        ? sendPicture(request, reply, photo.svg, request.query.w)
        : sendPhoto(request, reply, photo.bytes, request.query.w);
    },
  );

  app.put(
    '/api/v1/doctors/:id/favourite',
    {
      schema: {
        summary: 'Add a doctor to favourites',
        operationId: 'favouriteDoctor',
        response: { 200: ok(FavouriteAnswer) },
        tags,
        security,
        params: DoctorIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await setFavouriteDoctor(deps, currentUser(request).id, request.params.id, true),
      message: 'Added to favourites',
    }),
  );

  app.delete(
    '/api/v1/doctors/:id/favourite',
    {
      schema: {
        summary: 'Remove a doctor from favourites',
        operationId: 'unfavouriteDoctor',
        response: { 200: ok(FavouriteAnswer) },
        tags,
        security,
        params: DoctorIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await setFavouriteDoctor(deps, currentUser(request).id, request.params.id, false),
      message: 'Removed from favourites',
    }),
  );
}
