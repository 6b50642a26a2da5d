// The two questions readiness asks the database (modules/health/health.routes.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Resolves when the database answers a trivial statement; rejects when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The time stamp of the last migration applied (drizzle's own table, as its migrator reads it), or 0. */
export async function lastMigrationApplied(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { at: string | number | null }[] };
  return Number(result.rows[0]?.at ?? 0);
}
