// The PostgreSQL connection pool (docs/ARCHITECTURE.md#overload-and-shutdown): every connection has a
// statement timeout; a statement whose request went away is cancelled on the server (pg_cancel_backend on
// the connection's backend) and one not yet sent is not sent; closing waits for the statements and
// transactions under way before the pool ends.
import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { currentSignal, StatementCancelledError } from './cancellation.ts';

export type PostgresPoolOptions = {
  url: string;
  /** Connections at most. */
  max: number;
  /** PostgreSQL's statement_timeout on every pooled connection (0: none). */
  statementTimeoutMs: number;
};

export type PostgresPool = {
  pool: pg.Pool;
  close(): Promise<void>;
  /** For /metrics (lib/app-metrics.ts): connections handed out so far and the time spent waiting for them. */
  checkouts(): { count: number; waitSeconds: number };
};

const DRAIN_MS = 5000;
/** A connection not made (or, the pool being full, not free) within this long fails its request with a 503
 * (lib/db-errors.ts), rather than the request waiting without end for a server that does not answer. */
const CONNECT_TIMEOUT_MS = 10_000;

/** A connection's 'error' needs no handling beyond being heard: the query it broke fails with it, and pg-pool
 * drops a connection that is no longer queryable. */
export function ignoreConnectionError(): void {}

// Transaction control is never refused or cancelled: drizzle sends BEGIN before the block that releases the
// connection, and a failed ROLLBACK would hand the next request a connection inside an aborted transaction.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

type QueryArgs = unknown[];
type Callback = (err: Error | null, result?: unknown) => void;

export function createPostgresPool({ url, max, statementTimeoutMs }: PostgresPoolOptions): PostgresPool {
  // One connection outside the pool sends the cancel requests, so a full pool cannot hold them up.
  let control: Promise<pg.Client> | undefined;
  const openControl = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => {
      control = undefined;
    });
    await client.connect();
    return client;
  };
  // Cancel requests take turns on that connection: many requests abandoned at once (a load that stops)
  // sent their cancels together, a query on a client still running one, which pg deprecates (pg@9 refuses).
  let cancels: Promise<void> = Promise.resolve();
  const cancelBackend = (pid: number | undefined): Promise<void> => {
    if (!pid) return Promise.resolve();
    cancels = cancels.then(async () => {
      try {
        control ??= openControl();
        await (await control).query('select pg_cancel_backend($1)', [pid]);
      } catch {
        control = undefined;
      }
    });
    return cancels;
  };

  const query = pg.Client.prototype.query as (this: pg.Client, ...args: QueryArgs) => unknown;
  // Every connection listens for its own 'error' from the moment it exists. pg-pool listens only while a
  // connection is idle; one checked out by a request when the server ends it (a stop sends 57P01 to every
  // backend, between two statements of a request too) emitted 'error' with no listener, which ended the
  // process. The statement under way fails with the error (a 503, lib/error-handler.ts), and the connection,
  // no longer queryable, is dropped when released; the pool opens new ones once the server is back.
  class RequestClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', ignoreConnectionError);
    }
  }
  // Replaces query() of the pool's connections: runs as before, unless the statement serves a request that
  // has gone away (not sent), or goes away while it runs (cancelled; the connection returns to the pool only
  // once the cancel request has been made, so it cannot fall on the next statement).
  (RequestClient.prototype as unknown as { query: (...args: QueryArgs) => unknown }).query = function (
    this: pg.Client & { processID?: number },
    ...args: QueryArgs
  ) {
    const first = args[0] as { submit?: unknown; text?: unknown } | string | undefined;
    const signal = currentSignal();
    const text = typeof first === 'string' ? first : first?.text;
    if (
      !signal ||
      (typeof first === 'object' && typeof first?.submit === 'function') ||
      (typeof text === 'string' && TRANSACTION_CONTROL.test(text))
    ) {
      return query.apply(this, args);
    }
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    const run = async () => {
      if (signal.aborted) throw new StatementCancelledError('abandoned');
      let cancelling: Promise<void> | undefined;
      const onAbort = () => {
        cancelling = cancelBackend(this.processID);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        return await (query.apply(this, args) as Promise<unknown>);
      } finally {
        signal.removeEventListener('abort', onAbort);
        if (cancelling) await cancelling;
      }
    };
    const result = run();
    if (!callback) return result;
    result.then(
      (value) => callback(null, value),
      (err: Error) => callback(err),
    );
    return undefined;
  };

  let checkouts = 0;
  let checkoutWaitSeconds = 0;
  const checkedOut = (asked: number) => {
    checkouts += 1;
    checkoutWaitSeconds += (performance.now() - asked) / 1000;
  };
  class RequestPool extends pg.Pool {
    // pg-pool answers a waiting connect() from whichever request released a connection: bound here, the
    // callback runs for the request that asked, so its statements see that request's signal.
    override connect(...args: unknown[]): never {
      const [callback] = args;
      const connect = pg.Pool.prototype.connect as (this: pg.Pool, ...a: unknown[]) => never;
      const asked = performance.now();
      if (typeof callback !== 'function') {
        const connected = connect.call(this) as unknown as Promise<unknown>;
        return connected.then((client) => {
          checkedOut(asked);
          return client;
        }) as never;
      }
      const bound = AsyncResource.bind(callback as Callback);
      return connect.call(this, (err: Error | null, ...rest: unknown[]) => {
        if (!err) checkedOut(asked);
        (bound as (...a: unknown[]) => void)(err, ...rest);
      });
    }
  }

  const pool = new RequestPool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: RequestClient,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A connection that dies while idle (the server restarted, an administrator ended it) is dropped by the
  // pool; without a listener the error would end the process.
  pool.on('error', ignoreConnectionError);

  let closing: Promise<void> | undefined;
  return {
    pool,
    checkouts: () => ({ count: checkouts, waitSeconds: checkoutWaitSeconds }),
    close() {
      closing ??= (async () => {
        // Requests under way at shutdown may run several statements one after another: the pool ends once no
        // connection has been checked out, and nobody has waited for one, for a whole turn of the event loop
        // (at most DRAIN_MS).
        const busy = () => pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
        const deadline = performance.now() + DRAIN_MS;
        while (performance.now() < deadline) {
          if (!busy()) {
            await new Promise((r) => setImmediate(r));
            if (!busy()) break;
          } else await new Promise((r) => setTimeout(r, 5));
        }
        await pool.end();
        if (control) await (await control.catch(() => undefined))?.end();
      })();
      return closing;
    },
  };
}
