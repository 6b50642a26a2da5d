// Opens, migrates and seeds the database and builds the app: shared by the server, the bench and the tests.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app.ts';
import { composeModules, createContext } from './compose.ts';
import type { Env } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runSeeds } from './db/seed/run-seeds.ts';
import { startJobs } from './lib/interval-jobs.ts';
import { loadJwtSecret } from './lib/secrets.ts';

export async function openAndPrepareDatabase(
  env: Env,
  log: (msg: string) => void = () => {},
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    poolSize: env.DB_POOL_SIZE,
    log: env.SQL_CAPTURE_FILE ? captureSql(env.SQL_CAPTURE_FILE) : undefined,
  });
  await database.migrate();
  await runSeeds(database.db, log);
  return database;
}

/** Appends each statement as a JSON line; for `npm run bench` only (it costs a synchronous write per query). */
function captureSql(file: string) {
  return (query: string, params: unknown[]) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`);
}

export async function connectRedis(url: string | undefined) {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 2, lazyConnect: false });
  return redis;
}

/** Shutdown, the same on both engines (docs/ARCHITECTURE.md#overload-and-shutdown): new requests are
 * refused (503, Connection: close), requests under way and job runs finish, then the database closes once the statements
 * they started have answered. */
export async function closeGracefully(app: FastifyInstance, database: Database): Promise<void> {
  await app.close();
  await database.close();
}

export async function bootApp(
  env: Env,
  database: Database,
  options: BuildOptions & { redis?: unknown } = {},
) {
  const ctx = createContext(env, database, loadJwtSecret(env.JWT_SECRET, env.dataDir), options.redis);
  const modules = composeModules(ctx);
  const app = await buildApp(ctx, { ...options, modules });
  // Every background job starts here, and stops (a run under way awaited) when the app closes, before the
  // database does (closeGracefully).
  const jobs = startJobs(modules.jobs, (message) => console.warn(`[arogya] ${message}`));
  app.addHook('onClose', async () => jobs.stop());
  return { app, ctx };
}
