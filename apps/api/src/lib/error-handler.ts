// Maps every thrown error to the envelope of docs/product-rules.md#api-contract; bad input never becomes a 500.
import type { ErrorDetail } from '@arogya/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { PG_QUERY_CANCELED } from '../db/cancellation.ts';
import { AppError, invalidInputMessage } from './app-error.ts';
import { isConnectionError, isRefusedText, pgErrorOf } from './db-errors.ts';
import { RETRY_AFTER_SECONDS } from './load-shedding.ts';

type ValidationItem = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function validationDetails(error: FastifyError): ErrorDetail[] {
  const items = (error.validation ?? []) as ValidationItem[];
  return items.map((item) => {
    const issuePath = item.params?.issue?.path;
    const field =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { field: field || (error.validationContext ?? 'body'), message: item.message ?? 'Invalid value' };
  });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Invalid content length',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File is too large' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Expected a multipart form upload',
  },
};

/** `logErrors` reports unexpected failures when Fastify's own logger is off (the default, for speed). */
export function registerErrorHandler(app: FastifyInstance, logErrors = false) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, code: error.code, details: error.details });
    }
    if (error.validation) {
      const details = validationDetails(error);
      return reply
        .status(400)
        .send({ success: false, message: invalidInputMessage(details), code: 'VALIDATION_ERROR', details });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known)
      return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return reply
        .status(status)
        .send({ success: false, message: error.message || 'Bad request', code: 'BAD_REQUEST' });
    }
    // Backstop of lib/reject-nul.ts: text the database cannot store is the input's fault.
    if (isRefusedText(error)) {
      return reply.status(400).send({
        success: false,
        message: 'Invalid input: text must not contain a NUL character (U+0000)',
        code: 'VALIDATION_ERROR',
      });
    }
    // A statement stopped by the statement timeout, or because its client went away: nothing is wrong with
    // the request; the server is too busy for it now (docs/ARCHITECTURE.md#overload-and-shutdown).
    if (pgErrorOf(error)?.code === PG_QUERY_CANCELED) {
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        success: false,
        message: 'The server took too long to answer. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    // The database went away (restarted, stopped, unreachable): the request may succeed once it is back; the
    // pool opens new connections by itself (db/postgres-pool.ts), and /readyz says when (modules/health).
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        success: false,
        message: 'The service cannot reach its database right now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (logErrors) console.error(`[arogya] ${request.method} ${request.url} failed:`, error);
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side', code: 'INTERNAL' });
  });
}
