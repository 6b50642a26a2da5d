// Opens, migrates and seeds the database and builds the app: shared by the server, the bench and the tests.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app.ts';
import { composeModules, createContext } from './compose.ts';
import type { Env } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runSeeds } from './db/seed/run-seeds.ts';
import { jobRunnerFigures, watchJobRunner } from './lib/job-metrics.ts';
import { type Readiness, startDraining, stopListening } from './lib/readiness.ts';
import { loadJwtSecret } from './lib/secrets.ts';
import { closeChannelAdapters } from './modules/notifications/channels/create-channel-adapters.ts';

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

/** Shutdown, the same on both engines (docs/ARCHITECTURE.md#overload-and-shutdown): new connections are
 * refused, requests already sent are read and served (until `idleUntil`, a Date.now() time, when given:
 * lib/readiness.ts `stopListening`), requests under way and job runs finish, then the database closes once
 * the statements they started have answered. */
export async function closeGracefully(
  app: FastifyInstance,
  database: Database,
  { idleUntil }: { idleUntil?: number } = {},
): Promise<void> {
  // Not listening first, then the requests already sent are served, then the app and the connections end.
  const { ended } = await stopListening(app, { idleUntil });
  await app.close();
  await ended;
  await database.close();
}

/**
 * What server.ts does on SIGTERM or SIGINT (docs/ARCHITECTURE.md#overload-and-shutdown): not ready at once
 * (/readyz 503, every answer closing its connection), still listening for `delayMs` (SHUTDOWN_DELAY_MS),
 * then no longer listening but serving what is sent on the open connections until `drainMs`
 * (SHUTDOWN_DRAIN_MS) after the signal, or until the proxy has closed them all; only then are the idle
 * connections closed and the app and the database. A proxy's kept connection idle at the signal is never
 * closed by this side while the proxy may still send on it: the proxy closes it itself once idle for its
 * keep-alive timeout (deploy/nginx/arogya.conf: `keepalive_timeout` in the upstream, shorter than drainMs).
 */
export async function shutdownGracefully(
  app: FastifyInstance,
  readiness: Readiness,
  database: Database,
  { delayMs, drainMs }: { delayMs: number; drainMs: number },
): Promise<void> {
  startDraining(app, readiness);
  const idleUntil = Date.now() + drainMs;
  if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  await closeGracefully(app, database, { idleUntil });
}

export async function bootApp(
  env: Env,
  database: Database,
  options: BuildOptions & { redis?: unknown } = {},
) {
  const ctx = createContext(env, database, loadJwtSecret(env.JWT_SECRET, env.dataDir), options.redis);
  const modules = composeModules(ctx);
  const app = await buildApp(ctx, { ...options, modules });
  // The job runner starts here with every recurring job, and the outbox's runner; both stop (the runs under
  // way awaited) when the app closes, before the database does (closeGracefully).
  for (const queue of modules.queues) ctx.jobs.queue(queue);
  for (const job of modules.jobs) ctx.jobs.every(job);
  for (const job of modules.scheduled) ctx.jobs.scheduled(job);
  await ctx.jobs.start();
  const outbox = modules.startOutbox?.();
  // /readyz requires the runner, /metrics reports its queues (lib/job-metrics.ts).
  const unwatch = watchJobRunner(jobRunnerFigures(ctx.jobs), ctx.readiness);
  app.addHook('onClose', async () => {
    unwatch();
    await Promise.all([ctx.jobs.stop(), outbox?.stop()]);
    closeChannelAdapters(ctx.notifications.channelAdapters);
  });
  // The S3 driver's sockets go with the app.
  app.addHook('onClose', async () => ctx.storage.close?.());
  return { app, ctx };
}
