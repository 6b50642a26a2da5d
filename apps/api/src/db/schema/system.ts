import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
