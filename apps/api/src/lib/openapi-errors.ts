// Completes each API route's OpenAPI entry with what follows from how the route is declared, so a client
// generator sees every answer a route can give (docs/ARCHITECTURE.md#openapi): the bearer scheme and 401 on
// routes behind `authenticate`, 403 behind `requirePermission`, 400 where there is input (the schema's field
// details, or a NUL, lib/reject-nul.ts), 404 for a path naming a resource, 413 and 415 for a body, and 503
// where the request takes a turn at the database (lib/load-shedding.ts). Refusals an operation makes itself
// (409, 422, 429, or 404 with no path parameter) the route declares with `refusals(...)`. Every error answer
// is the envelope of lib/error-handler.ts, and is serialised through that schema.
import { ApiErrorBody } from '@arogya/contracts/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { guardKind } from './auth.ts';

export const ERROR_ANSWERS = {
  400: 'Invalid input: the details name each field and what is wrong with it',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in without the role or the ownership this needs',
  404: 'No such thing, or not yours to see',
  409: 'Conflicts with the current state (taken, already done, changed meanwhile)',
  413: 'The request body or file is too large',
  415: 'The body is not of a content type this route takes',
  422: 'Refused by a business rule; the message says which',
  429: 'Too many attempts; Retry-After says when to try again',
  503: 'Too busy to answer now; Retry-After says when to try again',
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

const envelopes = new Map<ErrorStatus, z.ZodType>();
export function errorEnvelope(status: ErrorStatus): z.ZodType {
  let schema = envelopes.get(status);
  if (!schema) {
    schema = ApiErrorBody.describe(ERROR_ANSWERS[status]);
    envelopes.set(status, schema);
  }
  return schema;
}

/** The error answers an operation gives on its own, for a route's `response`: `...refusals(404, 409)`. */
export function refusals(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, z.ZodType>> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope(status)]));
}

type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  consumes?: string[];
  security?: unknown;
  response?: Record<string, unknown>;
};

export function describeErrorAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/v1/')) return;
    route.schema ??= {};
    const schema = route.schema as RouteSchema;
    const kinds = new Set([route.onRequest ?? [], route.preHandler ?? []].flat().map(guardKind));
    const statuses: ErrorStatus[] = [];
    const takesBody = schema.body !== undefined || schema.consumes !== undefined;
    if (schema.params || schema.querystring || takesBody || route.url.includes(':')) statuses.push(400);
    if (kinds.has('authenticate')) {
      schema.security ??= [{ bearerAuth: [] }];
      statuses.push(401);
    } else {
      // Public: said outright, so a generator sends no token (Redocly's security-defined).
      schema.security ??= [];
    }
    if (kinds.has('role')) statuses.push(403);
    if (route.url.includes(':')) statuses.push(404);
    if (takesBody) statuses.push(413, 415);
    if ((route.config as { database?: boolean } | undefined)?.database !== false) statuses.push(503);
    schema.response ??= {};
    for (const status of statuses) schema.response[status] ??= errorEnvelope(status);
  });
}
