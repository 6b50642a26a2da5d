// The admin console's API (docs/product-rules.md#the-admin-console): every route needs the admin role (401
// signed out, 403 any other role), checked before the input is read. One file of routes per part of the
// console, each registered here; their deps are built in src/compose.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { adminArticlesRoutes } from './admin-articles.routes.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { adminBannersRoutes } from './admin-banners.routes.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import type { AdminDeps } from './admin-deps.ts';
import { adminDoctorsRoutes } from './admin-doctors.routes.ts';
import { adminGrievanceOfficerRoutes } from './admin-grievance-officer.routes.ts';
import type { AdminLabStaffRepository } from './admin-lab-staff.repository.ts';
import { adminLabStaffRoutes } from './admin-lab-staff.routes.ts';
import { adminOffersRoutes } from './admin-offers.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

export async function adminRoutes(
  fastify: FastifyInstance,
  { ctx, deps, labStaff }: { ctx: AppContext; deps: AdminDeps; labStaff: AdminLabStaffRepository },
) {
  await fastify.register(adminUsersRoutes, { ctx, deps });
  await fastify.register(adminAuditRoutes, { ctx, deps });
  await fastify.register(adminDoctorsRoutes, { ctx, deps });
  await fastify.register(adminBannersRoutes, { ctx, deps });
  await fastify.register(adminOffersRoutes, { ctx, deps });
  await fastify.register(adminArticlesRoutes, { ctx, deps });
  await fastify.register(adminCatalogueRoutes, { ctx, deps });
  await fastify.register(adminDashboardRoutes, { ctx, deps });
  await fastify.register(adminGrievanceOfficerRoutes, { ctx, deps });
  await fastify.register(adminLabStaffRoutes, { ctx, repo: labStaff });
}
