// The doctor, appointment and desk pages, loaded in two steps: the route table imports this small module,
// which imports the page. Each page's preload list (its chunks) then lives here rather than in the entry
// chunk, so these routes add next to nothing to what '/' downloads (budget: 125 KB gzipped).
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const carePages = {
  doctors: () => withCatalogs(() => import('../features/doctors/routes/doctors.tsx'), 'doctors'),
  doctorSearch: () => withCatalogs(() => import('../features/doctors/routes/doctor-search.tsx'), 'doctors'),
  doctorSearchResults: () =>
    withCatalogs(() => import('../features/doctors/routes/doctor-search-results.tsx'), 'doctors'),
  doctorDetails: () => withCatalogs(() => import('../features/doctors/routes/doctor-details.tsx'), 'doctors'),
  consultation: () => withCatalogs(() => import('../features/doctors/routes/consultation.tsx'), 'doctors'),
  appointmentEntry: () =>
    withCatalogs(() => import('../features/doctors/routes/appointment-entry.tsx'), 'doctors'),
  booking: () => withCatalogs(() => import('../features/appointments/routes/booking.tsx'), 'appointments'),
  myAppointments: () =>
    withCatalogs(() => import('../features/appointments/routes/my-appointments.tsx'), 'appointments'),
  permissionGate: () => import('../features/users/components/require-permission.tsx'),
  doctorDesk: () =>
    withCatalogs(() => import('../features/doctor-desk/routes/doctor-desk.tsx'), 'doctor-desk'),
  reception: () =>
    withCatalogs(() => import('../features/receptionist/routes/reception.tsx'), 'receptionist'),
};

export type CarePage = keyof typeof carePages;
