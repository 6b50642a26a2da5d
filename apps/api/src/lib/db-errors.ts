// Reads the PostgreSQL error behind a failed query, the same way on PGlite and node-postgres: drizzle wraps
// driver errors in DrizzleQueryError with the original as `cause`.
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_DEADLOCK_DETECTED = '40P01';
/** A NUL byte in text ("invalid byte sequence for encoding"), and a NUL in a JSON string (jsonb). */
export const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const PG_UNTRANSLATABLE_CHARACTER = '22P05';

export type PgErrorInfo = { code: string; constraint: string | undefined; message: string };

export function pgErrorOf(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const message = typeof e.message === 'string' ? e.message : '';
      const constraint =
        typeof e.constraint === 'string' ? e.constraint : /constraint "([^"]+)"/.exec(message)?.[1];
      return { code: e.code, constraint, message };
    }
    current = e.cause;
  }
  return undefined;
}

/** The name of the constraint a query broke, when it broke one with this SQLSTATE. */
export function violatedConstraint(err: unknown, code: string): string | undefined {
  const info = pgErrorOf(err);
  return info?.code === code ? (info.constraint ?? '') : undefined;
}

/** True when the database refused a text value as such (a NUL in it): the input's fault, a 400. */
export function isRefusedText(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === PG_CHARACTER_NOT_IN_REPERTOIRE || code === PG_UNTRANSLATABLE_CHARACTER;
}

/** Node's socket errors that mean the database cannot be reached or dropped the connection. */
const CONNECTION_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool's messages for a connection that ended or could not be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/**
 * True when a query failed because the database is not reachable now, not because of the query: SQLSTATE
 * class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed, or cannot take
 * connections yet), a refused or reset socket, or node-postgres's "Connection terminated". The request is
 * answered 503 with Retry-After (lib/error-handler.ts); the pool replaces the dead connections by itself.
 */
export function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(e.code) || /^57P0[123]$/.test(e.code)) return true;
      if (CONNECTION_SOCKET_CODES.has(e.code)) return true;
    }
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    // Node reports a refused connection to a name with several addresses as an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner))) return true;
    current = e.cause;
  }
  return false;
}
