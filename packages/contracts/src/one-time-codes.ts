// Signing in with a mobile number and a one-time code, staff's second step, and verified contacts
// (docs/product-rules.md#one-time-codes, #verified-contacts): request and answer shapes of the users slice's
// code routes (apps/api/src/modules/users), shared with the web app.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { Email, IndianMobile, PersonName, PublicUser } from './users.ts';

/** A code: six digits, valid 10 minutes, 5 tries, used once. */
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** An e-mail verification link works this many minutes. */
export const EMAIL_LINK_MINUTES = 30;

export const OneTimeCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export const CodeChannel = z.enum(CODE_CHANNELS);
export type CodeChannel = z.infer<typeof CodeChannel>;

/** GET /api/v1/users/sign-in-methods: whether codes can be sent now, and by which channels. */
export const SignInMethods = z.object({
  /** False on a server with no SMS or WhatsApp provider: only e-mail and password then. */
  phoneCodes: z.boolean(),
  channels: z.array(CodeChannel),
});
export type SignInMethods = z.infer<typeof SignInMethods>;

/** POST /api/v1/users/code/send: a code to sign in (or register) with this number. */
export const SendSignInCodeRequest = z.strictObject({
  phone: IndianMobile,
  /** WhatsApp when the person chooses it (SMS when WhatsApp fails or is off). */
  channel: CodeChannel.optional(),
});
export type SendSignInCodeRequest = z.input<typeof SendSignInCodeRequest>;

/** What every 'code sent' answers: where it went (masked), how long it works, when another may be asked. */
export const CodeSent = z.object({
  /** +91 98•••••210 */
  to: z.string(),
  channel: CodeChannel,
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSent>;
export const CodeSentAnswer = z.object({ success: z.literal(true), result: CodeSent, message: z.string() });

/** POST /api/v1/users/code/verify */
export const VerifySignInCodeRequest = z.strictObject({ phone: IndianMobile, code: OneTimeCode });
export type VerifySignInCodeRequest = z.input<typeof VerifySignInCodeRequest>;

/**
 * The number is proven but has no account: a ticket (valid 15 minutes) that creates one with a name and
 * the consent, POST /api/v1/users/register/phone.
 */
export const RegistrationTicket = z.object({
  success: z.literal(true),
  registration: z.object({ ticket: z.string(), phone: z.string() }),
  message: z.string(),
});
export const SignedIn = z.object({
  success: z.literal(true),
  token: z.string(),
  user: PublicUser,
  message: z.string().optional(),
});
export const VerifySignInCodeAnswer = z.union([SignedIn, RegistrationTicket]);
export type VerifySignInCodeAnswer = z.infer<typeof VerifySignInCodeAnswer>;

export const RegisterByPhoneRequest = z.strictObject({
  ticket: z.string().trim().min(20).max(2000),
  name: PersonName,
  consent: z.literal(true, { error: 'Please accept the privacy notice to continue' }),
});
export type RegisterByPhoneRequest = z.input<typeof RegisterByPhoneRequest>;

/**
 * A staff account's password was right: its second step, a code sent to its verified phone. The challenge
 * (valid 10 minutes) names the sign-in that waits for it.
 */
export const StaffCodeChallenge = z.object({
  success: z.literal(true),
  codeRequired: z.literal(true),
  challenge: z.string(),
  result: CodeSent,
  message: z.string(),
});
export type StaffCodeChallenge = z.infer<typeof StaffCodeChallenge>;
/** POST /api/v1/users/login answers a session, or a staff account's challenge. */
export const LoginAnswer = z.union([SignedIn, StaffCodeChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** POST /api/v1/users/login/code */
export const StaffCodeRequest = z.strictObject({
  challenge: z.string().trim().min(20).max(2000),
  code: OneTimeCode,
});
export type StaffCodeRequest = z.input<typeof StaffCodeRequest>;
/** POST /api/v1/users/login/code/resend */
export const ResendStaffCodeRequest = z.strictObject({ challenge: z.string().trim().min(20).max(2000) });

/** POST /api/v1/users/me/phone: a code to the number to verify (the account's own, or a new one). */
export const SendPhoneCodeRequest = z.strictObject({ phone: IndianMobile, channel: CodeChannel.optional() });
export type SendPhoneCodeRequest = z.input<typeof SendPhoneCodeRequest>;
/** POST /api/v1/users/me/phone/verify */
export const VerifyPhoneRequest = z.strictObject({ phone: IndianMobile, code: OneTimeCode });
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequest>;

/** POST /api/v1/users/me/email: a link to the address to verify (the account's own, or a new one). */
export const SendEmailLinkRequest = z.strictObject({ email: Email });
export type SendEmailLinkRequest = z.input<typeof SendEmailLinkRequest>;
/** POST /api/v1/users/email/verify: the link's token. */
export const VerifyEmailRequest = z.strictObject({ token: z.string().trim().min(20).max(200) });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;

/** '+91 98•••••210': enough for the person to know the number, too little for anyone else. */
export function maskPhone(phone: string): string {
  return `+91 ${phone.slice(0, 2)}${'•'.repeat(5)}${phone.slice(-3)}`;
}

/** 'pr•••@gmail.com' */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(3)}@${domain}`;
}
