import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Which domain seeds have run, so a later issue's seed runs once on an existing data folder. */
export const seedRuns = pgTable('seed_runs', {
  domain: text('domain').primaryKey(),
  version: integer('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only record of reads and changes of personal health data by anyone other than the patient. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    subjectUserId: text('subject_user_id'),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    meta: jsonb('meta'),
  },
  // Each filter of the admin's audit viewer with its order, newest first
  // (apps/api/src/modules/admin/QUERY-PLANS.md).
  (t) => [
    index('audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_subject_at_idx').on(t.subjectUserId, t.at.desc(), t.id.desc()),
    index('audit_actor_at_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_action_at_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);

/**
 * Idempotency-Key records (docs/product-rules.md#api-contract): the first successful response to a key, per user and
 * scope, replayed for a repeat. `status` is null while the first request is still running (or until its claim
 * is abandoned, its process gone).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The request running it (lib/idempotency.ts): a token of its own, and when it last said it is still
     * running. A claim not renewed for IDEMPOTENCY_ABANDONED_MS belongs to a process that died, and the
     * next request with the key takes it over.
     */
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/**
 * The Grievance Officer the IT Rules, 2021 (rule 3(2)) and the DPDP Act, 2023 ask the site to name, with
 * contact details (docs/product-rules.md#the-grievance-officer): one row, set by an admin. `name` is null
 * until an admin has named the person; the pages then show the office and its contacts without a name.
 */
export const grievanceOfficer = pgTable(
  'grievance_officer',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    designation: text('designation').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('grievance_officer_one_row', sql`${t.id} = 1`)],
);
