// The main thread's side of the PGlite worker: the small part of PGlite's interface that drizzle's pglite
// driver uses (query with a row mode, transaction), carried over messages to worker.ts.
import { Worker } from 'node:worker_threads';
import { currentSignal, StatementCancelledError } from '../cancellation.ts';
import {
  CANCEL_SLOTS,
  RAW_TEXT_TYPE_OIDS,
  type RowMode,
  type SerializedError,
  type WorkerCommand,
  type WorkerData,
  type WorkerReply,
  type WorkerRequest,
} from './protocol.ts';

type QueryOptions = { rowMode?: RowMode; parsers?: Record<string | number, unknown> };
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

export type RemoteQueryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
};

export type RemotePglite = RemoteQueryable & {
  /** Several statements in one string, without parameters (the simple query protocol), outside any
   * transaction the app holds open: one result per statement. Never dropped for a request that went away:
   * it may install a schema or take and give back a lock. */
  exec(sql: string): Promise<QueryResult[]>;
  transaction<T>(fn: (tx: RemoteQueryable) => Promise<T>): Promise<T>;
  /** Lets statements already under way finish (and those their requests issue next), then closes the
   * database; calls made after that are refused. */
  close(): Promise<void>;
  /** PGlite's dump of its data folder, an uncompressed tar that `loadDataDir` takes back (ops/write-backup.ts). */
  dumpDataDir(): Promise<Uint8Array>;
  /** Stops the thread at once, without closing the database: what a crash of the engine looks like. */
  terminate(): Promise<void>;
  /** Called once if the worker dies: the database is gone and every later call fails. */
  onFailure(listener: (err: Error) => void): void;
  /** For /metrics (lib/app-metrics.ts): statements sent and not yet answered (the one running included),
   * and the statements answered so far with their time from being sent to being answered. */
  stats(): { pending: number; answered: number; answeredSeconds: number };
};

/** A PostgreSQL error from the worker, with its fields (code, constraint, detail...) back on it. */
export class PgliteError extends Error {
  [field: string]: unknown;
  constructor(serialized: SerializedError) {
    super(serialized.message);
    Object.assign(this, serialized.fields);
    this.name = serialized.name;
  }
}

const DRAIN_MS = 5000;

const RAW_TEXT = new Set<string>(RAW_TEXT_TYPE_OIDS.map(String));
const checkedParsers = new WeakSet<object>();

/** The worker keeps timestamps, dates and intervals as text for every query; other parsers cannot cross. */
function assertSupportedParsers(parsers: object | undefined) {
  if (!parsers || checkedParsers.has(parsers)) return;
  for (const key of Object.keys(parsers)) {
    if (!RAW_TEXT.has(key)) throw new Error(`PGlite worker: no parser for type ${key} crosses threads`);
  }
  checkedParsers.add(parsers);
}

/** The worker thread: built, dist/pglite-worker.js beside dist/server.js; from source (tests, dev) the
 * TypeScript worker, loaded through tsx's loader registered inside the new thread. */
function createWorker(workerData: WorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const source = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export type PgliteOptions = Pick<WorkerData, 'maxStatements'> & {
  /** A statement serving a request and not answered within this time fails with PostgreSQL's code 57014
   * (0: never). PGlite cannot
   * interrupt a statement it has started (its engine runs it to the end on its thread), so the worker then
   * finishes it and its answer is dropped; a statement still queued in the worker is dropped unrun. */
  statementTimeoutMs?: number;
};

export async function startPgliteWorker(
  dataDir: string | undefined,
  { statementTimeoutMs = 0, ...options }: PgliteOptions = {},
): Promise<RemotePglite> {
  const cancelFlags = new SharedArrayBuffer(CANCEL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const flags = new Int32Array(cancelFlags);
  const worker = createWorker({ dataDir, cancelFlags, ...options });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let answered = 0;
  let answeredSeconds = 0;
  const timed = <T>(work: Promise<T>): Promise<T> => {
    const sent = performance.now();
    const done = () => {
      answered += 1;
      answeredSeconds += (performance.now() - sent) / 1000;
    };
    work.then(done, done);
    return work;
  };
  let failure: Error | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  const failureListeners: ((err: Error) => void)[] = [];

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('type' in reply) {
        if (reply.type === 'ready') resolve();
        else reject(new PgliteError(reply.error));
        return;
      }
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(new PgliteError(reply.error));
    });
    const fail = (err: Error) => {
      if (closed || failure) return;
      failure = err;
      reject(err);
      for (const call of pending.values()) call.reject(err);
      pending.clear();
      for (const listener of failureListeners) listener(err);
    };
    worker.on('error', (err) => fail(new Error(`PGlite worker failed: ${err.message}`, { cause: err })));
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited with code ${code}`)));
  });
  await ready;

  function call<T>(command: WorkerCommand): Promise<T> {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('PGlite is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...command, id } satisfies WorkerRequest);
    });
  }

  /** A statement that stops being waited for when its request goes away or the statement timeout passes:
   * the worker is told through shared memory and drops it if it has not started (docs/ARCHITECTURE.md#overload-and-shutdown). */
  function statement<T>(command: WorkerCommand): Promise<T> {
    const signal = currentSignal();
    // Migrations, seeds and background work serve no request: they run to the end, however long.
    if (!signal) return call<T>(command);
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('PGlite is closed'));
    if (signal.aborted) return Promise.reject(new StatementCancelledError('abandoned'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const cleanup = () => {
        if (timer) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      };
      const giveUp = (reason: 'abandoned' | 'timeout') => {
        if (!pending.delete(id)) return;
        Atomics.store(flags, id & (CANCEL_SLOTS - 1), id | 0);
        cleanup();
        reject(new StatementCancelledError(reason));
      };
      const onAbort = () => giveUp('abandoned');
      pending.set(id, {
        resolve: (value) => {
          cleanup();
          resolve(value as T);
        },
        reject: (err) => {
          cleanup();
          reject(err);
        },
      });
      if (statementTimeoutMs > 0) timer = setTimeout(giveUp, statementTimeoutMs, 'timeout');
      signal.addEventListener('abort', onAbort, { once: true });
      worker.postMessage({ ...command, id } satisfies WorkerRequest);
    });
  }

  const queryIn =
    (tx: number | undefined) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> => {
      try {
        assertSupportedParsers(options.parsers);
      } catch (err) {
        return Promise.reject(err);
      }
      return timed(
        statement<QueryResult>({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
      );
    };

  return {
    query: queryIn(undefined),
    exec: (sql) => call<QueryResult[]>({ type: 'exec', sql }),
    async transaction<T>(fn: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ type: 'begin' });
      let result: T;
      try {
        result = await fn({ query: queryIn(tx) });
      } catch (err) {
        await call({ type: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    close() {
      if (failure) return Promise.resolve();
      closing ??= (async () => {
        // A request under way at shutdown may run several statements one after another: the database stays
        // open until no statement has been pending for a whole turn of the event loop (at most DRAIN_MS).
        const deadline = performance.now() + DRAIN_MS;
        while (performance.now() < deadline) {
          if (pending.size === 0) {
            await new Promise((r) => setImmediate(r));
            if (pending.size === 0) break;
          } else await new Promise((r) => setTimeout(r, 5));
        }
        const done = call({ type: 'close' });
        closed = true;
        await done;
        await worker.terminate();
      })();
      return closing;
    },
    dumpDataDir: () => call<Uint8Array>({ type: 'dump' }),
    async terminate() {
      await worker.terminate();
    },
    onFailure(listener) {
      failureListeners.push(listener);
    },
    stats: () => ({ pending: pending.size, answered, answeredSeconds }),
  };
}
