// The OpenAPI document at /api/docs/json passes Redocly's recommended rules with no error and no warning, so
// a mobile app or a partner can generate a client from it (docs/ARCHITECTURE.md#openapi). A failure names
// the route (METHOD /path) and what it lacks.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

/**
 * Rule exceptions, each with its reason:
 * - operation-4xx-response: a public operation that takes no input (no parameter, no body, no sign-in) has no
 *   4xx answer to declare; it answers 200, or 503 when the server is too busy.
 * - info-license-strict: the API is proprietary; there is no licence text at a URL to point to.
 * - no-ambiguous-paths: the paths below are the published API the web app and partners call. The router
 *   matches a fixed segment before a parameter, and ids are UUIDs (a brand id is never 'getOne'), so every
 *   real request reaches one route.
 */
const AMBIGUOUS_BY_DESIGN = new Set([
  '/api/v1/doctors/getOne/{id}',
  '/api/v1/bookings/booking/{id}',
  '/api/v1/categories/getOne/{id}',
  '/api/v1/brands/getOne/{id}',
  '/api/v1/medicines/brand/{brandId}',
  '/api/v1/calls/prescriptions/{id}',
  '/api/v1/membership-card/verify/{token}',
]);

function excepted(doc: Doc, ruleId: string, pointer: string, message: string): boolean {
  if (ruleId === 'info-license-strict') return true;
  if (ruleId === 'no-ambiguous-paths') {
    const paths = [...message.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    return paths.some((p) => AMBIGUOUS_BY_DESIGN.has(p));
  }
  if (ruleId === 'operation-4xx-response') {
    const [, , path, method] = pointer.split('/').map((p) => p.replaceAll('~1', '/'));
    const op = doc.paths[path ?? '']?.[method ?? ''];
    return !!op && !op.security?.length && !op.parameters?.length && !op.requestBody;
  }
  return false;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Doc;
}

/** '#/paths/~1api~1v1~1doctors~1{id}/get/responses' -> 'GET /api/v1/doctors/{id} (responses)'. */
function where(pointer: string): string {
  const parts = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (parts[0] !== 'paths' || !parts[1]) return pointer;
  const [, path, method, ...rest] = parts;
  return `${method ? method.toUpperCase() : ''} ${path}${rest.length ? ` (${rest.join('/')})` : ''}`.trim();
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules", async () => {
    const doc = await document();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const lines = problems
      .filter((p) => !excepted(doc, p.ruleId, p.location[0]?.pointer ?? '', p.message))
      .map((p) => {
        const at = p.location[0]?.pointer ?? '';
        return `${p.severity} ${p.ruleId}: ${where(at)}: ${p.message}`;
      });
    expect(lines).toEqual([]);
  });

  it('gives every operation an answer schema for success, and declares 401 and bearer where it signs in', async () => {
    const doc = await document();
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses ?? {});
        if (!codes.some((c) => c.startsWith('2'))) missing.push(`${route}: no 2xx answer schema`);
        const signsIn = (op.security?.length ?? 0) > 0;
        if (!op.security) missing.push(`${route}: no security (bearer, or [] when public)`);
        if (signsIn && !codes.includes('401')) missing.push(`${route}: security without 401`);
        if (codes.includes('401') && !signsIn) missing.push(`${route}: 401 without security`);
      }
    }
    expect(missing).toEqual([]);
  });
});
