// Password reset links (docs/product-rules.md#password-reset): one row per link sent. Only the token's
// SHA-256 is kept, so the table gives no one a working link; a link works once, for 30 minutes
// (modules/users/request-password-reset.ts, modules/users/reset-password.ts).
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token (hex); the token itself is only in the link sent. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used, or when another link of the same user is: a link works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The client address that asked for it (for the account's owner and abuse reports). */
    requestedIp: text('requested_ip'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
