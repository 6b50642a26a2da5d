// A catalogue import's refusal of a whole file (packages/contracts/src/catalogue-import-problems.ts FileRefusal:
// not CSV, too large, empty, no rows, a column missing or unknown, too many rows) in the page's language,
// naming the columns and the limit. The API sends the refusal's code in its error's details; the import panel
// also finds the first three itself before sending the file (the same csvTextRefusal).
import {
  type FileRefusal,
  fileRefusalOf,
  IMPORT_MAX_CHARS,
  megabytes,
} from '@arogya/contracts/catalogue-import-problems';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client.ts';

/** The refusal an import's error carries, or null for any other error. */
export function importRefusalOf(error: unknown): FileRefusal | null {
  if (!(error instanceof ApiError)) return null;
  // The request itself was over the API's body limit: the file is too large, whatever it holds.
  if (error.code === 'PAYLOAD_TOO_LARGE') return { code: 'too_large', limit: IMPORT_MAX_CHARS };
  return error.code === 'VALIDATION_ERROR' ? fileRefusalOf(error.details) : null;
}

export function importRefusalText(refusal: FileRefusal, i18n: I18n): string {
  switch (refusal.code) {
    case 'not_csv':
      return i18n._(
        msg`This file is not a CSV file. Save the sheet as CSV (comma-separated values) and choose it again.`,
      );
    case 'too_large': {
      const size = megabytes(refusal.limit);
      return i18n._(msg`The file is larger than ${size} MB. Split it into smaller files.`);
    }
    case 'empty':
      return i18n._(msg`The file is empty.`);
    case 'no_rows':
      return i18n._(msg`The file has its column names but no rows.`);
    case 'too_many_rows': {
      const limit = refusal.limit;
      return i18n._(msg`The file has more than ${limit} rows. Split it into files of at most ${limit} rows.`);
    }
    case 'missing_columns': {
      const names = refusal.columns.join(', ');
      return i18n._(
        msg`${plural(refusal.columns.length, {
          one: `The file has no ${names} column. Add it with that name in the first line.`,
          other: `The file has no ${names} columns. Add them with those names in the first line.`,
        })}`,
      );
    }
    case 'unknown_columns': {
      const names = refusal.columns.join(', ');
      return i18n._(
        msg`${plural(refusal.columns.length, {
          one: `The file has a column the import does not know: ${names}. Correct its name or remove it.`,
          other: `The file has columns the import does not know: ${names}. Correct their names or remove them.`,
        })}`,
      );
    }
  }
}
