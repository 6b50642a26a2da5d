// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from './api-client.ts';
import { uploadFile } from './upload-file.ts';

/** A stand-in XMLHttpRequest: records what was sent; the test decides the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  contentType = 'application/json';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return this.contentType;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, statusText: string, body: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' });
let onUnauthorized = vi.fn();
let undo: () => void;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onUnauthorized = vi.fn();
  undo = setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => {
  undo();
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts the file in its field with the stored token, reports progress and returns the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    const progress = vi.fn();
    const done = uploadFile('/api/v1/doctors/addReceipt', file(), {
      onProgress: progress,
      fields: { note: 'x' },
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/doctors/addReceipt');
    expect(xhr.headers.Authorization).toBe('Bearer tok-9');
    expect((xhr.body?.get('image') as File | undefined)?.name).toBe('rx.pdf');
    expect(xhr.body?.get('note')).toBe('x');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenLastCalledWith(0.25);
    xhr.answer(201, 'Created', { success: true, result: { id: 'rx1' } });
    await expect(done).resolves.toEqual({ success: true, result: { id: 'rx1' } });
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('rejects with the server message, or the status text when there is none', async () => {
    const tooBig = uploadFile('/up', file());
    FakeXhr.last.answer(413, 'Payload Too Large', {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Max 10 MB',
    });
    await expect(tooBig).rejects.toMatchObject({ status: 413, message: 'Max 10 MB' });

    const bare = uploadFile('/up', file());
    FakeXhr.last.contentType = 'text/html';
    FakeXhr.last.answer(502, 'Bad Gateway', undefined);
    await expect(bare).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('ends the session on 401 like every other request', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    const done = uploadFile('/up', file());
    FakeXhr.last.answer(401, 'Unauthorized', {
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Authentication expired',
    });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a network failure into the network error', async () => {
    const done = uploadFile('/up', file());
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
