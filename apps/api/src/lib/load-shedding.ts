// Overload is shed, not queued (docs/ARCHITECTURE.md#overload-and-shutdown): the API routes that use the
// database pass a bounded queue first. At most `maxInFlight` of them run at once; up to `maxWaiting` more
// wait their turn, each for at most `maxWaitMs`; beyond that a request is answered 503 with Retry-After at
// once, costing the database nothing. A request whose client goes away leaves the queue, or, when running,
// has its statements cancelled (db/cancellation.ts). Health, the docs and the web app's files never wait
// here; the sitemap, outside /api/v1, does. On shutdown the queue drains: the requests the server took are
// served (a waiter still refused once its own wait passes); Fastify refuses those that arrive after.
import { setMaxListeners } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Env } from '../config/env.ts';
import { runForRequest } from '../db/cancellation.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { isGuard } from './auth.ts';
import { dbQueueShed, dbQueueWait, registerGauge } from './metrics.ts';

export type AdmissionLimits = { maxInFlight: number; maxWaiting: number; maxWaitMs: number };

/** Seconds a refused client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** PGlite runs one statement at a time on its own thread; a few requests in flight keep it busy while the
 * main thread parses the next request and writes the last answer. PostgreSQL runs one per connection. */
const PGLITE_IN_FLIGHT = 4;

export function admissionLimits(env: Env, database: Database): AdmissionLimits {
  const maxInFlight =
    env.DB_MAX_IN_FLIGHT ?? (database.kind === 'pglite' ? PGLITE_IN_FLIGHT : database.parallelism);
  const maxWaiting = env.DB_MAX_WAITING ?? (database.kind === 'pglite' ? 64 : 4 * maxInFlight);
  return { maxInFlight, maxWaiting, maxWaitMs: env.DB_MAX_WAIT_MS };
}

export function overloaded(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The server is busy right now. Please try again in a moment.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}

type Waiter = { admit: () => void; refuse: () => void };

const kSignal = Symbol('request signal');
declare module 'fastify' {
  interface FastifyRequest {
    [kSignal]?: AbortSignal;
  }
}

/** /api/v1 routes that never touch the database opt out with `config: { database: false }`; routes outside
 * /api/v1 that read it (the sitemap) opt in with `config: { database: true }`. */
declare module 'fastify' {
  interface FastifyContextConfig {
    database?: boolean;
  }
}

export function registerLoadShedding(app: FastifyInstance, limits: AdmissionLimits): void {
  let inFlight = 0;
  let draining = false;
  // Insertion order is arrival order; a waiter whose client left is deleted from the middle.
  const waiting = new Set<Waiter>();
  const running = new Set<FastifyReply>();

  const release = () => {
    inFlight -= 1;
    for (const next of waiting) {
      if (inFlight >= limits.maxInFlight) break;
      waiting.delete(next);
      next.admit();
    }
  };

  // A request reaching this hook while the app closes arrived before the close began (Fastify answers those
  // that arrive after it 503 itself): it takes its turn like any other, and the close waits for it.
  const admit = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const arrived = performance.now();
    const controller = new AbortController();
    const signal = controller.signal;
    // Each statement under way listens on it; a request may run many at once (Promise.all).
    setMaxListeners(0, signal);
    request[kSignal] = signal;
    const res = reply.raw;
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    let waiter: Waiter | undefined;
    let timer: NodeJS.Timeout | undefined;

    const start = () => {
      dbQueueWait.observe((performance.now() - arrived) / 1000);
      if (draining && !res.headersSent) res.setHeader('connection', 'close');
      state = 'running';
      inFlight += 1;
      running.add(reply);
      runForRequest(signal, done);
    };
    res.once('close', () => {
      // Closed before the answer was written: the client went away.
      if (!res.writableEnded) controller.abort();
      if (state === 'running') {
        running.delete(reply);
        release();
      } else if (waiter) {
        waiting.delete(waiter);
        clearTimeout(timer);
      }
      state = 'done';
    });

    if (inFlight < limits.maxInFlight) return start();
    if (waiting.size >= limits.maxWaiting) {
      dbQueueShed.inc({ reason: 'full' });
      return done(overloaded());
    }
    waiter = {
      admit: () => {
        clearTimeout(timer);
        if (state === 'waiting') start();
      },
      refuse: () => {
        clearTimeout(timer);
        if (state === 'waiting') done(overloaded());
      },
    };
    const self = waiter;
    waiting.add(self);
    timer = setTimeout(() => {
      if (!waiting.delete(self)) return;
      dbQueueShed.inc({ reason: 'timeout' });
      self.refuse();
    }, limits.maxWaitMs);
  };

  // After the body is read (its stream events run outside the request's async context), the rest of the
  // request (guards, handler) runs for the request again.
  const reenter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const signal = request[kSignal];
    if (signal) runForRequest(signal, done);
    else done();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const usesDatabase = route.config?.database ?? route.url.startsWith('/api/v1/');
    if (!usesDatabase) return;
    if ((route as { websocket?: boolean }).websocket) return;
    // Before the guards (lib/auth.ts runs them on onRequest), whose session lookup reads the database too;
    // after the catalogue cache, whose hits need no turn.
    const hooks = [route.onRequest ?? []].flat();
    const firstGuard = hooks.findIndex(isGuard);
    const at = firstGuard === -1 ? hooks.length : firstGuard;
    route.onRequest = [...hooks.slice(0, at), admit, ...hooks.slice(at)];
    route.preValidation = [reenter, ...[route.preValidation ?? []].flat()];
  });

  const unregister = [
    registerGauge(
      'arogya_db_queue_running',
      'Requests using the database now (at most DB_MAX_IN_FLIGHT)',
      () => inFlight,
    ),
    registerGauge(
      'arogya_db_queue_waiting',
      'Requests waiting in the bounded queue for their turn at the database (at most DB_MAX_WAITING)',
      () => waiting.size,
    ),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unregister) stop();
  });

  // Shutdown: the requests running and waiting are served (a waiter still refused once its own wait passes),
  // so a rolling restart behind a proxy answers every request the instance took; a proxy cannot safely send
  // a refused POST to another instance. Their answers close their connections. The close itself waits for
  // them: right after this hook Fastify closes the server, which stops listening at once and ends once every
  // connection has (waiting here instead kept the server listening, so under steady load it never ended).
  app.addHook('preClose', async () => {
    draining = true;
    for (const reply of running) {
      if (!reply.raw.headersSent) reply.raw.setHeader('connection', 'close');
    }
  });
}
