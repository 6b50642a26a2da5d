// `npm start`: one process serving the API and the built web app on one port.

import { bootApp, connectRedis, openAndPrepareDatabase, shutdownGracefully } from './boot.ts';
import { loadEnv } from './config/env.ts';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-lock.ts';
import { startTracing } from './lib/tracing.ts';
import { listenForBackups } from './ops/backup-socket.ts';

async function main() {
  const started = performance.now();
  const env = loadEnv();
  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(`\nArogya cannot start: ${err.message}\n`);
        process.exit(1);
      }
      throw err;
    }
  }
  process.on('exit', () => releaseLock());

  const log = (msg: string) => console.log(`[arogya] ${msg}`);
  // Before the database pool and the app are built, so both are traced (lib/tracing.ts); off unless configured.
  const tracing = await startTracing(env);
  const database = await openAndPrepareDatabase(env, log);
  database.onFailure?.((err) => {
    console.error(`\nArogya stops: ${err.message}\n`);
    process.exit(1);
  });
  const redis = await connectRedis(env.REDIS_URL);
  // Every line a request logs carries its id (lib/request-id.ts). At the default level, warn, a request that
  // goes well logs nothing: the line per request and per answer are info (LOG_LEVEL=info), and cost ~10% of
  // throughput; the logger itself costs no measurable CPU per request.
  const { app, ctx } = await bootApp(env, database, { logger: { level: env.LOG_LEVEL }, redis });
  // PGlite's folder has one owner: `npm run backup` asks this process for the backup through a socket in the
  // data folder (ops/backup-socket.ts, docs/ARCHITECTURE.md#backups).
  const backups = env.DATABASE_URL
    ? undefined
    : await listenForBackups({ dataDir: env.dataDir, database, storage: ctx.storage }).catch((err) => {
        console.warn(`[arogya] ${err instanceof Error ? err.message : err}`);
        return undefined;
      });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    // /readyz answers 503 from now on; a balancer polling it has SHUTDOWN_DELAY_MS to stop sending, and a
    // proxy's kept connections are served (each answer closing its own) for SHUTDOWN_DRAIN_MS before the idle
    // ones are closed (boot.ts shutdownGracefully).
    const force = setTimeout(() => process.exit(1), 10_000 + env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_DRAIN_MS);
    force.unref();
    const closed = shutdownGracefully(app, ctx.readiness, database, {
      delayMs: env.SHUTDOWN_DELAY_MS,
      drainMs: env.SHUTDOWN_DRAIN_MS,
    });
    await Promise.all([backups?.close(), closed]);
    await tracing?.shutdown().catch(() => {});
    redis?.disconnect();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${env.dataDir}`;
  log(`ready in ${Math.round(performance.now() - started)} ms on http://localhost:${env.PORT} (${where})`);
}

main().catch((err) => {
  console.error('[arogya] failed to start:', err instanceof Error ? err.message : err);
  if (process.env.LOG_LEVEL === 'debug') console.error(err);
  process.exit(1);
});
