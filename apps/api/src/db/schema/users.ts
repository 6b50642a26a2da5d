import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['patient']::text[]`),
    avatarKey: text('avatar_key'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    privacyNoticeVersion: text('privacy_notice_version').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_phone_idx').on(t.phone),
    // The admin console's user search and listing (apps/api/src/modules/admin/QUERY-PLANS.md).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_roles_gin_idx').using('gin', t.roles),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    check('users_roles_not_empty', sql`cardinality(${t.roles}) > 0`),
    check('users_phone_format', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
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
