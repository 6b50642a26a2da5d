// For tests: every message the contracts' schemas can give a person. Each schema a module exports is walked
// down to its leaves (fields, list items, the inner schema of an optional or a pipe), and each part is parsed
// alone with inputs that break it: missing, the wrong type, and one past each of its bounds and formats
// (read from the schema's own checks). plain-messages.test.ts and apps/web/src/lib/validation-messages.test.ts
// read what comes out: no zod default among it, and every message with its Hindi.
import { z } from 'zod';

export type ProbedMessage = { message: string; code: string; where: string; issue: z.core.$ZodIssue };

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: CheckDef } }[] };
type CheckDef = Record<string, unknown> & { check: string };

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** The schemas inside this one, each with the name of where it sits. */
function children(schema: z.core.$ZodType): [string, z.core.$ZodType][] {
  const def = defOf(schema);
  const one = (key: string, name = key): [string, z.core.$ZodType][] =>
    def[key] ? [[name, def[key] as z.core.$ZodType]] : [];
  switch (def.type) {
    case 'object':
      // Not its catchall: a strict object's is z.never(), which a key it does not know never reaches (that
      // key is refused as unknown first).
      return Object.entries(def.shape as Record<string, z.core.$ZodType>);
    case 'array':
      return one('element', '[]');
    case 'set':
      return one('valueType', '[]');
    case 'union':
      return (def.options as z.core.$ZodType[]).map((o, i) => [`|${i}`, o]);
    case 'intersection':
      return [...one('left', '&0'), ...one('right', '&1')];
    case 'tuple':
      return [
        ...(def.items as z.core.$ZodType[]).map((o, i): [string, z.core.$ZodType] => [`[${i}]`, o]),
        ...one('rest', '[…]'),
      ];
    case 'record':
    case 'map':
      return [...one('keyType', '[key]'), ...one('valueType', '[value]')];
    case 'pipe':
      return [...one('in', '>in'), ...one('out', '>out')];
    case 'lazy':
      return [['>lazy', (def.getter as () => z.core.$ZodType)()]];
    default:
      return one('innerType', '');
  }
}

const long = (n: number) => 'x'.repeat(Math.max(0, n));

/** Inputs one past each bound or format the schema's checks name (and its own format, for z.email() and the like). */
function breakers(schema: z.core.$ZodType): unknown[] {
  const def = defOf(schema);
  const out: unknown[] = [];
  const checks = [...(def.checks ?? []).map((c) => c._zod.def), def as unknown as CheckDef];
  for (const check of checks) {
    const n = (key: string) => Number(check[key]);
    switch (check.check) {
      case 'min_length':
        out.push(long(n('minimum') - 1), Array.from({ length: Math.max(0, n('minimum') - 1) }));
        break;
      case 'max_length':
        out.push(long(n('maximum') + 1), Array.from({ length: n('maximum') + 1 }));
        break;
      case 'length_equals':
        out.push(long(n('length') + 1), long(n('length') - 1));
        break;
      case 'size_equals':
      case 'min_size':
      case 'max_size':
        out.push(new Set(), new Set(Array.from({ length: 1000 }, (_, i) => i)));
        break;
      case 'greater_than':
        out.push(n('value') - 1, n('value') - 0.5, n('value'));
        break;
      case 'less_than':
        out.push(n('value') + 1, n('value') + 0.5, n('value'));
        break;
      case 'multiple_of':
        out.push(n('value') / 3, 0.123456789);
        break;
      case 'number_format':
        out.push(0.5, 2 ** 60, -(2 ** 60));
        break;
      case 'string_format':
        out.push('@', ' x ', 'A', '2026-13-45', '25:99', 'not a date');
        break;
    }
  }
  return out;
}

/** What breaks most schemas whatever they are: nothing, the wrong type, an empty or unexpected shape. */
const ANY = [undefined, null, '', 'zz', 42, -1, 0.5, Number.NaN, true, {}, [], { zzUnknown: 1 }, [null]];

function messagesOf(schema: z.core.$ZodType, where: string, found: Map<string, ProbedMessage>): void {
  for (const input of [...ANY, ...breakers(schema)]) {
    let result: ReturnType<typeof z.safeParse>;
    try {
      result = z.safeParse(schema, input);
    } catch {
      continue; // A transform that assumes its input was checked; async refinements.
    }
    for (const issue of result.error?.issues ?? []) {
      const key = `${issue.code}\u0000${issue.message}`;
      if (!found.has(key)) found.set(key, { message: issue.message, code: issue.code, where, issue });
    }
  }
}

/** Every message a part of these schemas can give, each once, with where it was first met. */
export function probeSchemas(modules: Record<string, Record<string, unknown>>): ProbedMessage[] {
  const found = new Map<string, ProbedMessage>();
  const seen = new Set<z.core.$ZodType>();
  const walk = (schema: z.core.$ZodType, where: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    messagesOf(schema, where, found);
    for (const [name, child] of children(schema)) walk(child, name ? `${where}.${name}` : where);
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) walk(value, `${file}: ${name}`);
    }
  }
  return [...found.values()];
}

/**
 * Whether a message is zod's own wording (its English locale) rather than one written for a person: the
 * locale's message for the same issue, or its general 'Invalid input…'. The issue no longer holds its input,
 * so a type's message is matched by its opening words.
 */
export function isZodDefault(issue: z.core.$ZodIssue): boolean {
  const english = z.locales.en().localeError as (issue: unknown) => string | { message: string } | undefined;
  const said = english(issue);
  const text = typeof said === 'string' ? said : said?.message;
  return (
    issue.message === text ||
    /^(Invalid input|Invalid option|Too (big|small)|Invalid (string|number)|Unrecognized key)/.test(
      issue.message,
    )
  );
}

/**
 * One issue of each kind zod raises (each type, bound, format and origin plain-messages.ts tells apart), as a
 * check without a message hands it to the error map: what every plain message can be, those no contract
 * happens to reach today included.
 */
export const SAMPLE_ISSUES = [
  ...[
    ['string', undefined],
    ['string', null],
    ['string', 12],
    ['number', 'x'],
    ['int', 0.5],
    ['int', 'x'],
    ['boolean', 'x'],
    ['date', 'x'],
    ['array', 'x'],
    ['tuple', 'x'],
    ['object', 'x'],
    ['record', 'x'],
    ['never', 'x'],
    ['symbol', 'x'],
  ].map(([expected, input]) => ({ code: 'invalid_type', expected, input })),
  ...['string', 'array', 'set', 'number', 'int', 'date', 'file'].flatMap((origin) =>
    [
      { minimum: 1, inclusive: true },
      { minimum: 3, inclusive: true },
      { minimum: 0, inclusive: false },
      { minimum: 5, inclusive: true, exact: true },
      { minimum: -Number.MAX_SAFE_INTEGER, inclusive: true },
    ].map((bound) => ({ code: 'too_small', origin, input: '', ...bound })),
  ),
  ...['string', 'array', 'set', 'number', 'int', 'date', 'file'].flatMap((origin) =>
    [
      { maximum: 120, inclusive: true },
      { maximum: 2_000_000, inclusive: true },
      { maximum: 100, inclusive: false },
      { maximum: 5, inclusive: true, exact: true },
      { maximum: Number.MAX_SAFE_INTEGER, inclusive: true },
    ].map((bound) => ({ code: 'too_big', origin, input: '', ...bound })),
  ),
  ...['email', 'url', 'date', 'time', 'datetime', 'uuid', 'cuid', 'regex', 'starts_with', 'base64'].map(
    (format) => ({ code: 'invalid_format', format, input: '@' }),
  ),
  { code: 'invalid_value', values: [true], input: false },
  { code: 'invalid_value', values: ['a', 'b'], input: 'c' },
  { code: 'not_multiple_of', divisor: 1, input: 0.5 },
  { code: 'not_multiple_of', divisor: 0.5, input: 0.2 },
  { code: 'unrecognized_keys', keys: ['zz'], input: {} },
  { code: 'unrecognized_keys', keys: ['zz', 'yy'], input: {} },
  { code: 'invalid_union', errors: [], options: ['a', 'b'], discriminator: 'type', input: {} },
  { code: 'invalid_union', errors: [], input: {} },
  { code: 'invalid_key', origin: 'record', issues: [], input: {} },
  { code: 'invalid_element', origin: 'map', key: 'x', issues: [], input: {} },
  { code: 'custom', input: {} },
] as unknown as z.core.$ZodRawIssue[];
