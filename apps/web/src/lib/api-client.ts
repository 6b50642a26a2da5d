// The one way the web app talks to the API: JSON in and out, the stored bearer token, the error envelope
// read into ApiError, and the rule that any 401 ends the session and sends the browser to /login.
import type { ErrorDetail } from '@arogya/contracts/errors';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { msg } from '@lingui/core/macro';
import { API_BASE_URL } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { displayI18n, displayLocale } from './i18n/display-locale.ts';
import { localeOfPath, localizedPath } from './i18n/locales.ts';
import { refusalMessages } from './refusal-messages.ts';
import { readItem, removeItem } from './storage.ts';

export const NETWORK_ERROR_MESSAGE =
  'Network error: Unable to connect to server. Please check your internet connection.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The message the server sent in its error envelope, if it sent one (else message is our fallback). */
  readonly serverMessage: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetail[] = [],
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (e.g. logout after local state is already cleared). */
  token?: string | null;
  /**
   * Set to false where a 401 means "wrong credentials" rather than "session over" (the login request):
   * the caller then shows the server's message instead of being sent to /login.
   */
  redirectOnUnauthorized?: boolean;
};

/** The sign-in page, in the language of the page the person is on. */
function goToLogin(): void {
  const login = localizedPath(localeOfPath(window.location.pathname), paths.login);
  if (window.location.pathname !== login) window.location.assign(login);
}

let onUnauthorized: () => void = goToLogin;

/** Replaces what happens after a 401 has cleared the stored session (tests; an SPA navigation). Returns an undo. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

/** The bearer token a request sends: the one given in the options, else the stored one. */
export function requestToken(options: Pick<RequestOptions, 'token'> = {}): string | null {
  return options.token !== undefined ? options.token : readItem(STORAGE_KEYS.token);
}

/** How a request leaves: the browser's fetch, or, while the server renders a page, the API answering in
 * the same process (entry-server.tsx; docs/ARCHITECTURE.md#server-rendered-pages). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Replaces how requests are sent (the server renderer sends them to the API in process). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = requestToken(options);
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  try {
    return await transport(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
}

async function readJsonBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The parts of an HTTP answer the error handling reads (a fetch Response, or an XMLHttpRequest's). */
type AnswerStatus = Pick<Response, 'ok' | 'status' | 'statusText'>;

function toApiError(response: AnswerStatus, body: unknown): ApiError {
  const envelope = isRecord(body) ? body : {};
  const serverMessage = typeof envelope.message === 'string' && envelope.message ? envelope.message : null;
  const message = serverMessage ?? (response.statusText || `Request failed with status ${response.status}`);
  const code = typeof envelope.code === 'string' ? envelope.code : `HTTP_${response.status}`;
  const details = Array.isArray(envelope.details)
    ? envelope.details.filter(
        (d): d is ErrorDetail => isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : [];
  return new ApiError(response.status, code, message, details, serverMessage);
}

/**
 * Throws ApiError for a refusal (after a 401 has ended the session, docs/screens.md#authentication-state). Exported for
 * requests that cannot go through fetch, e.g. uploads with progress (lib/upload-file.ts).
 */
export function failIfNotOk(response: AnswerStatus, body: unknown, options: RequestOptions): void {
  const refused = isRecord(body) && body.success === false;
  if (response.ok && !refused) return;
  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.user);
    onUnauthorized();
  }
  throw toApiError(response, body);
}

/** Sends a request and returns the parsed JSON body; throws ApiError for any refusal. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const body = await readJsonBody(response);
  failIfNotOk(response, body, options);
  return body as T;
}

/** Fetches a file (e.g. the user's data export) with the same auth and error handling. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options);
  if (!response.ok) failIfNotOk(response, await readJsonBody(response), options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/**
 * A message fit to show a person, from whatever was thrown: on a Hindi page an API refusal reads as its code's
 * message in Hindi (api-error-messages.ts), the server's English words set aside; on an English page, the
 * server's words.
 */
export function errorMessage(
  error: unknown,
  fallback: string = displayI18n()._(msg`Something went wrong`),
): string {
  const refusalText = refusalMessages();
  if (error instanceof ApiError && displayLocale() !== 'en' && refusalText) {
    const text = refusalText(displayI18n(), error.code);
    if (text) return text;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
