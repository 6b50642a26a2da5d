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
/** Everything held about the signed-in person, as a download (docs/product-rules.md#accounts-and-privacy). */
export const PersonalDataExport = z.record(z.string(), z.unknown());

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
