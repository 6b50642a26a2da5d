// The outbox's runner loop in each API instance (docs/ARCHITECTURE.md#notifications): it asks the outbox for
// due messages often while it finds some and seldom while it is empty, and at once when this process has just
// written a message due now.
// - A full batch worked: a backlog is behind it; the next poll follows at once, and the other chains (as many
//   as the database runs statements at once) join in until each finds nothing.
// - Some work found, less than a batch: what was due is out; the next poll waits `minDelayMs` and takes what
//   the requests wrote meanwhile in one pass. Under load (a message or more per request) the runner so makes
//   a few passes a second, not one per request: each pass costs statements of its own (claim, recipients,
//   outcome), which a pass per request added to every booking and checkout (docs/bench.md#messaging).
// - Nothing found: the wait before the next poll doubles from `minDelayMs` up to `idleDelayMs` (a few
//   seconds): an idle instance asks every few seconds, not several times a second. A reminder, a retry or a
//   message written by another instance is due at its time and found within `idleDelayMs`.
// - `wake` (OutboxWake, called by notify.ts when it writes a message due now): an idle wait is cut short, and
//   the poll follows `minDelayMs` later, gathering what else is written meanwhile; a wait that is already
//   gathering is not cut short. The message's transaction may not have committed yet when the poll runs
//   (PostgreSQL; on PGlite a statement waits for the open transaction to end), so a poll that finds nothing
//   is followed by one after `minDelayMs`, then 2x, and so on: the message goes out at the first poll after
//   its commit.
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
  /** The wait that gathers messages for one pass (after a wake-up, or a pass that worked less than a batch),
   * and the first wait after a poll that found nothing. */
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

  /** Aborted by stop() only: a wait that gathers messages is not cut short by a wake-up. */
  const stopping = new AbortController();

  async function loop() {
    while (!stopped) {
      woken = false;
      const worked = await pass();
      if (stopped) break;
      if (worked >= options.backlogAt) {
        delay = options.minDelayMs;
        joinHelpers();
        continue;
      }
      if (worked > 0 || woken) {
        delay = options.minDelayMs;
        await wait(options.minDelayMs, stopping.signal);
        continue;
      }
      waiting = new AbortController();
      await wait(delay, waiting.signal);
      waiting = undefined;
      if (woken && !stopped) {
        delay = options.minDelayMs;
        await wait(options.minDelayMs, stopping.signal);
        continue;
      }
      delay = Math.min(delay * 2, options.idleDelayMs);
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
      stopping.abort();
      await running;
      await Promise.all(helpers);
    },
  };
}
