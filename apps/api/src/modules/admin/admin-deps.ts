// What the admin console's operations use, built once in src/compose.ts.
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { type AdminRepository, createAdminRepository } from './admin.repository.ts';
import { type AdminArticlesRepository, createAdminArticlesRepository } from './admin-articles.repository.ts';
import { type AdminBannersRepository, createAdminBannersRepository } from './admin-banners.repository.ts';
import {
  type AdminCatalogueRepository,
  createAdminCatalogueRepository,
} from './admin-catalogue.repository.ts';
import {
  type AdminDashboardRepository,
  createAdminDashboardRepository,
} from './admin-dashboard.repository.ts';
import { type AdminDoctorsRepository, createAdminDoctorsRepository } from './admin-doctors.repository.ts';
import {
  type AdminGrievanceOfficerRepository,
  createAdminGrievanceOfficerRepository,
} from './admin-grievance-officer.repository.ts';
import { type AdminOffersRepository, createAdminOffersRepository } from './admin-offers.repository.ts';

export type AdminDeps = {
  admin: AdminRepository;
  doctors: AdminDoctorsRepository;
  banners: AdminBannersRepository;
  offers: AdminOffersRepository;
  articles: AdminArticlesRepository;
  catalogue: AdminCatalogueRepository;
  dashboard: AdminDashboardRepository;
  grievanceOfficer: AdminGrievanceOfficerRepository;
  audit: AuditLog;
  users: AppContext['users'];
};

export function createAdminDeps(ctx: AppContext): AdminDeps {
  return {
    admin: createAdminRepository(ctx.database.db),
    doctors: createAdminDoctorsRepository(ctx.database.db),
    banners: createAdminBannersRepository(ctx.database.db),
    offers: createAdminOffersRepository(ctx.database.db),
    articles: createAdminArticlesRepository(ctx.database.db),
    catalogue: createAdminCatalogueRepository(ctx.database.db),
    dashboard: createAdminDashboardRepository(ctx.database.db),
    grievanceOfficer: createAdminGrievanceOfficerRepository(ctx.database.db),
    audit: createAuditLog(ctx.database.db),
    users: ctx.users,
  };
}
