// The lab-test pages, the lab checkout, the lab booking and report pages and the lab desk, loaded in two
// steps like pharmacy-pages.ts: their code loads only on their routes and adds next to nothing to '/'.
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const labPages = {
  labsHome: () => withCatalogs(() => import('../features/labs/routes/labs-home.tsx'), 'labs'),
  labTests: () => withCatalogs(() => import('../features/labs/routes/lab-tests.tsx'), 'labs'),
  healthPackages: () => withCatalogs(() => import('../features/labs/routes/health-packages.tsx'), 'labs'),
  labItem: () => withCatalogs(() => import('../features/labs/routes/lab-item.tsx'), 'labs'),
  labCheckout: () => withCatalogs(() => import('../features/labs/routes/lab-checkout.tsx'), 'labs'),
  labBooking: () => withCatalogs(() => import('../features/labs/routes/lab-booking.tsx'), 'labs'),
  labReport: () => withCatalogs(() => import('../features/labs/routes/lab-report.tsx'), 'labs'),
  labOrders: () => withCatalogs(() => import('../features/labs/routes/lab-orders.tsx'), 'labs'),
  labDesk: () => withCatalogs(() => import('../features/lab-desk/routes/lab-desk.tsx'), 'lab-desk'),
};

export type LabPage = keyof typeof labPages;
