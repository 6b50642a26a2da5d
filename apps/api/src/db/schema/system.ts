import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  (t) => [index('audit_subject_idx').on(t.subjectUserId), index('audit_actor_idx').on(t.actorId)],
);

/**
 * Idempotency-Key records (docs/product-rules.md#api-contract): the first successful response to a key, per user and
 * scope, replayed for a repeat. `status` is null while the first request is still running.
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
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
