// The call screen's retry helper (docs/screens.md#call-screen-states): up to CALL_RETRY_ATTEMPTS tries,
// CALL_RETRY_DELAY_MS apart. Errors that another try cannot fix (a refusal, bad input) are thrown at once.
import { CALL_RETRY_ATTEMPTS, CALL_RETRY_DELAY_MS } from '@arogya/contracts/constants';

export type RetryOptions = {
  attempts?: number;
  delayMs?: number;
  /** Whether another try could succeed; default: always. */
  retriable?: (error: unknown) => boolean;
  /** Told before each try (1-based). */
  onAttempt?: (attempt: number) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function withRetry<T>(
  run: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? CALL_RETRY_ATTEMPTS;
  const delayMs = options.delayMs ?? CALL_RETRY_DELAY_MS;
  const wait = options.sleep ?? sleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (options.signal?.aborted) throw options.signal.reason;
    options.onAttempt?.(attempt);
    try {
      return await run(attempt);
    } catch (error) {
      lastError = error;
      if (options.signal?.aborted) throw error;
      if (attempt === attempts || (options.retriable && !options.retriable(error))) throw error;
      await wait(delayMs, options.signal);
    }
  }
  throw lastError;
}

/** Network failures and server errors may pass; refusals (4xx) and validation will not. */
export function isRetriable(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number') return status === 0 || status >= 500 || status === 429;
  return Boolean((error as { retriable?: boolean } | null)?.retriable);
}
