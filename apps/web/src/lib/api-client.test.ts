// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  apiDownload,
  NETWORK_ERROR_MESSAGE,
  setUnauthorizedHandler,
} from './api-client.ts';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
let onUnauthorized = vi.fn();
let undoHandler: () => void;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  onUnauthorized = vi.fn();
  undoHandler = setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  undoHandler();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends JSON with the stored bearer token and returns the body', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, result: { id: 'u1' } }));
    const body = await apiClient.put('/api/v1/user/profile/update', { name: 'Asha' });
    expect(body).toEqual({ success: true, result: { id: 'u1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/profile/update');
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('PUT');
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ name: 'Asha' }));
  });

  it('sends no Authorization header without a token, and FormData without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, result: null }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiClient.post('/api/v1/user/profile/avatar', form);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });
});

describe('errors', () => {
  it('reads the error envelope into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'Enter a valid 10-digit Indian mobile number',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'phone', message: 'Enter a valid 10-digit Indian mobile number' }],
      }),
    );
    const error = await apiClient.post('/api/v1/users/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Enter a valid 10-digit Indian mobile number',
      details: [{ field: 'phone', message: 'Enter a valid 10-digit Indian mobile number' }],
      serverMessage: 'Enter a valid 10-digit Indian mobile number',
    });
  });

  it('falls back to the status text when the body is not the envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiClient.get('/api/v1/anything').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
      details: [],
      serverMessage: null,
    });
  });

  it('reports a network failure with a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/api/v1/users/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('401 handling', () => {
  it('removes the stored token and user and sends the browser to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"u1"}');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' }),
    );
    const error = await apiClient.get('/api/v1/users/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('the default handler navigates to /login', async () => {
    undoHandler();
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, pathname: '/orders', assign },
    });
    try {
      fetchMock.mockResolvedValue(
        jsonResponse(401, { success: false, message: 'Expired', code: 'UNAUTHORIZED' }),
      );
      await apiClient.get('/api/v1/bookings/booking').catch(() => {});
      expect(assign).toHaveBeenCalledWith('/login');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
      undoHandler = setUnauthorizedHandler(onUnauthorized);
    }
  });

  it('leaves the session alone for the login request, which shows its own message', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'still-valid');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { success: false, message: 'Invalid email or password', code: 'UNAUTHORIZED' }),
    );
    const error = await apiClient
      .post('/api/v1/users/login', { email: 'a@b.in', password: 'x' }, { redirectOnUnauthorized: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('applies to downloads too', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { success: false, message: 'Expired', code: 'UNAUTHORIZED' }),
    );
    await expect(apiDownload('/api/v1/users/me/export')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not fire on other refusals', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockResolvedValue(
      jsonResponse(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }),
    );
    await apiClient.get('/api/v1/dashboard').catch(() => {});
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('returns the file and its name', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"account":{}}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="arogya-my-data.json"',
        },
      }),
    );
    const { blob, filename } = await apiDownload('/api/v1/users/me/export');
    expect(filename).toBe('arogya-my-data.json');
    expect(await blob.text()).toBe('{"account":{}}');
  });
});
