// The doctor, appointment and desk pages, loaded in two steps: the route table imports this small module,
// which imports the page. Each page's preload list (its chunks) then lives here rather than in the entry
// chunk, so these routes add next to nothing to what '/' downloads (budget: 125 KB gzipped).
export const carePages = {
  doctors: () => import('../features/doctors/routes/doctors.tsx'),
  doctorSearch: () => import('../features/doctors/routes/doctor-search.tsx'),
  doctorSearchResults: () => import('../features/doctors/routes/doctor-search-results.tsx'),
  doctorDetails: () => import('../features/doctors/routes/doctor-details.tsx'),
  consultation: () => import('../features/doctors/routes/consultation.tsx'),
  appointmentEntry: () => import('../features/doctors/routes/appointment-entry.tsx'),
  booking: () => import('../features/appointments/routes/booking.tsx'),
  myAppointments: () => import('../features/appointments/routes/my-appointments.tsx'),
  permissionGate: () => import('../features/users/components/require-permission.tsx'),
  doctorDesk: () => import('../features/doctor-desk/routes/doctor-desk.tsx'),
  reception: () => import('../features/receptionist/routes/reception.tsx'),
};

export type CarePage = keyof typeof carePages;
