// Accounts and sessions: request and response shapes shared by the API and the web app.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { LANGUAGES } from './languages.ts';
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

/** The name only: the number and the e-mail change by proving the new one (one-time-codes.ts). */
export const UpdateProfileRequest = z.strictObject({ name: PersonName });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** The language the person reads Arogya in: pages, notifications and documents. */
export const UpdateLanguageRequest = z.strictObject({ language: z.enum(LANGUAGES) });
export type UpdateLanguageRequest = z.input<typeof UpdateLanguageRequest>;

/**
 * The current password, or (an account without one, or one that forgot it) a code sent to the verified
 * number (POST /api/v1/users/me/code).
 */
export const ChangePasswordRequest = z
  .strictObject({
    currentPassword: z.string().min(1, 'Current password is required').max(128).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
    newPassword: Password,
  })
  .refine((v) => v.currentPassword !== undefined || v.code !== undefined, {
    path: ['currentPassword'],
    message: 'Current password is required',
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** The password, or (an account without one) a code sent to the verified number. */
export const DeleteAccountRequest = z
  .strictObject({
    password: z.string().min(1, 'Password is required').max(128).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
  })
  .refine((v) => v.password !== undefined || v.code !== undefined, {
    path: ['password'],
    message: 'Password is required',
  });

export const SetRolesRequest = z.strictObject({ roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length) });

export const UserIdParams = z.strictObject({ id: z.string().min(1).max(64) });

export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** Null for an account made with a mobile number alone. */
  email: z.string().nullable(),
  phone: z.string(),
  /** Whether the person proved they read the number (a code) and the address (a link). */
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** False for an account that signs in by code only (a password may be set later, or never). */
  hasPassword: z.boolean(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()),
  avatar: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** The language chosen for pages, notifications and documents; null when never chosen (English). */
  language: z.enum(LANGUAGES).nullable(),
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
  account: PublicUser.extend({
    consentAt: z.string(),
    privacyNoticeVersion: z.string(),
    phoneVerifiedAt: z.string().nullable(),
    emailVerifiedAt: z.string().nullable(),
  }),
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
  notifications: records(
    'Messages sent or due to the person, on every channel (the in-app inbox among them)',
  ),
  notificationPreferences: records(
    'Channels chosen per kind of message, with the consent to offers and its wording',
  ),
  pushSubscriptions: records('Browsers allowed to show notifications (their push addresses)'),
  passwordResets: records(
    'Password reset links asked for: when, from which address, whether used (never the link)',
  ),
  oneTimeCodes: records(
    'One-time codes sent to your numbers: when, what for, by which channel, tries, whether used (never the code)',
  ),
  emailVerifications: records(
    'Links sent to verify an e-mail address: when, the address, whether used (never the link)',
  ),
  consultRequests: records(
    'Consult-now requests: the specialty, the problem told the doctor, the photos attached, what became of it',
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
/** The export's sections read from the records (all but the account, its sessions and the time). */
export type PersonalDataSections = Omit<PersonalDataExport, 'exportedAt' | 'account' | 'sessions'>;

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
