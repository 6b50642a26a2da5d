// A NUL character (U+0000) in any input is a 400 naming the field, never a 500 (docs/product-rules.md#api-contract).
// Walks the OpenAPI document: every path parameter, query parameter and string field of a JSON body of every
// operation gets a NUL, sent with the token of a seeded account whose role the route accepts, so the input
// is actually checked (not refused as 401/403 first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/users.ts';
import { multipart, PNG } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { in: string; name: string; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Probe = { label: string; method: string; url: string; body?: unknown; field: string };

const NUL = '\u0000';
const withNul = (text: string) => `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
const ANY_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const tokens = new Map<string, string>();
const realIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    tokens.set(account.role, res.json().token);
  }
  const doctors = await t.app.inject({ method: 'GET', url: '/api/v1/doctors?limit=1' });
  realIds.doctorId = doctors.json().result[0].id;
  const medicines = await t.app.inject({ method: 'GET', url: '/api/v1/medicines?limit=1' });
  realIds.productId = medicines.json().result?.[0]?.id ?? ANY_ID;
});
afterAll(async () => {
  await t.app.close();
});

// A value the schema accepts, so that the one field given a NUL is the only thing wrong with the request.
const FUTURE_DAY = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const BY_NAME: Record<string, string> = {
  email: 'nul.fuzz@example.in',
  password: 'longenough-1',
  currentPassword: 'longenough-1',
  newPassword: 'longenough-2',
  phone: '9876543210',
  patientPhone: '9876543210',
  pinCode: '560001',
  start: '10:00',
  end: '11:00',
  startsAt: `${FUTURE_DAY}T10:00:00.000Z`,
};
const PATTERN_CANDIDATES = [
  'Ravi Kumar',
  FUTURE_DAY,
  '10:00',
  '560001',
  `${FUTURE_DAY}T10:00:00Z`,
  `${ANY_ID}.jpg`,
];

function firstAlternative(schema: Schema): Schema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  return firstAlternative(alternatives.find((s) => s.type !== 'null') ?? alternatives[0] ?? {});
}

function sample(raw: Schema, name: string): unknown {
  const schema = firstAlternative(raw);
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key)]),
    );
  }
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items ?? {}, name));
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number')
    return Math.min(schema.maximum ?? 1, Math.max(schema.minimum ?? 1, 1));
  if (realIds[name]) return realIds[name];
  if (BY_NAME[name]) return BY_NAME[name];
  if (typeof schema.default === 'string') return schema.default;
  if (schema.format === 'date-time') return `${FUTURE_DAY}T10:00:00.000Z`;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'x';
  }
  return 'Fuzz text'.padEnd(schema.minLength ?? 0, 'x');
}

/** Every string under `value` by its dotted path. */
function stringPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value))
    return value.flatMap((v, i) => stringPaths(v, `${prefix}.${i}`.replace(/^\./, '')));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

function setAt(value: unknown, path: string, make: (old: string) => string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  node[last] = make(node[last] as string);
  return copy;
}

function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const pathValue = (name: string) => {
    const schema = pathParams.find((p) => p.name === name)?.schema ?? {};
    const value = sample(schema, name);
    return typeof value === 'string' && value === sample({}, '') ? ANY_ID : String(value);
  };
  const fill = (nulIn?: string) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(name === nulIn ? withNul(pathValue(name)) : pathValue(name)),
    );
  // Required query parameters get a valid value, so the one holding a NUL is the only thing wrong.
  const required = params.filter((q) => q.in === 'query' && (q as { required?: boolean }).required);
  const query = (nulIn: Parameter) =>
    [...required.filter((q) => q.name !== nulIn.name), nulIn]
      .map((q) => {
        const value = String(sample(q.schema, q.name));
        return `${q.name}=${encodeURIComponent(q === nulIn ? withNul(value) : value)}`;
      })
      .join('&');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const body = jsonBody ? sample(jsonBody, 'body') : undefined;
  const label = `${method.toUpperCase()} ${path}`;
  const probes: Probe[] = [];
  for (const p of pathParams) probes.push({ label, method, url: fill(p.name), body, field: p.name });
  for (const p of params.filter((q) => q.in === 'query')) {
    probes.push({ label, method, url: `${fill()}?${query(p)}`, body, field: p.name });
  }
  for (const field of stringPaths(body)) {
    probes.push({ label, method, url: fill(), body: setAt(body, field, (s) => withNul(s)), field });
  }
  return probes;
}

const ROLES = ['patient', 'doctor', 'receptionist', 'pharmacist', 'lab', 'admin'];

describe('NUL in any input', () => {
  it('answers 400 naming the field for every parameter and string field of every operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const probes = probesOf(path, method, op);
        if (probes.length === 0) continue;
        let roleIndex = op.security?.length ? 0 : -1;
        for (const probe of probes) {
          let res: Awaited<ReturnType<typeof t.app.inject>>;
          for (;;) {
            const role = ROLES[roleIndex];
            res = await t.app.inject({
              method: probe.method.toUpperCase() as 'GET',
              url: probe.url,
              headers: role ? bearer(tokens.get(role) ?? '') : {},
              ...(probe.body === undefined ? {} : { payload: probe.body as object }),
            });
            sent += 1;
            // The route is for another role: try the next one, and keep it for this operation's probes.
            if (
              (res.statusCode === 401 || res.statusCode === 403) &&
              roleIndex >= 0 &&
              roleIndex < ROLES.length - 1
            ) {
              roleIndex += 1;
              continue;
            }
            break;
          }
          const json = res.json() as { code?: string; details?: { field: string }[] };
          const named = json.details?.some((d) => d.field === probe.field);
          if (res.statusCode !== 400 || json.code !== 'VALIDATION_ERROR' || !named) {
            failures.push(
              `${probe.label} [${probe.field}] as ${ROLES[roleIndex] ?? 'anonymous'}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});

describe('NUL in input a route reads itself', () => {
  it('refuses a NUL in the note or file name of a prescription upload (400 naming the field)', async () => {
    for (const [fields, name, field] of [
      [{ note: `from Dr.${NUL} Rao` }, 'rx.png', 'note'],
      [{}, `rx${NUL}.png`, 'image'],
    ] as const) {
      const form = multipart([
        ...Object.entries(fields).map(([key, value]) => ({ name: key, data: value })),
        { name: 'image', filename: name, type: 'image/png', data: PNG },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/doctors/addReceipt',
        headers: { ...bearer(tokens.get('patient') ?? ''), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field, message: expect.stringContaining('NUL') }]);
    }
  });
});
