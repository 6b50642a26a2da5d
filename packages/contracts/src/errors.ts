// The error envelope every API failure uses, and the codes behind it (docs/product-rules.md#api-contract).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BUSINESS_RULE: 'BUSINESS_RULE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorDetail = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const ApiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.array(ErrorDetail).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export type ApiSuccess<T> = { success: true; result: T; message?: string };
export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** True when `total` is the cap, not the exact number (docs/product-rules.md#catalogue-counts). */
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof Pagination>;
export type ApiPage<T> = { success: true; result: T[]; pagination: Pagination };

// The success envelopes, for a route's `response: { 200: ... }`: the answer is filtered to the schema (a
// field it does not name is not sent) and the OpenAPI document describes it (docs/ARCHITECTURE.md#openapi).
/** `{ success: true, result, message? }` */
export const ok = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.literal(true), result, message: z.string().optional() });
/** `{ success: true, result: [...], pagination }` */
export const okPage = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), result: z.array(item), pagination: Pagination });
/** `{ success: true, result: [...], nextCursor }`: a page of a list read by cursor (the admin console's). */
export const okCursor = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), result: z.array(item), nextCursor: z.string().nullable() });
/** `{ success: true, message }`, for an action with nothing to return. */
export const OkMessage = z.object({ success: z.literal(true), message: z.string() });
/** A file answer (PDF, PNG, CSV, ICS), for `response: { 200: fileAnswer('application/pdf') }`. */
export const fileAnswer = (...contentTypes: string[]) => ({
  description: 'The file',
  content: Object.fromEntries(
    // Any body (a Buffer, a stream or a string goes out as is); the document says binary.
    contentTypes.map((type) => [type, { schema: z.unknown().meta({ type: 'string', format: 'binary' }) }]),
  ),
});
