// The signed-in visitor's own pages (profile, settings, family, consult now, calls and e-prescriptions) and
// the sign-in pages, loaded in two steps like care-pages.ts: the route table imports this small module, which
// imports the page, so their preload lists stay out of the entry chunk and these routes add next to nothing
// to what '/' downloads.
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const accountPages = {
  profile: () => withCatalogs(() => import('../features/users/routes/profile.tsx'), 'users'),
  notifications: () =>
    withCatalogs(() => import('../features/notifications/routes/notifications.tsx'), 'notifications'),
  languageSettings: () =>
    withCatalogs(() => import('../features/users/routes/language-settings.tsx'), 'users'),
  notificationSettings: () =>
    withCatalogs(() => import('../features/notifications/routes/notification-settings.tsx'), 'notifications'),
  familyMembers: () => withCatalogs(() => import('../features/family/routes/family-members.tsx'), 'family'),
  consultNow: () =>
    withCatalogs(() => import('../features/consult-now/routes/consult-now.tsx'), 'consult-now'),
  consultRequest: () =>
    withCatalogs(() => import('../features/consult-now/routes/consult-request.tsx'), 'consult-now'),
  videoCall: () => withCatalogs(() => import('../features/calls/routes/video-call.tsx'), 'calls'),
  ePrescription: () => withCatalogs(() => import('../features/calls/routes/e-prescription.tsx'), 'calls'),
  writeEPrescription: () =>
    withCatalogs(() => import('../features/calls/routes/write-e-prescription.tsx'), 'doctor-desk'),
  login: () => withCatalogs(() => import('../features/users/routes/login.tsx'), 'users'),
  register: () => withCatalogs(() => import('../features/users/routes/register.tsx'), 'users'),
  forgotPassword: () => withCatalogs(() => import('../features/users/routes/forgot-password.tsx'), 'users'),
  resetPassword: () => withCatalogs(() => import('../features/users/routes/reset-password.tsx'), 'users'),
  verifyEmail: () => withCatalogs(() => import('../features/users/routes/verify-email.tsx'), 'users'),
};

export type AccountPage = keyof typeof accountPages;
