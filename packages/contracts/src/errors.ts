// The error envelope every API failure uses, and the codes behind it (docs/product-rules.md#api-contract).
import { z } from 'zod';

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
export type Pagination = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** True when `total` is the cap, not the exact number (docs/product-rules.md#catalogue-counts). */
  totalIsEstimate?: boolean;
};
export type ApiPage<T> = { success: true; result: T[]; pagination: Pagination };
