// The admin console's pages, loaded in two steps like care-pages.ts: the route table imports this small
// module, which imports the page, so their preload lists stay out of the entry chunk and these routes add
// next to nothing to what '/' downloads.
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const adminPages = {
  users: () => withCatalogs(() => import('../features/admin/routes/admin-users.tsx'), 'admin'),
  auditLog: () => withCatalogs(() => import('../features/admin/routes/admin-audit-log.tsx'), 'admin'),
  doctors: () => withCatalogs(() => import('../features/admin/routes/admin-doctors.tsx'), 'admin'),
  doctorNew: () => withCatalogs(() => import('../features/admin/routes/admin-doctor-new.tsx'), 'admin'),
  banners: () => withCatalogs(() => import('../features/admin/routes/admin-banners.tsx'), 'admin'),
  offers: () => withCatalogs(() => import('../features/admin/routes/admin-offers.tsx'), 'admin'),
  articles: () => withCatalogs(() => import('../features/admin/routes/admin-articles.tsx'), 'admin'),
  catalogue: () => withCatalogs(() => import('../features/admin/routes/admin-catalogue.tsx'), 'admin'),
  dashboard: () => withCatalogs(() => import('../features/admin/routes/admin-dashboard.tsx'), 'admin'),
  payments: () => withCatalogs(() => import('../features/admin/routes/admin-payments.tsx'), 'admin'),
  messages: () => withCatalogs(() => import('../features/admin/routes/admin-messages.tsx'), 'admin'),
  grievanceOfficer: () =>
    withCatalogs(() => import('../features/admin/routes/admin-grievance-officer.tsx'), 'admin'),
  consultNow: () => withCatalogs(() => import('../features/admin/routes/admin-consult-now.tsx'), 'admin'),
};

export type AdminPage = keyof typeof adminPages;
