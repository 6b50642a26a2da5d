import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Null for an account made with a mobile number alone (modules/users/register-by-phone.ts). */
    email: text('email'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Null until the person sets one: an account made with a mobile number signs in by code. */
    passwordHash: text('password_hash'),
    /**
     * When the person proved they read this number (a code sent to it came back) or this address (a link
     * sent to it was opened); null while unproven. Messages go only to verified contacts
     * (modules/notifications/dispatch-notifications.ts), and a verified number belongs to one account.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    roles: text('roles').array().notNull().default(sql`ARRAY['patient']::text[]`),
    avatarKey: text('avatar_key'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    privacyNoticeVersion: text('privacy_notice_version').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The language the person chose ('en' or 'hi'; null: never chosen, read as English) for pages,
     * notifications and documents (docs/product-rules.md#languages). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_phone_idx').on(t.phone),
    // A number belongs to at most one account once verified; unverified copies (typed at registration or at
    // a desk) may repeat.
    uniqueIndex('users_verified_phone_unique').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    // The admin console's user search and listing (apps/api/src/modules/admin/QUERY-PLANS.md).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_roles_gin_idx').using('gin', t.roles),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    check('users_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
    check('users_phone_format', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('users_language_known', sql`${t.language} IN ('en', 'hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
