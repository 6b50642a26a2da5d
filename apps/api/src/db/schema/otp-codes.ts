// One-time codes sent to a mobile number (modules/users/send-code.ts, verify-code.ts): six random digits,
// valid 10 minutes, kept only as a keyed hash, at most 5 tries, used once. The newest code of a number and
// purpose is the one that counts.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The 10-digit number the code went to. */
    phone: text('phone').notNull(),
    /** What the code is for: sign_in, staff_sign_in, verify_phone, reset_password, confirm. */
    purpose: text('purpose').notNull(),
    /** The account it is about, when one is (staff sign-in, a number being verified, a reset, a confirmation). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code with the server's key (lib/tokens.ts `keyedHash`), hex. */
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries taken, right or wrong; a code with 5 is void. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestedIp: text('requested_ip'),
  },
  (t) => [
    index('otp_codes_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt.desc(), t.id.desc()),
    index('otp_codes_user_idx').on(t.userId),
  ],
);

/**
 * Links that verify an e-mail address (modules/users/verify-email.ts): the address to verify (the account's
 * own, or a new one it changes to), only the token's SHA-256, 30 minutes, once.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_verifications_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);
