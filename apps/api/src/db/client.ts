// Opens the database: embedded PGlite in a data folder by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Receives every SQL statement with its parameters (used by `npm run bench` to replay a route's SQL). */
export type SqlLogger = (query: string, params: unknown[]) => void;

const drizzleLogger = (log: SqlLogger | undefined) => (log ? { logQuery: log } : undefined);

export async function openPglite(dataDir: string | undefined, log?: SqlLogger): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle({ client, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, log?: SqlLogger): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzle({ client: pool, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  log?: SqlLogger;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.log) : openPglite(opts.dataDir, opts.log);
}
