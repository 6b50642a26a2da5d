// The lab-test pages, the lab checkout, the lab booking and report pages and the lab desk, loaded in two
// steps like pharmacy-pages.ts: their code loads only on their routes and adds next to nothing to '/'.
export const labPages = {
  labsHome: () => import('../features/labs/routes/labs-home.tsx'),
  labTests: () => import('../features/labs/routes/lab-tests.tsx'),
  healthPackages: () => import('../features/labs/routes/health-packages.tsx'),
  labItem: () => import('../features/labs/routes/lab-item.tsx'),
  labCheckout: () => import('../features/labs/routes/lab-checkout.tsx'),
  labBooking: () => import('../features/labs/routes/lab-booking.tsx'),
  labReport: () => import('../features/labs/routes/lab-report.tsx'),
  labOrders: () => import('../features/labs/routes/lab-orders.tsx'),
  labDesk: () => import('../features/lab-desk/routes/lab-desk.tsx'),
};

export type LabPage = keyof typeof labPages;
