// The opaque cursor of a keyset page: the last row's order key (timestamp to the microsecond, and id),
// base64url-encoded. A cursor that does not decode is a 400, never a 500.
import { AppError } from '../../lib/app-error.ts';
import type { Keyset } from './admin.repository.ts';

/** A timestamptz as PostgreSQL prints it: '2026-11-24 21:56:16.123456+00'. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[A-Za-z0-9_-]{1,64}$/.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw AppError.invalid('The page cursor is not valid', [{ field: 'cursor', message: 'Invalid cursor' }]);
}

/** Asks for one row more than the page, so the last page is known without counting. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { page, nextCursor: more && last ? encodeCursor(keyOf(last)) : null };
}
