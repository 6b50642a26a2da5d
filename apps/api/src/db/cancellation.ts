// Which request a database statement works for, so the statement can stop when that request is abandoned
// (docs/ARCHITECTURE.md#overload-and-shutdown). The load-shedding hooks run each admitted request inside
// `runForRequest`; both database clients read `currentSignal()` when a statement is sent: on PostgreSQL a
// running statement is cancelled on the server, on PGlite a statement not yet started is dropped.
import { AsyncLocalStorage } from 'node:async_hooks';

type Scope = { signal: AbortSignal };

const scope = new AsyncLocalStorage<Scope>();

export function runForRequest<T>(signal: AbortSignal, fn: () => T): T {
  return scope.run({ signal }, fn);
}

/** Runs `fn` (which may start timers) outside any request: work scheduled for later must not stop because
 * the request that scheduled it was abandoned. */
export function outsideRequest<T>(fn: () => T): T {
  return scope.exit(fn);
}

/** The abort signal of the request the current code works for, if any. */
export function currentSignal(): AbortSignal | undefined {
  return scope.getStore()?.signal;
}

/** PostgreSQL's SQLSTATE for a cancelled statement (statement timeout or cancel request). */
export const PG_QUERY_CANCELED = '57014';

/** A statement stopped by this side: its request went away, or it ran past the statement timeout. Carries
 * PostgreSQL's own code so that both engines' cancellations read alike (lib/db-errors.ts). */
export class StatementCancelledError extends Error {
  readonly code = PG_QUERY_CANCELED;
  constructor(readonly reason: 'abandoned' | 'timeout') {
    super(
      reason === 'timeout'
        ? 'canceling statement due to statement timeout'
        : 'canceling statement: its request was abandoned',
    );
    this.name = 'StatementCancelledError';
  }
}
