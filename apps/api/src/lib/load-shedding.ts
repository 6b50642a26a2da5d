// Overload is shed, not queued (docs/ARCHITECTURE.md#overload-and-shutdown): the API routes that use the
// database pass a bounded queue first. At most `maxInFlight` of them run at once; up to `maxWaiting` more
// wait their turn, each for at most `maxWaitMs`; beyond that a request is answered 503 with Retry-After at
// once, costing the database nothing. A request whose client goes away leaves the queue, or, when running,
// has its statements cancelled (db/cancellation.ts). Health, the docs and the web app's files never wait
// here; the sitemap, outside /api/v1, does. On shutdown the queue drains: requests running finish, those waiting are refused.
import { setMaxListeners } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Env } from '../config/env.ts';
import { runForRequest } from '../db/cancellation.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { isGuard } from './auth.ts';

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
  let drained: (() => void) | undefined;

  const release = () => {
    inFlight -= 1;
    for (const next of waiting) {
      if (inFlight >= limits.maxInFlight) break;
      waiting.delete(next);
      next.admit();
    }
    if (inFlight === 0) drained?.();
  };

  const admit = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (draining) return done(overloaded());
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
    if (waiting.size >= limits.maxWaiting) return done(overloaded());
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
      if (waiting.delete(self)) self.refuse();
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

  // Shutdown: nothing new is admitted (Fastify answers new requests 503 with Connection: close while it
  // closes), requests waiting are refused, and close() goes on once the running ones have answered.
  app.addHook('preClose', async () => {
    draining = true;
    for (const waiter of [...waiting]) {
      waiting.delete(waiter);
      waiter.refuse();
    }
    for (const reply of running) {
      if (!reply.raw.headersSent) reply.raw.setHeader('connection', 'close');
    }
    if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  });
}
