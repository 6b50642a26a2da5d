// Public doctor pages (listing, search, details, slots, specialties, reviews, photos) and favourites.
import {
  CommonSymptomsQuery,
  DoctorIdParams,
  DoctorListQuery,
  DoctorSearchQuery,
  ReviewListQuery,
  SlotsQuery,
  TopRatedQuery,
} from '@arogya/contracts/doctors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { doctorFacets } from './doctor-facets.ts';
import { createDoctorDeps } from './doctors-deps.ts';
import { listFavouriteDoctors, setFavouriteDoctor } from './favourite-doctors.ts';
import { getDoctor } from './get-doctor.ts';
import { getDoctorSlots } from './get-doctor-slots.ts';
import { listCommonSymptoms } from './list-common-symptoms.ts';
import { listDoctorReviews } from './list-doctor-reviews.ts';
import { listDoctors } from './list-doctors.ts';
import { listSpecialties } from './list-specialties.ts';
import { renderDoctorPhoto } from './render-doctor-photo.ts';
import { searchDoctors } from './search-doctors.ts';
import { topRatedDoctors } from './top-rated-doctors.ts';

export async function doctorsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = createDoctorDeps(ctx);
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['doctors'];
  const security = [{ bearerAuth: [] }];

  app.get('/api/v1/doctors', { schema: { tags, querystring: DoctorListQuery } }, async (request) => ({
    success: true,
    ...(await listDoctors(deps, request.query, new Date())),
  }));

  app.get(
    '/api/v1/doctors/search',
    { schema: { tags, querystring: DoctorSearchQuery } },
    async (request) => ({
      success: true,
      ...(await searchDoctors(deps, request.query, new Date())),
    }),
  );

  app.get('/api/v1/doctors/filters', { schema: { tags } }, async () => ({
    success: true,
    result: await doctorFacets(deps),
  }));

  app.get(
    '/api/v1/doctors/topRatedDoctor',
    { schema: { tags, querystring: TopRatedQuery } },
    async (request) => ({
      success: true,
      result: await topRatedDoctors(deps, request.query.limit, new Date()),
    }),
  );

  app.get(
    '/api/v1/doctors/symptoms',
    { schema: { tags, querystring: CommonSymptomsQuery } },
    async (request) => ({ success: true, result: await listCommonSymptoms(deps, request.query.limit) }),
  );

  app.get('/api/v1/specialties', { schema: { tags } }, async () => ({
    success: true,
    result: await listSpecialties(deps),
  }));

  app.get(
    '/api/v1/doctors/favourites',
    { schema: { tags, security }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await listFavouriteDoctors(deps, currentUser(request).id, new Date()),
    }),
  );

  for (const path of ['/api/v1/doctors/:id', '/api/v1/doctors/getOne/:id']) {
    app.get(path, { schema: { tags, params: DoctorIdParams } }, async (request) => ({
      success: true,
      result: await getDoctor(deps, request.params.id, new Date()),
    }));
  }

  app.get(
    '/api/v1/doctors/:id/slots',
    { schema: { tags, params: DoctorIdParams, querystring: SlotsQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        result: await getDoctorSlots(deps, request.params.id, request.query, new Date()),
      };
    },
  );

  app.get(
    '/api/v1/doctors/:id/reviews',
    { schema: { tags, params: DoctorIdParams, querystring: ReviewListQuery } },
    async (request) => ({
      success: true,
      ...(await listDoctorReviews(deps, request.params.id, request.query)),
    }),
  );

  app.get(
    '/api/v1/doctors/:id/photo',
    { schema: { tags, params: DoctorIdParams } },
    async (request, reply) => {
      const svg = await renderDoctorPhoto(deps, request.params.id);
      reply.type('image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(svg);
    },
  );

  app.put(
    '/api/v1/doctors/:id/favourite',
    { schema: { tags, security, params: DoctorIdParams }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await setFavouriteDoctor(deps, currentUser(request).id, request.params.id, true),
      message: 'Added to favourites',
    }),
  );

  app.delete(
    '/api/v1/doctors/:id/favourite',
    { schema: { tags, security, params: DoctorIdParams }, preHandler: authenticate },
    async (request) => ({
      success: true,
      result: await setFavouriteDoctor(deps, currentUser(request).id, request.params.id, false),
      message: 'Removed from favourites',
    }),
  );
}
