// One error type for every refusal the API makes; the error handler turns it into the envelope.
import { ErrorCode as Codes, type ErrorCode, type ErrorDetail } from '@arogya/contracts/errors';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }

  static unauthorized(message = 'Authentication required') {
    return new AppError(Codes.UNAUTHORIZED, message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError(Codes.FORBIDDEN, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(Codes.NOT_FOUND, message);
  }
  static conflict(message: string) {
    return new AppError(Codes.CONFLICT, message);
  }
  static invalid(message: string, details?: ErrorDetail[]) {
    return new AppError(Codes.VALIDATION_ERROR, message, details);
  }
  /** The 400 for input that failed its checks, every one named: the one wording of docs/product-rules.md#api-contract. */
  static invalidInput(details: ErrorDetail[]) {
    return new AppError(Codes.VALIDATION_ERROR, invalidInputMessage(details), details);
  }
  static rule(message: string) {
    return new AppError(Codes.BUSINESS_RULE, message);
  }
  /** Something the request needs (signalling, say) is down for now: nothing was done, try again. */
  static unavailable(message: string) {
    return new AppError(Codes.SERVICE_UNAVAILABLE, message, undefined, { 'retry-after': '30' });
  }
}

/** 'Invalid input: <first field> — <its message>', the message of every 400 with field details. */
export function invalidInputMessage(details: readonly ErrorDetail[]): string {
  const first = details[0];
  return first ? `Invalid input: ${first.field} — ${first.message}` : 'Invalid input';
}

/** A zod failure's issues as the envelope's details. */
export function zodDetails(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorDetail[] {
  return issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
}
