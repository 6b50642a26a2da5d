// The thread that owns PGlite. The database engine is WebAssembly that runs each statement to completion
// on the thread that calls it; hosted here, a slow statement no longer stalls every other request, health
// check and call-signalling socket on the main thread, and the two cores share the work.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
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
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (msg: WorkerRequest) => {
    handle(msg).then(
      (result) => send({ id: msg.id, ok: true, result }),
      (err) => send({ id: msg.id, ok: false, error: serializeError(err) }),
    );
  });
  send({ type: 'ready' });
}

void main();
