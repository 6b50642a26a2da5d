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
  /** PGlite only: the database thread died; nothing more can be read or written. */
  onFailure?(listener: (err: Error) => void): void;
};

/** Receives every SQL statement with its parameters (used by `npm run bench` to replay a route's SQL). */
export type SqlLogger = (query: string, params: unknown[]) => void;

const drizzleLogger = (log: SqlLogger | undefined) => (log ? { logQuery: log } : undefined);

export async function openPglite(dataDir: string | undefined, log?: SqlLogger): Promise<Database> {
  const [{ startPgliteWorker }, { drizzle }, { migrate }] = await Promise.all([
    import('./pglite/remote-client.ts'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  // PGlite runs in its own thread (db/pglite/worker.ts); drizzle talks to it through a thin client.
  const client = await startPgliteWorker(dir);
  const db = drizzle({ client: client as never, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    onFailure: (listener) => client.onFailure(listener),
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
