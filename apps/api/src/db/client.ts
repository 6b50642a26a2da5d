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
  /** Statements the database runs at once: the pool's connections, or 1 for PGlite's single thread. */
  parallelism: number;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database thread died; nothing more can be read or written. */
  onFailure?(listener: (err: Error) => void): void;
};

export type DatabaseOptions = {
  /** Statements serving a request fail with SQLSTATE 57014 after this long (0 or unset: no limit);
   * docs/ARCHITECTURE.md#overload-and-shutdown. */
  statementTimeoutMs?: number;
  /** PostgreSQL only: connections in the pool (default 20). */
  poolSize?: number;
  log?: SqlLogger;
};

/** Receives every SQL statement with its parameters (used by `npm run bench` to replay a route's SQL). */
export type SqlLogger = (query: string, params: unknown[]) => void;

const drizzleLogger = (log: SqlLogger | undefined) => (log ? { logQuery: log } : undefined);

export async function openPglite(
  dataDir: string | undefined,
  { statementTimeoutMs, log }: DatabaseOptions = {},
): Promise<Database> {
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
  const client = await startPgliteWorker(dir, { statementTimeoutMs });
  const db = drizzle({ client: client as never, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    parallelism: 1,
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    onFailure: (listener) => client.onFailure(listener),
  };
}

export async function openPostgres(
  url: string,
  { statementTimeoutMs = 0, poolSize = 20, log }: DatabaseOptions = {},
): Promise<Database> {
  const [{ default: pg }, { createPostgresPool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('./postgres-pool.ts'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const { pool, close } = createPostgresPool({ url, max: poolSize, statementTimeoutMs });
  const db = drizzle({ client: pool, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    parallelism: poolSize,
    // On a connection of its own, without the statement timeout: building an index on a large table may take
    // longer than any request should.
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      // A server that goes away between two statements emits 'error' on the client: the migration fails
      // with it rather than the process ending on an unheard event.
      client.on('error', () => {});
      await client.connect();
      try {
        await migrate(drizzle({ client }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end();
      }
    },
    close,
  };
}

export function openDatabase(
  opts: DatabaseOptions & { databaseUrl?: string; dataDir?: string },
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}
