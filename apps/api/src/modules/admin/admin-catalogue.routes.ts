// The admin console's catalogue: products listed, edited and restocked; medicines and lab tests imported
// from CSV.
// Admin role only (docs/product-rules.md#the-admin-console), checked before the input is read; registered
// from admin.routes.ts.
import {
  AdminProduct,
  AdminProductsQuery,
  CatalogueImportRequest,
  ImportReport,
  ProductIdParams,
  RestockRequest,
  UpdateProductRequest,
} from '@arogya/contracts/admin';
import { ok, okCursor } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AdminDeps } from './admin-deps.ts';
import { importLabTests, importMedicines } from './import-catalogue.ts';
import { listProducts, restockProduct, updateProduct } from './manage-products.ts';

export async function adminCatalogueRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: AdminDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [authenticate, requirePermission('admin:console')];

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
}
