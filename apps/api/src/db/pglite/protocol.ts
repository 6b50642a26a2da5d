// Messages between the API's main thread and the thread that hosts PGlite (see worker.ts, remote-client.ts).

export type RowMode = 'array' | 'object';

export type WorkerCommand =
  | { type: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  /** Several statements in one string, no parameters (PostgreSQL's simple query protocol): one result per
   * statement. Used by the job runner (pg-boss installs its schema and takes its locks this way). */
  | { type: 'exec'; sql: string }
  | { type: 'begin' }
  | { type: 'end'; tx: number; commit: boolean }
  /** PGlite's own copy of its data folder (`dumpDataDir`), as an uncompressed tar; for backups (ops/write-backup.ts). */
  | { type: 'dump' }
  | { type: 'close' };

export type WorkerRequest = WorkerCommand & { id: number };

/** A PostgreSQL error as plain data: structured cloning drops an Error's own fields (code, constraint...). */
export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { type: 'ready' }
  | { type: 'init-failed'; error: SerializedError };

export type WorkerData = {
  dataDir: string | undefined;
  /** Statements the main thread gave up on (their request went away, or the statement timeout passed):
   * slot `id & (CANCEL_SLOTS - 1)` holds the id. Shared memory, so the worker sees it between two statements
   * without waiting for its message queue. */
  cancelFlags?: SharedArrayBuffer;
  /** Prepared statements kept at most (least recently used closed first); tests set it low. */
  maxStatements?: number;
};

export const CANCEL_SLOTS = 4096;

/** OIDs whose text form is returned as is (timestamps, dates, intervals and their arrays), as drizzle asks. */
export const RAW_TEXT_TYPE_OIDS = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}
