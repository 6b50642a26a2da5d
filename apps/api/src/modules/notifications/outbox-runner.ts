// The outbox's runner loop in each API instance (docs/ARCHITECTURE.md#notifications): it asks the outbox for
// due messages often while it finds some and seldom while it is empty, and at once when this process has just
// written a message due now.
// - Work found: the next poll follows at once; a run that worked a full batch or more has a backlog behind it,
//   so the other chains (as many as the database runs statements at once) join in until each finds nothing.
// - Nothing found: the wait before the next poll doubles from `minDelayMs` up to `idleDelayMs` (a few
//   seconds): an idle instance asks every few seconds, not several times a second. A reminder, a retry or a
//   message written by another instance is due at its time and found within `idleDelayMs`.
// - `wake` (OutboxWake, called by notify.ts when it writes a message due now): the wait is cut short and the
//   backoff starts again from `minDelayMs`. The message's transaction may not have committed yet when the
//   poll runs (PostgreSQL; on PGlite a statement waits for the open transaction to end), so a poll that finds
//   nothing is followed by one after `minDelayMs`, then 2x, and so on: the message goes out at the first poll
//   after its commit.
// Any number of instances' loops share the outbox: each batch is claimed with FOR UPDATE SKIP LOCKED
// (dispatch-notifications.ts). One-time codes do not wait for any loop: the request sends them (send-now.ts).
import { setTimeout as sleep } from 'node:timers/promises';

/** In-process word that a message due now was written (notify.ts), for this process's outbox runner. */
export type OutboxWake = {
  /** Says a message due now was written, or is about to be committed. */
  dueNow(): void;
  /** Listens; returns the function that stops listening. */
  listen(listener: () => void): () => void;
};

export function createOutboxWake(): OutboxWake {
  const listeners = new Set<() => void>();
  return {
    dueNow() {
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Waits `ms` unless `signal` aborts first (then resolves early, never rejects). */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

const realWait: Wait = (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined);

export type OutboxRunnerOptions = {
  /** One pass over what is due (dispatchNotifications); returns the number of messages it worked. */
  dispatch(): Promise<number>;
  /** A pass that worked this many (a full batch) leaves a backlog: the other chains join in. */
  backlogAt: number;
  /** Passes at once while there is a backlog (the database's parallelism; PGlite: one). */
  chains: number;
  /** The first wait after a poll that found nothing (after a wake-up, or once work runs out). */
  minDelayMs: number;
  /** The longest wait between two polls while the outbox is empty. */
  idleDelayMs: number;
  wake: OutboxWake;
  /** The waits between polls (tests pass their own clock). */
  wait?: Wait;
  log(message: string): void;
};

export type OutboxRunner = {
  /** Stops polling and waits for the passes under way. */
  stop(): Promise<void>;
};

export function startOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const wait = options.wait ?? realWait;
  let stopped = false;
  let delay = options.minDelayMs;
  /** Set by a wake-up during a pass: the loop polls again rather than waiting. */
  let woken = false;
  let waiting: AbortController | undefined;
  const helpers = new Set<Promise<void>>();

  const pass = async (): Promise<number> => {
    try {
      return await options.dispatch();
    } catch (err) {
      options.log(`outbox runner: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  };

  /** A chain beside the first, while there is a backlog: it stops once a pass finds nothing. */
  async function helper() {
    while (!stopped && (await pass()) > 0) {}
  }

  function joinHelpers() {
    for (let i = helpers.size + 1; i < options.chains; i++) {
      const running: Promise<void> = helper().finally(() => helpers.delete(running));
      helpers.add(running);
    }
  }

  async function loop() {
    while (!stopped) {
      woken = false;
      const worked = await pass();
      if (stopped) break;
      if (worked > 0) {
        delay = options.minDelayMs;
        if (worked >= options.backlogAt) joinHelpers();
        continue;
      }
      if (woken) continue;
      waiting = new AbortController();
      await wait(delay, waiting.signal);
      waiting = undefined;
      delay = woken ? options.minDelayMs : Math.min(delay * 2, options.idleDelayMs);
    }
  }

  const unlisten = options.wake.listen(() => {
    woken = true;
    delay = options.minDelayMs;
    waiting?.abort();
  });
  const running = loop();
  return {
    async stop() {
      stopped = true;
      unlisten();
      waiting?.abort();
      await running;
      await Promise.all(helpers);
    },
  };
}
