// No text Arogya stores or searches may hold U+0000: PostgreSQL refuses it in text ("invalid byte sequence",
// SQLSTATE 22021) and no person types it. Every route with input gets a preValidation check of its path
// parameters, query and JSON body, so a NUL anywhere is a 400 naming the field, before any operation or query
// runs (docs/product-rules.md#api-contract). `lib/db-errors.ts` maps the SQLSTATE to 400 as a backstop.
import type { ErrorDetail } from '@arogya/contracts/errors';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';
const MAX_DEPTH = 32;

/** The dotted paths of every string (or key) under `value` that holds U+0000. */
export function fieldsWithNul(value: unknown, prefix = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(prefix);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) {
      for (const [i, item] of value.entries()) fieldsWithNul(item, join(prefix, String(i)), found, depth + 1);
    }
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      const path = join(prefix, key.includes('\u0000') ? JSON.stringify(key) : key);
      if (key.includes('\u0000')) found.push(path);
      else fieldsWithNul(item, path, found, depth + 1);
    }
  }
  return found;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Throws the 400 when any of `values` holds U+0000; for input a route reads itself (multipart fields). */
export function assertNoNul(...values: unknown[]): void {
  const fields = values.flatMap((value) => fieldsWithNul(value));
  if (fields.length === 0) return;
  const details: ErrorDetail[] = fields.map((field) => ({ field: field || 'body', message: NUL_MESSAGE }));
  throw AppError.invalidInput(details);
}

const rejectNul: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  assertNoNul(request.params, request.query, request.body);
};

/** Adds the check to every route that takes input: path parameters, a query schema, or a body. */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const readsOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    const schema = route.schema as { querystring?: unknown } | undefined;
    if (readsOnly && !route.url.includes(':') && !route.url.includes('*') && !schema?.querystring) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), rejectNul];
  });
}
