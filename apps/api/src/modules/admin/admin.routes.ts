// The admin console's API (docs/product-rules.md#the-admin-console): every route needs the admin role (401
// signed out, 403 any other role), checked before the input is read.
import {
  AdminBanner,
  AdminDoctor,
  AdminDoctorsQuery,
  AdminOffer,
  AdminProduct,
  AdminProductsQuery,
  AdminUser,
  AdminUsersQuery,
  AuditEntry,
  AuditLogQuery,
  BannerIdParams,
  BannerInput,
  CatalogueImportRequest,
  DoctorFormOptions,
  ImportReport,
  OfferIdParams,
  OfferInput,
  OfferTargets,
  OfferTargetsQuery,
  OnboardDoctorRequest,
  OnboardedDoctor,
  PlatformDay,
  ProductIdParams,
  RestockRequest,
  UpdateProductRequest,
} from '@arogya/contracts/admin';
import {
  AdminArticleIdParams,
  AdminArticleInput,
  AdminArticleListResponse,
  AdminArticleResponse,
} from '@arogya/contracts/articles';
import { DoctorIdParams } from '@arogya/contracts/doctors';
import { fileAnswer, ok, okCursor } from '@arogya/contracts/errors';
import { PublicUser, SetRolesRequest, UserIdParams } from '@arogya/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import type { AdminDeps } from './admin-deps.ts';
import type { AdminLabStaffRepository } from './admin-lab-staff.repository.ts';
import { adminLabStaffRoutes } from './admin-lab-staff.routes.ts';
import { exportAuditLog } from './export-audit-log.ts';
import { getPlatformDashboard } from './get-platform-dashboard.ts';
import { importLabTests, importMedicines } from './import-catalogue.ts';
import { listAuditLog } from './list-audit-log.ts';
import { listAdminDoctors } from './list-doctors.ts';
import { listUsers } from './list-users.ts';
import { createArticle, listAdminArticles, retireArticle, updateArticle } from './manage-articles.ts';
import { createBanner, listAdminBanners, retireBanner, updateBanner } from './manage-banners.ts';
import { createOffer, listAdminOffers, offerTargets, retireOffer, updateOffer } from './manage-offers.ts';
import { listProducts, restockProduct, updateProduct } from './manage-products.ts';
import { onboardDoctor } from './onboard-doctor.ts';
import { setUserRoles } from './set-user-roles.ts';
import { verifyDoctor } from './verify-doctor.ts';

export async function adminRoutes(
  fastify: FastifyInstance,
  { ctx, deps, labStaff }: { ctx: AppContext; deps: AdminDeps; labStaff: AdminLabStaffRepository },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];
  await fastify.register(adminLabStaffRoutes, { ctx, repo: labStaff });

  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        summary: 'Search users by name, e-mail or phone (admin)',
        operationId: 'searchAdminUsers',
        response: { 200: okCursor(AdminUser) },
        tags,
        security,
        querystring: AdminUsersQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listUsers(deps, request.query)) };
    },
  );

  app.put(
    '/api/v1/admin/users/:id/roles',
    {
      schema: {
        summary: "Set a user's roles (admin)",
        operationId: 'setUserRoles',
        response: { 200: ok(PublicUser), ...refusals(409) },
        tags,
        security,
        params: UserIdParams,
        body: SetRolesRequest,
      },
      preHandler,
    },
    async (request) => {
      const { user, changed } = await setUserRoles(
        deps,
        currentUser(request),
        request.params.id,
        request.body.roles,
      );
      return { success: true as const, result: user, message: changed ? 'Roles updated' : 'No change' };
    },
  );

  app.get(
    '/api/v1/admin/audit-log',
    {
      schema: {
        summary: 'Audit log entries, filtered and paged (admin)',
        operationId: 'listAuditLog',
        response: { 200: okCursor(AuditEntry) },
        tags,
        security,
        querystring: AuditLogQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listAuditLog(deps, request.query)) };
    },
  );

  app.get(
    '/api/v1/admin/audit-log/actions',
    {
      schema: {
        summary: "The audit log's action names (admin)",
        operationId: 'listAuditActions',
        response: { 200: ok(z.array(z.string())) },
        tags,
        security,
      },
      preHandler,
    },
    async () => ({
      success: true as const,
      result: await deps.admin.auditActions(),
    }),
  );

  app.get(
    '/api/v1/admin/audit-log/export',
    {
      schema: {
        summary: 'Audit log as CSV (admin)',
        operationId: 'exportAuditLog',
        response: { 200: fileAnswer('text/csv') },
        tags,
        security,
        querystring: AuditLogQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filters } = request.query;
      const stream = await exportAuditLog(deps, currentUser(request), filters);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="arogya-audit-log.csv"');
      reply.header('cache-control', 'no-store');
      return reply.send(stream);
    },
  );

  app.get(
    '/api/v1/admin/doctors',
    {
      schema: {
        summary: 'Doctors and their registration check (admin)',
        operationId: 'listAdminDoctors',
        response: { 200: okCursor(AdminDoctor) },
        tags,
        security,
        querystring: AdminDoctorsQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listAdminDoctors(deps, request.query)) };
    },
  );

  app.get(
    '/api/v1/admin/doctors/options',
    {
      schema: {
        summary: 'Specialties and clinics for onboarding a doctor (admin)',
        operationId: 'getDoctorOnboardingOptions',
        response: { 200: ok(DoctorFormOptions) },
        tags,
        security,
      },
      preHandler,
    },
    async () => ({
      success: true as const,
      result: await deps.doctors.formOptions(),
    }),
  );

  app.post(
    '/api/v1/admin/doctors',
    {
      schema: {
        summary: 'Onboard a doctor (admin)',
        operationId: 'onboardDoctor',
        response: { 201: ok(OnboardedDoctor), ...refusals(409) },
        tags,
        security,
        body: OnboardDoctorRequest,
      },
      preHandler,
    },
    async (request, reply) => {
      const result = await onboardDoctor(deps, currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, result, message: 'Doctor added' });
    },
  );

  app.post(
    '/api/v1/admin/doctors/:id/verify',
    {
      schema: {
        summary: "Record a doctor's registration check (admin)",
        operationId: 'verifyDoctorRegistration',
        response: { 200: ok(z.object({ id: z.string() })), ...refusals(409) },
        tags,
        security,
        params: DoctorIdParams,
      },
      preHandler,
    },
    async (request) => {
      await verifyDoctor(deps, currentUser(request), request.params.id);
      return {
        success: true as const,
        result: { id: request.params.id },
        message: 'Registration marked as checked',
      };
    },
  );

  app.get(
    '/api/v1/admin/banners',
    {
      schema: {
        summary: 'Every banner with its dates (admin)',
        operationId: 'listAdminBanners',
        response: { 200: ok(z.array(AdminBanner)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminBanners(deps, new Date()) };
    },
  );

  app.post(
    '/api/v1/admin/banners',
    {
      schema: {
        summary: 'Add a banner (admin)',
        operationId: 'createBanner',
        response: { 201: ok(AdminBanner) },
        tags,
        security,
        body: BannerInput,
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createBanner(deps, request.body, new Date()),
        message: 'Banner created',
      }),
  );

  app.put(
    '/api/v1/admin/banners/:id',
    {
      schema: {
        summary: 'Change a banner (admin)',
        operationId: 'updateBanner',
        response: { 200: ok(AdminBanner) },
        tags,
        security,
        params: BannerIdParams,
        body: BannerInput,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateBanner(deps, request.params.id, request.body, new Date()),
      message: 'Banner saved',
    }),
  );

  app.post(
    '/api/v1/admin/banners/:id/retire',
    {
      schema: {
        summary: 'Take a banner down (admin)',
        operationId: 'retireBanner',
        response: { 200: ok(AdminBanner) },
        tags,
        security,
        params: BannerIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireBanner(deps, request.params.id, new Date()),
      message: 'Banner retired',
    }),
  );

  app.get(
    '/api/v1/admin/offers',
    {
      schema: {
        summary: 'Every offer with its status now (admin)',
        operationId: 'listAdminOffers',
        response: { 200: ok(z.array(AdminOffer)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminOffers(deps, new Date()) };
    },
  );

  app.get(
    '/api/v1/admin/offers/targets',
    {
      schema: {
        summary: 'Categories, and brands by the start of their name, an offer can cover (admin)',
        operationId: 'listOfferTargets',
        response: { 200: ok(OfferTargets) },
        tags,
        security,
        querystring: OfferTargetsQuery,
      },
      preHandler,
    },
    async (request) => ({ success: true as const, result: await offerTargets(deps, request.query.q) }),
  );

  app.post(
    '/api/v1/admin/offers',
    {
      schema: {
        summary: 'Add an offer: a percentage off MRP on a category or a brand, for IST days (admin)',
        operationId: 'createOffer',
        response: { 201: ok(AdminOffer), ...refusals(422) },
        tags,
        security,
        body: OfferInput,
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createOffer(deps, currentUser(request), request.body, new Date()),
        message: 'Offer created',
      }),
  );

  app.put(
    '/api/v1/admin/offers/:id',
    {
      schema: {
        summary: 'Change an offer (admin)',
        operationId: 'updateOffer',
        response: { 200: ok(AdminOffer), ...refusals(409, 422) },
        tags,
        security,
        params: OfferIdParams,
        body: OfferInput,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateOffer(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Offer saved',
    }),
  );

  app.post(
    '/api/v1/admin/offers/:id/retire',
    {
      schema: {
        summary: 'Take an offer down: its prices go back (admin)',
        operationId: 'retireOffer',
        response: { 200: ok(AdminOffer) },
        tags,
        security,
        params: OfferIdParams,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireOffer(deps, currentUser(request), request.params.id, new Date()),
      message: 'Offer retired',
    }),
  );

  app.get(
    '/api/v1/admin/articles',
    {
      schema: {
        summary: 'Every health article with its status now (scheduled, published, retired)',
        operationId: 'listAdminArticles',
        tags,
        security,
        response: { 200: AdminArticleListResponse },
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await listAdminArticles(deps, new Date()) };
    },
  );

  app.post(
    '/api/v1/admin/articles',
    {
      schema: {
        summary: 'Create a health article, published or scheduled for an Asia/Kolkata day',
        operationId: 'createArticle',
        tags,
        security,
        body: AdminArticleInput,
        response: { 201: AdminArticleResponse },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await createArticle(deps, currentUser(request), request.body, new Date()),
        message: 'Article saved',
      }),
  );

  app.put(
    '/api/v1/admin/articles/:id',
    {
      schema: {
        summary: 'Edit a health article, its schedule included',
        operationId: 'updateArticle',
        tags,
        security,
        params: AdminArticleIdParams,
        body: AdminArticleInput,
        response: { 200: AdminArticleResponse },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateArticle(deps, currentUser(request), request.params.id, request.body, new Date()),
      message: 'Article saved',
    }),
  );

  app.post(
    '/api/v1/admin/articles/:id/retire',
    {
      schema: {
        summary: 'Retire a health article: kept, no longer shown',
        operationId: 'retireArticle',
        tags,
        security,
        params: AdminArticleIdParams,
        response: { 200: AdminArticleResponse },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await retireArticle(deps, currentUser(request), request.params.id, new Date()),
      message: 'Article retired',
    }),
  );

  app.get(
    '/api/v1/admin/products',
    {
      schema: {
        summary: 'Catalogue products with stock (admin)',
        operationId: 'listAdminProducts',
        response: { 200: okCursor(AdminProduct) },
        tags,
        security,
        querystring: AdminProductsQuery,
      },
      preHandler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await listProducts(deps, request.query)) };
    },
  );

  app.put(
    '/api/v1/admin/products/:id',
    {
      schema: {
        summary: 'Edit a catalogue product (admin)',
        operationId: 'updateProduct',
        response: { 200: ok(AdminProduct) },
        tags,
        security,
        params: ProductIdParams,
        body: UpdateProductRequest,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await updateProduct(deps, request.params.id, request.body),
      message: 'Product saved',
    }),
  );

  app.post(
    '/api/v1/admin/products/:id/restock',
    {
      schema: {
        summary: 'Add stock to a product (admin)',
        operationId: 'restockProduct',
        response: { 200: ok(AdminProduct) },
        tags,
        security,
        params: ProductIdParams,
        body: RestockRequest,
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      result: await restockProduct(deps, request.params.id, request.body.quantity),
      message: 'Stock updated',
    }),
  );

  const importMessage = (r: { applied: number; rejected: unknown[] }, dryRun: boolean) =>
    r.rejected.length > 0
      ? `Nothing imported: ${r.rejected.length} row${r.rejected.length === 1 ? '' : 's'} to fix`
      : dryRun
        ? 'Every row is good'
        : `${r.applied} row${r.applied === 1 ? '' : 's'} imported`;

  app.post(
    '/api/v1/admin/products/import',
    {
      schema: {
        summary: 'Import medicines from CSV, all or nothing (admin)',
        operationId: 'importProducts',
        response: { 200: ok(ImportReport) },
        tags,
        security,
        body: CatalogueImportRequest,
      },
      bodyLimit: 3 * 1024 * 1024,
      preHandler,
    },
    async (request) => {
      const result = await importMedicines(deps, request.body.csv, request.body.dryRun);
      return { success: true as const, result, message: importMessage(result, request.body.dryRun) };
    },
  );

  app.post(
    '/api/v1/admin/lab-tests/import',
    {
      schema: {
        summary: 'Import lab tests from CSV, all or nothing (admin)',
        operationId: 'importLabTests',
        response: { 200: ok(ImportReport) },
        tags,
        security,
        body: CatalogueImportRequest,
      },
      bodyLimit: 3 * 1024 * 1024,
      preHandler,
    },
    async (request) => {
      const result = await importLabTests(deps, request.body.csv, request.body.dryRun);
      return { success: true as const, result, message: importMessage(result, request.body.dryRun) };
    },
  );

  app.get(
    '/api/v1/admin/dashboard',
    {
      schema: {
        summary: "The platform's 30-day figures (admin)",
        operationId: 'getAdminDashboard',
        response: { 200: ok(z.array(PlatformDay)) },
        tags,
        security,
      },
      preHandler,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: await getPlatformDashboard(deps, new Date()) };
    },
  );
}
