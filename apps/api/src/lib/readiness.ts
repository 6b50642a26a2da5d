// What /readyz asks before it says an instance may take traffic (modules/health/health.routes.ts,
// docs/ARCHITECTURE.md#overload-and-shutdown): each part of the process that must be up registers a named
// check here (the database and its migrations are checked by the health module itself; src/boot.ts
// registers the background jobs' runner), and a process that has been told to stop is draining from that
// moment, whatever its checks say.
import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A condition /readyz requires: true when that part is up. It should answer quickly; a check that has not
 * answered within the probe's timeout counts as down. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

export type ReadinessReport = { ready: boolean; draining: boolean; checks: Record<string, boolean> };

export class Readiness {
  readonly #checks = new Map<string, ReadinessCheck>();
  #draining = false;

  /** Adds a named check (a later one of the same name replaces it); the returned function removes it. */
  require(name: string, check: ReadinessCheck): () => void {
    this.#checks.set(name, check);
    return () => {
      if (this.#checks.get(name) === check) this.#checks.delete(name);
    };
  }

  /** From now on /readyz answers 503: the process is stopping (SIGTERM, SIGINT, or the app closing). */
  drain(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Runs every check at once, each given at most `timeoutMs`. */
  async report(timeoutMs: number): Promise<ReadinessReport> {
    const entries = [...this.#checks];
    const results = await Promise.all(entries.map(([, check]) => withTimeout(check, timeoutMs)));
    const checks = Object.fromEntries(entries.map(([name], i) => [name, results[i] === true]));
    const draining = this.#draining;
    return { ready: !draining && Object.values(checks).every(Boolean), draining, checks };
  }
}

async function withTimeout(check: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .catch(() => false),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * While draining, every answer closes its connection, those of requests that arrived before too: a proxy
 * that keeps connections open to this instance (deploy/nginx/arogya.conf) opens a new one for its next
 * request, and once the server stops listening that is refused and goes to another instance, rather than
 * being sent on a kept connection the server is closing (which the proxy cannot safely retry for a POST).
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The process is stopping (server.ts, on SIGTERM or SIGINT): /readyz fails from now on, and every answer
 * closes its connection (closeConnectionsWhileDraining). Idle connections are left open: a proxy may send on
 * one at any moment until its own keep-alive timeout closes it, and closing it under that request resets it
 * (stopListening says when they close).
 */
export function startDraining(_app: FastifyInstance, readiness: Readiness): void {
  readiness.drain();
}

/** How long a stopping server, no longer listening, goes on reading requests already sent to it. */
export const CLOSE_GRACE_MS = 500;

/**
 * The first step of a close (boot.ts `closeGracefully`): the server stops listening (a proxy's next
 * connection is refused, and it sends that request to another instance), then goes on reading and serving
 * what is sent on its open connections, a connection just accepted included, for `graceMs` and at least
 * until `idleUntil` (a time from Date.now(): the end of the drain window, boot.ts `shutdownGracefully`),
 * before the app's close ends the connections left idle. It ends sooner once every connection has ended (the
 * proxy has closed them). Closing idle connections at once (what Node's server.close does) resets one whose
 * request was sent but not yet read, or sent just as it closes, and a proxy cannot send such a POST elsewhere.
 * Resolves, after that wait, with a promise of the moment every connection has ended.
 */
export async function stopListening(
  app: FastifyInstance,
  { graceMs = CLOSE_GRACE_MS, idleUntil = 0 }: { graceMs?: number; idleUntil?: number } = {},
): Promise<{ ended: Promise<void> }> {
  const server = app.server;
  if (!server.listening) return { ended: Promise.resolve() };
  // net.Server's own close: it stops accepting without closing the idle connections as http.Server's does.
  const ended = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(graceMs, idleUntil - Date.now()));
  });
  await Promise.race([ended, waited]);
  clearTimeout(timer);
  return { ended };
}
