// `npm start`: one process serving the API and the built web app on one port.

import { bootApp, closeGracefully, connectRedis, openAndPrepareDatabase } from './boot.ts';
import { loadEnv } from './config/env.ts';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-lock.ts';

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
  const database = await openAndPrepareDatabase(env, log);
  database.onFailure?.((err) => {
    console.error(`\nArogya stops: ${err.message}\n`);
    process.exit(1);
  });
  const redis = await connectRedis(env.REDIS_URL);
  // Fastify's per-request logger costs ~10% of throughput; it is on only when asked for.
  const verbose = ['info', 'debug', 'trace'].includes(env.LOG_LEVEL);
  const { app } = await bootApp(env, database, { logger: verbose ? { level: env.LOG_LEVEL } : false, redis });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await closeGracefully(app, database);
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
