// Measures an app's requests and reads its database's figures for /metrics (lib/metrics.ts,
// docs/ARCHITECTURE.md#metrics). Only with METRICS_TOKEN set: nobody else can read them, so nobody pays for
// them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AppContext } from './context.ts';
import {
  collectProcessFigures,
  httpDuration,
  httpRequests,
  registerCounter,
  registerGauge,
} from './metrics.ts';

/**
 * The route label: the pattern the router matched (`/api/v1/doctors/:id`), never the address asked, so a
 * label cannot grow with ids or a scanner's guesses. What no route matched: `(page)` for what the not-found
 * handler answered as the web app (a server-rendered page or the shell), `(unmatched)` for the rest.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const isPage =
    reply.getHeader('content-type')?.toString().startsWith('text/html') && reply.statusCode < 400;
  return isPage ? '(page)' : '(unmatched)';
}

export function registerAppMetrics(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.env.METRICS_TOKEN) return;
  collectProcessFigures();
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: routeLabel(request, reply),
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  const unregister = registerDatabaseFigures(ctx.database);
  app.addHook('onClose', async () => {
    for (const stop of unregister) stop();
  });
}

function registerDatabaseFigures(database: Database): (() => void)[] {
  const stats = database.stats?.bind(database);
  if (!stats) return [];
  const now = stats();
  if (now.kind === 'pglite') {
    const pglite = () => {
      const s = stats();
      return s.kind === 'pglite' ? s : { pending: 0, answered: 0, answeredSeconds: 0 };
    };
    return [
      registerGauge(
        'arogya_db_statements_pending',
        "Statements sent to PGlite's thread and not yet answered, the one running included: its queue",
        () => pglite().pending,
      ),
      registerCounter(
        'arogya_db_statements_total',
        "Statements PGlite's thread has answered",
        () => pglite().answered,
      ),
      registerCounter(
        'arogya_db_statement_seconds_total',
        "Time PGlite's statements took from being sent to being answered, queueing included (divide by arogya_db_statements_total for the mean)",
        () => pglite().answeredSeconds,
      ),
    ];
  }
  const pool = () => {
    const s = stats();
    return s.kind === 'postgres'
      ? s
      : { total: 0, idle: 0, waiting: 0, max: 0, checkouts: 0, checkoutWaitSeconds: 0 };
  };
  return [
    registerGauge(
      'arogya_db_pool_connections',
      'PostgreSQL pool connections by state: busy (checked out by a request) or idle',
      () => {
        const p = pool();
        return [
          { labels: { state: 'busy' }, value: p.total - p.idle },
          { labels: { state: 'idle' }, value: p.idle },
        ];
      },
      ['state'],
    ),
    registerGauge(
      'arogya_db_pool_max',
      'PostgreSQL pool connections at most (DB_POOL_SIZE)',
      () => pool().max,
    ),
    registerGauge(
      'arogya_db_pool_waiting',
      'Requests waiting for a PostgreSQL pool connection: its queue',
      () => pool().waiting,
    ),
    registerCounter(
      'arogya_db_pool_checkouts_total',
      'PostgreSQL pool connections handed out',
      () => pool().checkouts,
    ),
    registerCounter(
      'arogya_db_pool_wait_seconds_total',
      'Time spent waiting for a PostgreSQL pool connection (divide by arogya_db_pool_checkouts_total for the mean)',
      () => pool().checkoutWaitSeconds,
    ),
  ];
}
