// Every client-side path (docs/screens.md#route-table), spelled once (including 'payement', kept as the
// original front end spelled it).
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  languageSettings: '/settings/language',

  doctors: '/doctors',
  doctorSearch: '/doctors/search',
  doctorSearchResults: '/doctors/search-results',
  consultNow: '/consult-now',
  labs: '/labs',
  cart: '/cart',
  checkout: '/checkout',
  healthCard: '/healthcard',
  familyMembers: '/family-members',
  addresses: '/addresses',
  medifarma: '/medifarma',
  medicineSearch: '/search',
  prescriptions: '/prescriptions',
  appointments: '/appointments',
  labTests: '/lab-tests',
  healthPackages: '/health-packages',
  healthArticles: '/health-articles',

  appointment: '/appointment',
  helpCenter: '/helpcenter',
  profile: '/profile',
  myAppointments: '/my-appointments',
  prescriptionUpload: '/prescription-upload',
  orders: '/orders',
  labOrders: '/orders/lab-tests',
  wishlist: '/wishlist',
  doctorDesk: '/doctor-desk',
  reception: '/reception',
  pharmacistDesk: '/pharmacist',
  labCheckout: '/lab-checkout',
  labDesk: '/lab-desk',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminAuditLog: '/admin/audit-log',
  adminDoctors: '/admin/doctors',
  adminDoctorNew: '/admin/doctors/new',
  adminBanners: '/admin/banners',
  adminOffers: '/admin/offers',
  adminArticles: '/admin/articles',
  adminCatalogue: '/admin/catalogue',
  adminDashboard: '/admin/dashboard',
  adminPayments: '/admin/payments',
  adminMessages: '/admin/messages',
  adminGrievanceOfficer: '/admin/grievance-officer',
  adminConsultNow: '/admin/consult-now',

  privacyPolicy: '/privacy-policy',
  privacy: '/privacy',
  termsOfService: '/terms-of-service',
  paymentShippingPolicy: '/payement-shipping-policy',
  replacementPolicy: '/replacement-policy',
  about: '/about',
  contact: '/contact',
  careers: '/careers',
} as const;

export const medifarmaLocationPath = (citySlug: string) =>
  `/medifarma/location/${encodeURIComponent(citySlug)}`;
/** One health article (docs/screens.md#health-articles). */
export const articlePath = (slug: string) => `/health-articles/${encodeURIComponent(slug)}`;
/** The lab tests listing searched for a test's name (until tests are linked by code). */
export const labTestSearchPath = (name: string) => `/lab-tests?q=${encodeURIComponent(name)}`;
export const testPath = (slug: string) => `/tests/${encodeURIComponent(slug)}`;
export const packagePath = (slug: string) => `/packages/${encodeURIComponent(slug)}`;
/** A lab booking (the patient's page) and its report. */
export const labBookingPath = (id: string) => `/lab-bookings/${encodeURIComponent(id)}`;
export const labReportPath = (id: string) => `/lab-bookings/${encodeURIComponent(id)}/report`;
export const searchPath = (query: string) => `${paths.medicineSearch}?q=${encodeURIComponent(query)}`;
export const doctorDetailsPath = (id: string) => `/doctor-details/${encodeURIComponent(id)}`;
export const consultationPath = (specialtyId: string) => `/consultation/${encodeURIComponent(specialtyId)}`;
/** The booking page; a signed-out visitor may pass 'me' (the page swaps in the signed-in user's id). */
export const bookingPath = (doctorId: string, userId: string) =>
  `/booking/${encodeURIComponent(doctorId)}/${encodeURIComponent(userId)}`;
/** A doctor-issued e-prescription (after a teleconsultation). */
export const ePrescriptionPath = (id: string) => `/e-prescriptions/${encodeURIComponent(id)}`;
/** The doctor's e-prescription form for one completed call. */
export const writeEPrescriptionPath = (callId: string) =>
  `/consultations/${encodeURIComponent(callId)}/e-prescription`;
/** Consult now, opened on a specialty (slug or id), a symptom that maps to one, or both (a symptom search
 * already read as a specialty). */
export const consultNowPath = (from: { specialty?: string; symptom?: string } = {}) => {
  const query = new URLSearchParams();
  if (from.specialty) query.set('specialty', from.specialty);
  if (from.symptom) query.set('symptom', from.symptom);
  const search = query.toString();
  return search ? `/consult-now?${search}` : '/consult-now';
};
/** A consult-now request's waiting screen. */
export const consultRequestPath = (id: string) => `/consult-now/requests/${encodeURIComponent(id)}`;
