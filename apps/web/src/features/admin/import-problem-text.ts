// A catalogue import's row problems in the page's language (docs/product-rules.md#catalogue-imports). The API
// writes them in the English of packages/contracts/src/catalogue-import-problems.ts; an English page shows
// them as written, a Hindi page the Hindi here, matched by the exact words or, where a problem carries a value
// (a column, a line, what the sheet said), by pattern with the value given back. A cell the contract refused
// ('name_hi: Write the Hindi name in Devanagari') keeps its column's name and takes the contract message's
// Hindi from validation-messages.ts. import-problem-text.test.ts builds every problem the contract can write.
//
// The import panel loads this module when a report has rejected rows (it brings the 'validation' catalog).
import { ROW_PROBLEMS } from '@arogya/contracts/catalogue-import-problems';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localizeValidationMessage, validationMessagesReady } from '../../lib/validation-messages.ts';

const EXACT: Record<string, MessageDescriptor> = {
  [ROW_PROBLEMS.nameWithoutLetters]: msg`The name needs letters or digits`,
  [ROW_PROBLEMS.alreadyInCatalogue]: msg`Already in the catalogue`,
  [ROW_PROBLEMS.unknownSchedule]: msg`Schedule must be OTC, H, H1 or X`,
  [ROW_PROBLEMS.mrpNotRupees]: msg`MRP is not an amount in rupees`,
  [ROW_PROBLEMS.priceNotRupees]: msg`Price is not an amount in rupees`,
  [ROW_PROBLEMS.mrpNegative]: msg`MRP must not be negative`,
  [ROW_PROBLEMS.mrpZero]: msg`MRP must be above 0`,
  [ROW_PROBLEMS.priceNegative]: msg`Price must not be negative`,
  [ROW_PROBLEMS.priceZero]: msg`Price must be above 0`,
  [ROW_PROBLEMS.priceAboveMrp]: msg`Price is above the MRP`,
  [ROW_PROBLEMS.badStock]: msg`Stock must be a whole number, 0 or more`,
  [ROW_PROBLEMS.badPackSize]: msg`Pack size must be a whole number above 0`,
  [ROW_PROBLEMS.subcategoryElsewhere]: msg`The subcategory is not in that category`,
  [ROW_PROBLEMS.badLabCode]: msg`Code must be 2 to 20 letters, digits or -`,
  [ROW_PROBLEMS.badFastingHours]: msg`Fasting hours must be 0 to 16`,
  [ROW_PROBLEMS.badTurnaroundHours]: msg`Turnaround hours must be 1 to 720`,
};

/** The problems with a value (catalogue-import-problems.ts `rowProblem`), by pattern. Column names and what
 * the sheet said stay as written: they are the file's own words. */
const PATTERNS: readonly [RegExp, (...values: string[]) => MessageDescriptor][] = [
  [/^Missing (\S+)$/, (column) => msg`Missing ${column}`],
  [/^Duplicate of line (\d+)$/, (line) => msg`Duplicate of line ${line}`],
  [/^Duplicate code of line (\d+)$/, (line) => msg`Duplicate code of line ${line}`],
  [/^Duplicate name of line (\d+)$/, (line) => msg`Duplicate name of line ${line}`],
  [/^A test with this code is already on the menu$/, () => msg`A test with this code is already on the menu`],
  [/^A test with this name is already on the menu$/, () => msg`A test with this name is already on the menu`],
  // The value goes in with its quotes: a quote in the message itself would start an ICU escape.
  [/^Unknown brand ('.*')$/, (quoted) => msg`Unknown brand ${quoted}`],
  [/^Unknown category ('.*')$/, (quoted) => msg`Unknown category ${quoted}`],
  [/^Unknown subcategory ('.*')$/, (quoted) => msg`Unknown subcategory ${quoted}`],
  [/^Give the sample type \((.*)\)$/, (known) => msg`Give the sample type (${known})`],
  [/^Unknown sample type ('.*') \((.*)\)$/, (quoted, known) => msg`Unknown sample type ${quoted} (${known})`],
];

/** 'name_hi: <the contract's message>' (rowProblem.inColumn). */
const IN_COLUMN = /^([a-z_]+): (.+)$/;

/** A row problem in the language of `i18n`: as written on an English page. */
export function importProblemText(problem: string, i18n: I18n): string {
  if (i18n.locale === 'en') return problem;
  const exact = EXACT[problem];
  if (exact) return i18n._(exact);
  for (const [pattern, build] of PATTERNS) {
    const found = pattern.exec(problem);
    if (found) return i18n._(build(...found.slice(1)));
  }
  const cell = IN_COLUMN.exec(problem);
  if (cell) return `${cell[1]}: ${localizeValidationMessage(cell[2] ?? '', i18n)}`;
  return localizeValidationMessage(problem, i18n);
}

/** Resolves once the contracts' messages have their Hindi (for a cell's problem). */
export const importProblemsReady = validationMessagesReady;
