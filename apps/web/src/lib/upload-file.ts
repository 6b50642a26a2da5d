// A multipart upload that reports progress. fetch cannot report upload progress, so this one request
// goes through XMLHttpRequest, with the API client's token and its error and 401 handling.
import { API_BASE_URL } from '../config/env.ts';
import { ApiError, failIfNotOk, NETWORK_ERROR_MESSAGE, requestToken } from './api-client.ts';

export type UploadOptions = {
  /** The multipart field of the file ('image' for prescriptions). */
  fileField?: string;
  /** Other multipart fields, sent before the file. */
  fields?: Record<string, string | undefined>;
  /** Called with 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseBody(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('json') || !xhr.responseText) return undefined;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

/** POSTs one file; resolves with the parsed JSON answer, rejects with ApiError like apiRequest does. */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { fileField = 'image', fields = {}, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    form.append(fileField, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = requestToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      const ok = xhr.status >= 200 && xhr.status < 300;
      try {
        failIfNotOk({ ok, status: xhr.status, statusText: xhr.statusText }, body, {});
      } catch (error) {
        reject(error);
        return;
      }
      onProgress?.(1);
      resolve(body as T);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
