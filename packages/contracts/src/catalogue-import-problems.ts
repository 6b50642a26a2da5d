// What the catalogue imports (medicines, lab tests) say about a rejected row (docs/product-rules.md#catalogue-imports):
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
