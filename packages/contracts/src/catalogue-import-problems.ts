// What the catalogue imports (medicines, lab tests) say about a rejected row (docs/product-rules.md#catalogue-imports),
// and about a file refused as a whole (FileRefusal, at the end):
// the API writes each row's problems in these English words (apps/api/src/modules/admin/import-catalogue.ts),
// and the admin's import page reads them back into the page's language by the same words
// (apps/web/src/features/admin/import-problem-text.ts). One list for both sides, so a problem the API adds
// is one the page knows, and its test (import-problem-text.test.ts) fails until it has its Hindi.
// Zod-free: plain strings and the functions that put a value in them.

/** The problems that carry no value. */
export const ROW_PROBLEMS = {
  nameWithoutLetters: 'The name needs letters or digits',
  alreadyInCatalogue: 'Already in the catalogue',
  unknownSchedule: 'Schedule must be OTC, H, H1 or X',
  mrpNotRupees: 'MRP is not an amount in rupees',
  priceNotRupees: 'Price is not an amount in rupees',
  mrpNegative: 'MRP must not be negative',
  mrpZero: 'MRP must be above 0',
  priceNegative: 'Price must not be negative',
  priceZero: 'Price must be above 0',
  priceAboveMrp: 'Price is above the MRP',
  badStock: 'Stock must be a whole number, 0 or more',
  badPackSize: 'Pack size must be a whole number above 0',
  subcategoryElsewhere: 'The subcategory is not in that category',
  badLabCode: 'Code must be 2 to 20 letters, digits or -',
  badFastingHours: 'Fasting hours must be 0 to 16',
  badTurnaroundHours: 'Turnaround hours must be 1 to 720',
} as const;

/** What a lab test row may repeat of another (its code, or its name's slug). */
export type LabTestKey = 'code' | 'name';

/** The problems that name a value: a column, a line, what the sheet said. */
export const rowProblem = {
  missing: (column: string) => `Missing ${column}`,
  duplicateOfLine: (line: number) => `Duplicate of line ${line}`,
  duplicateKeyOfLine: (key: LabTestKey, line: number) => `Duplicate ${key} of line ${line}`,
  labTestExists: (key: LabTestKey) => `A test with this ${key} is already on the menu`,
  unknownBrand: (value: string) => `Unknown brand '${value}'`,
  unknownCategory: (value: string) => `Unknown category '${value}'`,
  unknownSubcategory: (value: string) => `Unknown subcategory '${value}'`,
  noSampleType: (known: readonly string[]) => `Give the sample type (${known.join(', ')})`,
  unknownSampleType: (values: readonly string[], known: readonly string[]) =>
    `Unknown sample type '${values.join("', '")}' (${known.join(', ')})`,
  /** A cell the contract refused (LabTestImportNames): its column, then the contract's own message. */
  inColumn: (column: string, message: string) => `${column}: ${message}`,
};

/** The most rows one file may hold, and its most characters (about 2 MB). */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_CHARS = 2_000_000;

/**
 * Why a whole file is refused before any of its rows is checked. The API's refusal (a 400,
 * VALIDATION_ERROR) carries the code in its `details` as `{ field: 'csv', message: code }`, and what the
 * refusal names beside it: `columns` (missing or unknown, comma-separated), `expected` (the columns the
 * import reads), `limit`. The admin's page says each in its own words (apps/web/src/features/admin/
 * import-refusal-text.ts).
 */
export type FileRefusal =
  | { code: 'not_csv' | 'empty' | 'no_rows' }
  | { code: 'too_large' | 'too_many_rows'; limit: number }
  | { code: 'missing_columns' | 'unknown_columns'; columns: readonly string[]; expected: readonly string[] };
export type FileRefusalCode = FileRefusal['code'];

export const FILE_REFUSAL_CODES = [
  'not_csv',
  'too_large',
  'empty',
  'no_rows',
  'missing_columns',
  'unknown_columns',
  'too_many_rows',
] as const satisfies readonly FileRefusalCode[];

type Detail = { field: string; message: string };

/** Characters no text file holds (controls other than tab and line ends), or bytes that were not text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/;

/** What is wrong with the file's text as a whole (not text, too long, empty), or null; the rows aside. */
export function csvTextRefusal(csv: string): FileRefusal | null {
  if (csv.length > IMPORT_MAX_CHARS) return { code: 'too_large', limit: IMPORT_MAX_CHARS };
  if (NOT_TEXT.test(csv)) return { code: 'not_csv' };
  if (csv.replace(/^\uFEFF/, '').trim() === '') return { code: 'empty' };
  return null;
}

/** The refusal as the API's error details. */
export function fileRefusalDetails(refusal: FileRefusal): Detail[] {
  const details: Detail[] = [{ field: 'csv', message: refusal.code }];
  if ('limit' in refusal) details.push({ field: 'limit', message: String(refusal.limit) });
  if ('columns' in refusal) {
    details.push({ field: 'columns', message: refusal.columns.join(', ') });
    details.push({ field: 'expected', message: refusal.expected.join(', ') });
  }
  return details;
}

/** The refusal read back from an error's details, or null when they hold none. */
export function fileRefusalOf(details: readonly Detail[]): FileRefusal | null {
  const value = (field: string) => details.find((d) => d.field === field)?.message ?? '';
  const list = (field: string) => value(field).split(', ').filter(Boolean);
  const code = value('csv') as FileRefusalCode;
  switch (code) {
    case 'not_csv':
    case 'empty':
    case 'no_rows':
      return { code };
    case 'too_large':
    case 'too_many_rows': {
      const limit = Number(value('limit'));
      return Number.isInteger(limit) && limit > 0 ? { code, limit } : null;
    }
    case 'missing_columns':
    case 'unknown_columns':
      return { code, columns: list('columns'), expected: list('expected') };
    default:
      return null;
  }
}

/** The limit of a file's size in whole megabytes, as people count them (2,000,000 characters: 2 MB). */
export const megabytes = (chars: number) => Math.round(chars / 1_000_000);

/** The refusal in English: the API's message. */
export function fileRefusalMessage(refusal: FileRefusal): string {
  switch (refusal.code) {
    case 'not_csv':
      return 'The file is not a CSV file: save the sheet as CSV (comma-separated values) and choose it again';
    case 'too_large':
      return `The file is larger than ${megabytes(refusal.limit)} MB: split it into smaller files`;
    case 'empty':
      return 'The file is empty';
    case 'no_rows':
      return 'The file has its column names but no rows';
    case 'too_many_rows':
      return `The file has more than ${refusal.limit} rows: split it into files of at most ${refusal.limit} rows`;
    case 'missing_columns':
      return `The file has no ${refusal.columns.join(', ')} column${refusal.columns.length > 1 ? 's' : ''}`;
    case 'unknown_columns':
      return `The file has a column the import does not know: ${refusal.columns.join(', ')}`;
  }
}
