// Liveness and readiness (docs/ARCHITECTURE.md#overload-and-shutdown).
// - /api/v1/health is liveness for load balancers and the bench: it answers without touching the database or
//   waiting behind the requests that do, and says no more than that the process is up (no version or start
//   time for a scanner to read). A database that is down does not make it fail: restarting the process
//   would not bring the database back.
// - /readyz is readiness: 200 when the database answers `select 1` within READY_TIMEOUT_MS, 503 with
//   Retry-After otherwise, so an orchestrator sends no traffic to an instance whose database is away and
//   sends it again once the pool has reconnected by itself (db/postgres-pool.ts).
import { ok } from '@arogya/contracts/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/load-shedding.ts';
import { refusals } from '../../lib/openapi-errors.ts';

// The answer never changes, so it is serialised once.
const HEALTH_ANSWER = JSON.stringify({ success: true as const, result: { status: 'ok' } });
const READY_ANSWER = JSON.stringify({ success: true as const, result: { status: 'ready', database: 'up' } });

/** How long the readiness probe waits for the database's answer. */
export const READY_TIMEOUT_MS = 2000;

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = ctx.database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx?: AppContext } = {}) {
  app.get(
    '/api/v1/health',
    {
      schema: {
        summary: 'Liveness',
        operationId: 'getHealth',
        response: { 200: ok(z.object({ status: z.literal('ok') })) },
        tags: ['health'],
      },
      config: { database: false },
    },
    (_request, reply) => {
      reply.type('application/json; charset=utf-8').send(HEALTH_ANSWER);
    },
  );

  if (!ctx) return;
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: whether the database answers',
        operationId: 'getReadiness',
        response: {
          200: ok(z.object({ status: z.literal('ready'), database: z.literal('up') })),
          ...refusals(503),
        },
        tags: ['health'],
        security: [],
      },
      // Not queued behind the requests that use the database (lib/load-shedding.ts): it has its own timeout.
      config: { database: false },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers(ctx))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering', undefined, {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(READY_ANSWER);
    },
  );
}
