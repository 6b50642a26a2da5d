// What a check says when its schema gives no message of its own: plain words for a person ('Enter at least 3
// characters', 'At most 120 characters', 'Fill this in') instead of zod's default English ('Too small: expected
// string to have >=3 characters'), which the forms would show and the API would send in a refusal's details.
//
// Why one error map here rather than a message on every field: the contracts hold hundreds of bounds, and a
// field added without a message would slip back to zod's words unseen; zod 4's global `customError` (consulted
// only when neither the check nor its schema wrote a message) covers every field, present and future, for the
// API (fastify-type-provider-zod parses with the same zod) and the web app's forms alike. A field's own message
// ('Designation must be at least 3 characters') still wins. Every contract module that uses zod imports this
// file first (plain-messages.test.ts checks that, and that no zod default is left among what the schemas say);
// apps/web/src/lib/validation-messages.ts gives each of these messages its Hindi.
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

// Built on first use: this module loads with every form's code, and a page's first Intl formatter loads the
// browser's locale data (apps/web/src/lib/lazy-intl.ts says what that costs a phone).
let grouping: Intl.NumberFormat | undefined;
const GROUPING = () => {
  grouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });
  return grouping;
};

/**
 * A bound as a person reads it: 10,000 and 20,00,000 grouped the Indian way, a date as YYYY-MM-DD. A number
 * of four digits or fewer stays whole, so a year reads 1950, never 1,950.
 */
function amount(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') {
    return Math.abs(Number(value)) < 10_000 ? String(value) : GROUPING().format(value);
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const COUNTED = new Set(['array', 'set', 'map']);
const NUMERIC = new Set(['number', 'int', 'bigint']);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const n = amount(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return `Enter exactly ${n} characters`;
    return Number(issue.minimum) <= 1 ? 'Fill this in' : `Enter at least ${n} characters`;
  }
  if (COUNTED.has(issue.origin)) {
    if (issue.exact) return `Choose exactly ${n}`;
    return Number(issue.minimum) <= 1 ? 'Choose at least one' : `Choose at least ${n}`;
  }
  if (issue.origin === 'date') return 'Choose a later date';
  if (issue.origin === 'file') return 'The file is empty';
  // z.int()'s own bound, the largest whole number JavaScript holds exactly: no bound a person was told.
  if (Math.abs(Number(issue.minimum)) >= Number.MAX_SAFE_INTEGER) return 'The number is too small';
  return issue.inclusive === false ? `More than ${n}` : `At least ${n}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const n = amount(issue.maximum);
  if (issue.origin === 'string')
    return issue.exact ? `Enter exactly ${n} characters` : `At most ${n} characters`;
  if (COUNTED.has(issue.origin)) return issue.exact ? `Choose exactly ${n}` : `Choose at most ${n}`;
  if (issue.origin === 'date') return 'Choose an earlier date';
  if (issue.origin === 'file') return 'The file is too big';
  if (Math.abs(Number(issue.maximum)) >= Number.MAX_SAFE_INTEGER) return 'The number is too big';
  return issue.inclusive === false ? `Less than ${n}` : `At most ${n}`;
}

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'Fill this in';
  if (NUMERIC.has(issue.expected)) {
    return issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input)
      ? 'Enter a whole number'
      : 'Enter a number';
  }
  switch (issue.expected) {
    case 'string':
      return 'Enter text';
    case 'boolean':
      return 'Choose yes or no';
    case 'date':
      return 'Enter a date';
    case 'array':
    case 'set':
    case 'tuple':
      return 'Give a list';
    case 'object':
    case 'record':
    case 'map':
      return 'Fill in the details';
    case 'never':
      return 'Not expected here';
    default:
      return 'Please check this';
  }
}

const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
  'nanoid',
]);

function badFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'email') return 'Enter a valid e-mail address';
  if (issue.format === 'url') return 'Enter a valid web address';
  if (issue.format === 'date') return 'Use the format YYYY-MM-DD';
  if (issue.format === 'time') return 'Use the format HH:MM';
  if (issue.format === 'datetime') return 'Use an ISO date-time, e.g. 2026-11-25T10:00:00+05:30';
  if (ID_FORMATS.has(issue.format)) return 'This id is not valid';
  return 'Not in the right format';
}

/** The plain message of an issue whose check and schema gave none; never undefined, so zod's words never show. */
export function plainMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'invalid_value':
      return issue.values.length === 1 && issue.values[0] === true
        ? 'Please confirm this'
        : 'Choose one of the options given';
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Enter a whole number'
        : `Must be a multiple of ${amount(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Unknown fields' : 'Unknown field'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      // A discriminated union told a kind it does not have ('type' of a message, 'action' of a decision).
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length > 0
        ? 'Choose one of the options given'
        : 'Please check this';
    default:
      // A refinement without a message, a key or an element of a record, a map or a set.
      return 'Please check this';
  }
}

z.config({ customError: plainMessage });
