// Opens the database: embedded PGlite in a data folder by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import type { RemotePglite } from './pglite/remote-client.ts';
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
  /** How the job runner (lib/job-runner.ts) reaches the same database: through the PGlite thread's client,
   * or PostgreSQL's address (pg-boss keeps a small pool of its own there). */
  jobs: { kind: 'pglite'; client: RemotePglite } | { kind: 'postgres'; url: string };
  /** PGlite only: a consistent copy of the data folder as an uncompressed tar (PGlite's `dumpDataDir`). */
  dumpDataDir?(): Promise<Uint8Array>;
  /** PGlite only: the database thread died; nothing more can be read or written. */
  onFailure?(listener: (err: Error) => void): void;
  /** What /metrics reports of the engine's queue and connections (lib/app-metrics.ts). */
  stats?(): DatabaseStats;
};

export type DatabaseStats =
  | {
      kind: 'pglite';
      /** Statements sent to the database thread and not yet answered (the one running included). */
      pending: number;
      /** Statements answered so far, and their total time from being sent to being answered. */
      answered: number;
      answeredSeconds: number;
    }
  | {
      kind: 'postgres';
      /** The pool's connections: open, of which idle; requests waiting for one; the most it opens. */
      total: number;
      idle: number;
      waiting: number;
      max: number;
      /** Connections handed out so far, and the total time requests waited for them. */
      checkouts: number;
      checkoutWaitSeconds: number;
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
    jobs: { kind: 'pglite', client },
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
    onFailure: (listener) => client.onFailure(listener),
    stats: () => ({ kind: 'pglite', ...client.stats() }),
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
  const { pool, close, checkouts } = createPostgresPool({ url, max: poolSize, statementTimeoutMs });
  const db = drizzle({ client: pool, schema, logger: drizzleLogger(log) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    parallelism: poolSize,
    jobs: { kind: 'postgres', url },
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
    stats() {
      const taken = checkouts();
      return {
        kind: 'postgres',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSize,
        checkouts: taken.count,
        checkoutWaitSeconds: taken.waitSeconds,
      };
    },
  };
}

export function openDatabase(
  opts: DatabaseOptions & { databaseUrl?: string; dataDir?: string },
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}
