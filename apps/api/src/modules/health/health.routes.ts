// Liveness, readiness and metrics (docs/ARCHITECTURE.md#overload-and-shutdown, #metrics).
// - /livez and /api/v1/health are liveness for load balancers and the bench: they answer without touching
//   the database or waiting behind the requests that do, and say no more than that the process is up (no
//   version or start time for a scanner to read). A database that is down does not make them fail:
//   restarting the process would not bring the database back.
// - /readyz is readiness: 200 when every check of lib/readiness.ts passes within READY_TIMEOUT_MS (the
//   database answers, its migrations are those of this version or later, the background job runner is up)
//   and the process is not stopping; otherwise 503 with Retry-After and the failed checks named, so a
//   balancer sends no traffic to an instance whose database is away, sends it again once the pool has
//   reconnected by itself (db/postgres-pool.ts), and stops sending the moment SIGTERM arrives (server.ts).
// - /metrics (metrics.routes.ts) is for Prometheus, behind METRICS_TOKEN.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../config/paths.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/load-shedding.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { lastMigrationApplied, pingDatabase } from './health.repository.ts';
import { metricsRoutes } from './metrics.routes.ts';

// The answer never changes, so it is serialised once.
const HEALTH_ANSWER = JSON.stringify({ success: true as const, result: { status: 'ok' } });

/** How long the readiness probe waits for its checks' answers. */
export const READY_TIMEOUT_MS = 2000;

/** What a failed check means, for the 503's message and details. */
const WHY_NOT: Record<string, string> = {
  draining: 'the server is shutting down',
  database: 'the database is not answering',
  migrations: "the database's migrations are older than this version",
  jobs: 'the background job runner is not running',
};

/** The time stamp of the newest migration this version ships (drizzle-kit's journal). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

const livenessSchema = (summary: string, operationId: string) => ({
  summary,
  operationId,
  response: { 200: ok(z.object({ status: z.literal('ok') })) },
  tags: ['health'],
});

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx?: AppContext } = {}) {
  const alive = (_request: unknown, reply: FastifyReply) => {
    reply.type('application/json; charset=utf-8').send(HEALTH_ANSWER);
  };
  const config = { database: false };
  app.get('/api/v1/health', { schema: livenessSchema('Liveness', 'getHealth'), config }, alive);

  if (!ctx) return;
  app.get(
    '/livez',
    { schema: { ...livenessSchema('Liveness: the process answers', 'getLiveness'), security: [] }, config },
    alive,
  );

  const db = ctx.database.db;
  const shipped = newestMigration();
  // Migrations are never taken back: once the database has this version's, the question is not asked again.
  let migrated = false;
  const stops = [
    ctx.readiness.require('database', () => pingDatabase(db).then(() => true)),
    ctx.readiness.require('migrations', async () => {
      migrated ||= (await lastMigrationApplied(db)) >= shipped;
      return migrated;
    }),
  ];
  // A closing app is a stopping process: readiness fails from the start of the close, before the server stops
  // taking connections (server.ts drains earlier still, on the signal).
  app.addHook('preClose', async () => ctx.readiness.drain());
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });

  app.get(
    '/readyz',
    {
      schema: {
        summary:
          'Readiness: the database, its migrations and the job runner are up, and the server is not stopping',
        operationId: 'getReadiness',
        response: {
          200: ok(z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('up')) })),
          ...refusals(503),
        },
        tags: ['health'],
        security: [],
      },
      // Not queued behind the requests that use the database (lib/load-shedding.ts): it has its own timeout.
      config,
    },
    async (_request, reply) => {
      const report = await ctx.readiness.report(READY_TIMEOUT_MS);
      if (!report.ready) {
        const failed = [
          ...(report.draining ? ['draining'] : []),
          ...Object.entries(report.checks)
            .filter(([, up]) => !up)
            .map(([name]) => name),
        ];
        const reasons = failed.map((name) => WHY_NOT[name] ?? `${name} is down`);
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Not ready: ${reasons.join('; ')}`,
          failed.map((name, i) => ({ field: name, message: reasons[i] ?? name })),
          { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
        );
      }
      const checks = Object.fromEntries(Object.keys(report.checks).map((name) => [name, 'up' as const]));
      reply.header('cache-control', 'no-store');
      return { success: true as const, result: { status: 'ready' as const, checks } };
    },
  );

  await app.register(metricsRoutes, { ctx });
}
