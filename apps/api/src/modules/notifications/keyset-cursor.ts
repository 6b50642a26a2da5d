// The opaque cursor of a keyset page (the inbox, the message log): the last row's order key, a timestamp as
// PostgreSQL prints it (to the microsecond) and its id, base64url-encoded. One that does not decode is a 400.
import { AppError } from '../../lib/app-error.ts';
import type { Keyset } from './notifications.repository.ts';

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
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw AppError.invalid('The page cursor is not valid', [{ field: 'cursor', message: 'Invalid cursor' }]);
}

/** Asks for one row more than the page, so the last page is known without counting. */
export function pageOf<T extends { key: string; id: number }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { page, nextCursor: more && last ? encodeCursor({ at: last.key, id: last.id }) : null };
}
