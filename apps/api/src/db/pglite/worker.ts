// The thread that owns PGlite. The database engine is WebAssembly that runs each statement to completion
// on the thread that calls it; hosted here, a slow statement no longer stalls every other request, health
// check and call-signalling socket on the main thread, and the two cores share the work.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './prepared-statements.ts';
import {
  CANCEL_SLOTS,
  RAW_TEXT_TYPE_OIDS,
  serializeError,
  type WorkerData,
  type WorkerReply,
  type WorkerRequest,
} from './protocol.ts';

if (!parentPort) throw new Error('pglite worker must run in a worker thread');
const port = parentPort;

const keepText = (value: string) => value;
// Set once for the whole database: a per-query `parsers` option costs PGlite a copy of its parser table
// for every statement (a quarter of the time of a short query).
const parsers = Object.fromEntries(RAW_TEXT_TYPE_OIDS.map((oid) => [oid, keepText]));

type OpenTransaction = { finish: (commit: boolean) => void; done: Promise<void> };

const send = (reply: WorkerReply) => port.postMessage(reply);

async function main() {
  const { dataDir, maxStatements, cancelFlags } = workerData as WorkerData;
  const flags = cancelFlags ? new Int32Array(cancelFlags) : undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, parsers });
  } catch (err) {
    send({ type: 'init-failed', error: serializeError(err) });
    return;
  }
  const statements = new PreparedStatements(pg, { max: maxStatements });
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;

  /** Opens a PGlite transaction held until 'end' says commit or roll back; statements tagged with its id run in it. */
  async function begin(): Promise<number> {
    const id = nextTx++;
    let finish: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((r) => {
      finish = r;
    });
    let opened: () => void = () => {};
    const open = new Promise<void>((r) => {
      opened = r;
    });
    const done = pg.transaction(async (tx) => {
      opened();
      if (!(await decided)) await tx.rollback();
    });
    // A BEGIN that fails never reaches the callback: `done` settles first and its error is the answer.
    const endedUnopened = done.then(() =>
      Promise.reject(new Error('the transaction ended before it opened')),
    );
    endedUnopened.catch(() => {});
    await Promise.race([open, endedUnopened]);
    transactions.set(id, { finish, done });
    return id;
  }

  /** Several statements in one string, as PostgreSQL's simple query protocol runs them (no parameters),
   * outside any open transaction (it waits for one to end, as a statement outside a transaction does).
   * A string that opened a transaction and failed inside it is rolled back before the lock is let go,
   * so no other statement runs in its aborted transaction. */
  function exec(sql: string) {
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          const { messages } = await pg.execProtocol(protocol.serialize.query(sql));
          return parse
            .parseResults(messages, pg.parsers, { rowMode: 'object' })
            .map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
        } catch (err) {
          if (pg.isInTransaction()) {
            await pg.execProtocol(protocol.serialize.query('ROLLBACK')).catch(() => {});
          }
          throw err;
        }
      }),
    );
  }

  async function handle(msg: WorkerRequest): Promise<unknown> {
    switch (msg.type) {
      case 'query': {
        const inTransaction = msg.tx !== undefined;
        if (inTransaction && !transactions.has(msg.tx as number)) {
          throw new Error(`transaction ${msg.tx} is not open`);
        }
        const cancelled = flags
          ? () => Atomics.load(flags, msg.id & (CANCEL_SLOTS - 1)) === (msg.id | 0)
          : undefined;
        return statements.query(msg.sql, msg.params, { rowMode: msg.rowMode, inTransaction, cancelled });
      }
      case 'exec':
        return exec(msg.sql);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(msg.tx);
        if (!open) throw new Error(`transaction ${msg.tx} is not open`);
        open.finish(msg.commit);
        try {
          await open.done;
        } finally {
          transactions.delete(msg.tx);
        }
        return null;
      }
      case 'dump': {
        // Taken between two statements (PGlite runs it under the lock its queries take), so it holds every
        // committed transaction and none half written: restored, PostgreSQL's recovery rolls back what was
        // still open. Uncompressed, so the database thread is busy as briefly as can be (0.7 s for the
        // seeded 66 MB folder); the main thread compresses it.
        const tar = await pg.dumpDataDir('none');
        return new Uint8Array(await tar.arrayBuffer());
      }
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (msg: WorkerRequest) => {
    handle(msg).then(
      (result) =>
        // A dump's bytes are handed over, not copied.
        result instanceof Uint8Array
          ? port.postMessage({ id: msg.id, ok: true, result } satisfies WorkerReply, [
              result.buffer as ArrayBuffer,
            ])
          : send({ id: msg.id, ok: true, result }),
      (err) => send({ id: msg.id, ok: false, error: serializeError(err) }),
    );
  });
  send({ type: 'ready' });
}

void main();
