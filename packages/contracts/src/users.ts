// Accounts and sessions: request and response shapes shared by the API and the web app.
import { z } from 'zod';
import { ROLES } from './roles.ts';

/** Indian mobile: 10 digits starting 6-9 (docs/product-rules.md#phone-numbers-and-pin-codes). A leading +91 or 0 is tolerated and dropped. */
export const IndianMobile = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit Indian mobile number'));

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const PersonName = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters')
  .regex(
    /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
    'Name may contain letters, spaces, dots, hyphens and apostrophes',
  );

export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const PRIVACY_NOTICE_VERSION = '2026-11-01';

export const RegisterRequest = z.strictObject({
  name: PersonName,
  email: Email,
  phone: IndianMobile,
  password: Password,
  consent: z.literal(true, { error: 'Please accept the privacy notice to continue' }),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z.strictObject({
  email: Email,
  password: z.string().min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const UpdateProfileRequest = z
  .strictObject({ name: PersonName.optional(), phone: IndianMobile.optional() })
  .refine((v) => v.name !== undefined || v.phone !== undefined, { message: 'Nothing to update' });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const ChangePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: Password,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const DeleteAccountRequest = z.strictObject({
  password: z.string().min(1, 'Password is required').max(128),
});

export const SetRolesRequest = z.strictObject({ roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length) });

export const UserIdParams = z.strictObject({ id: z.string().min(1).max(64) });

export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()),
  avatar: z.string().nullable(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The answer of register and login: the session's bearer token and who signed in. */
export const SessionAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  user: PublicUser,
  message: z.string().optional(),
});
/** A new bearer token (after a password change, which ends the other sessions). */
export const TokenAnswer = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
/**
 * One stored record in the export: a row as the database holds it (columns in camelCase, times as ISO text),
 * with storage keys, hashes and secrets left out; nested lists (an order's items) inside it.
 */
const ExportRecord = z.record(z.string(), z.unknown());
const records = (what: string) => z.array(ExportRecord).describe(what);

/**
 * Everything held about the signed-in person, as a download (docs/product-rules.md#accounts-and-privacy):
 * every section named, so the answer is filtered to them and a section the export forgets fails the tests.
 */
export const PersonalDataExport = z.object({
  exportedAt: z.string(),
  account: PublicUser.extend({ consentAt: z.string(), privacyNoticeVersion: z.string() }),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  familyMembers: records('Family members on the account, archived ones too'),
  healthCards: records('Health cards bought, each with the benefits used (benefitsUsed)'),
  payments: records('Online payments, each with its refunds (refunds)'),
  labBookings: records('Lab bookings, each with its tests (items), status history (events) and results'),
  consultations: records('Video and audio consultations'),
  teleconsultationConsents: records('Consents given before a teleconsultation'),
  ePrescriptions: records('E-prescriptions written for the person, each with its medicines (items)'),
  appointments: records('Appointments, newest first'),
  doctorReviews: records('Reviews written about doctors'),
  favouriteDoctors: records('Doctors saved as favourites'),
  vitals: records('Vital signs recorded at a clinic'),
  addresses: records('The address book'),
  prescriptions: records('Uploaded prescriptions (the files themselves are not in the export)'),
  orders: records('Medicine orders, each with its items'),
  productReviews: records('Reviews written about products'),
  wishlist: records('Products saved to the wishlist'),
  accessLog: records('Who read or changed the person’s records (the audit log about them)'),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
/** The export's sections read from the records (all but the account, its sessions and the time). */
export type PersonalDataSections = Omit<PersonalDataExport, 'exportedAt' | 'account' | 'sessions'>;

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
