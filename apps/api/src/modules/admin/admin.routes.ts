// The admin console's API (docs/product-rules.md#the-admin-console): every route needs the admin role (401
// signed out, 403 any other role), checked before the input is read.
import {
  AdminDoctorsQuery,
  AdminProductsQuery,
  AdminUsersQuery,
  AuditLogQuery,
  BannerIdParams,
  BannerInput,
  CatalogueImportRequest,
  OnboardDoctorRequest,
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
import { SetRolesRequest, UserIdParams } from '@arogya/contracts/auth';
import { DoctorIdParams } from '@arogya/contracts/doctors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { createAdminDeps } from './admin-deps.ts';
import { exportAuditLog } from './export-audit-log.ts';
import { getPlatformDashboard } from './get-platform-dashboard.ts';
import { importLabTests, importMedicines } from './import-catalogue.ts';
import { listAuditLog } from './list-audit-log.ts';
import { listAdminDoctors } from './list-doctors.ts';
import { listUsers } from './list-users.ts';
import { createArticle, listAdminArticles, retireArticle, updateArticle } from './manage-articles.ts';
import { createBanner, listAdminBanners, retireBanner, updateBanner } from './manage-banners.ts';
import { listProducts, restockProduct, updateProduct } from './manage-products.ts';
import { onboardDoctor } from './onboard-doctor.ts';
import { setUserRoles } from './set-user-roles.ts';
import { verifyDoctor } from './verify-doctor.ts';

export async function adminRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requireRole } = createAuthGuards(ctx);
  const deps = createAdminDeps(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requireRole('admin')];

  app.get(
    '/api/v1/admin/users',
    { schema: { tags, security, querystring: AdminUsersQuery }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await listUsers(deps, request.query)) };
    },
  );

  app.put(
    '/api/v1/admin/users/:id/roles',
    { schema: { tags, security, params: UserIdParams, body: SetRolesRequest }, preHandler },
    async (request) => {
      const { user, changed } = await setUserRoles(
        deps,
        currentUser(request),
        request.params.id,
        request.body.roles,
      );
      return { success: true, result: user, message: changed ? 'Roles updated' : 'No change' };
    },
  );

  app.get(
    '/api/v1/admin/audit-log',
    { schema: { tags, security, querystring: AuditLogQuery }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await listAuditLog(deps, request.query)) };
    },
  );

  app.get('/api/v1/admin/audit-log/actions', { schema: { tags, security }, preHandler }, async () => ({
    success: true,
    result: await deps.admin.auditActions(),
  }));

  app.get(
    '/api/v1/admin/audit-log/export',
    { schema: { tags, security, querystring: AuditLogQuery }, preHandler },
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
    { schema: { tags, security, querystring: AdminDoctorsQuery }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await listAdminDoctors(deps, request.query)) };
    },
  );

  app.get('/api/v1/admin/doctors/options', { schema: { tags, security }, preHandler }, async () => ({
    success: true,
    result: await deps.doctors.formOptions(),
  }));

  app.post(
    '/api/v1/admin/doctors',
    { schema: { tags, security, body: OnboardDoctorRequest }, preHandler },
    async (request, reply) => {
      const result = await onboardDoctor(deps, currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true, result, message: 'Doctor added' });
    },
  );

  app.post(
    '/api/v1/admin/doctors/:id/verify',
    { schema: { tags, security, params: DoctorIdParams }, preHandler },
    async (request) => {
      await verifyDoctor(deps, currentUser(request), request.params.id);
      return { success: true, result: { id: request.params.id }, message: 'Registration marked as checked' };
    },
  );

  app.get('/api/v1/admin/banners', { schema: { tags, security }, preHandler }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, result: await listAdminBanners(deps, new Date()) };
  });

  app.post(
    '/api/v1/admin/banners',
    { schema: { tags, security, body: BannerInput }, preHandler },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        result: await createBanner(deps, request.body, new Date()),
        message: 'Banner created',
      }),
  );

  app.put(
    '/api/v1/admin/banners/:id',
    { schema: { tags, security, params: BannerIdParams, body: BannerInput }, preHandler },
    async (request) => ({
      success: true,
      result: await updateBanner(deps, request.params.id, request.body, new Date()),
      message: 'Banner saved',
    }),
  );

  app.post(
    '/api/v1/admin/banners/:id/retire',
    { schema: { tags, security, params: BannerIdParams }, preHandler },
    async (request) => ({
      success: true,
      result: await retireBanner(deps, request.params.id, new Date()),
      message: 'Banner retired',
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
    { schema: { tags, security, querystring: AdminProductsQuery }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await listProducts(deps, request.query)) };
    },
  );

  app.put(
    '/api/v1/admin/products/:id',
    { schema: { tags, security, params: ProductIdParams, body: UpdateProductRequest }, preHandler },
    async (request) => ({
      success: true,
      result: await updateProduct(deps, request.params.id, request.body),
      message: 'Product saved',
    }),
  );

  app.post(
    '/api/v1/admin/products/:id/restock',
    { schema: { tags, security, params: ProductIdParams, body: RestockRequest }, preHandler },
    async (request) => ({
      success: true,
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
    { schema: { tags, security, body: CatalogueImportRequest }, bodyLimit: 3 * 1024 * 1024, preHandler },
    async (request) => {
      const result = await importMedicines(deps, request.body.csv, request.body.dryRun);
      return { success: true, result, message: importMessage(result, request.body.dryRun) };
    },
  );

  app.post(
    '/api/v1/admin/lab-tests/import',
    { schema: { tags, security, body: CatalogueImportRequest }, bodyLimit: 3 * 1024 * 1024, preHandler },
    async (request) => {
      const result = await importLabTests(deps, request.body.csv, request.body.dryRun);
      return { success: true, result, message: importMessage(result, request.body.dryRun) };
    },
  );

  app.get('/api/v1/admin/dashboard', { schema: { tags, security }, preHandler }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, result: await getPlatformDashboard(deps, new Date()) };
  });
}
