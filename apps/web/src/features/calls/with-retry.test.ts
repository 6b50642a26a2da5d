import { CALL_RETRY_ATTEMPTS, CALL_RETRY_DELAY_MS } from '@arogya/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallApiError } from './api/initiate-call.ts';
import { isRetriable, withRetry } from './with-retry.ts';

afterEach(() => vi.useRealTimers());

describe('withRetry (3 attempts, 2000 ms apart)', () => {
  it('uses the contract constants', () => {
    expect(CALL_RETRY_ATTEMPTS).toBe(3);
    expect(CALL_RETRY_DELAY_MS).toBe(2000);
  });

  it('tries three times, waiting 2000 ms between tries, then gives up with the last error', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const run = vi.fn(async (attempt: number) => {
      times.push(Date.now());
      throw new Error(`try ${attempt}`);
    });
    const result = withRetry(run).catch((e: Error) => e.message);
    await vi.runAllTimersAsync();
    expect(await result).toBe('try 3');
    expect(run).toHaveBeenCalledTimes(3);
    expect(times.map((t) => t - (times[0] ?? 0))).toEqual([0, 2000, 4000]);
  });

  it('stops as soon as a try succeeds and reports each attempt', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    let n = 0;
    const result = withRetry(
      async () => {
        n += 1;
        if (n < 2) throw new Error('not yet');
        return 'joined';
      },
      { onAttempt: (a) => attempts.push(a) },
    );
    await vi.runAllTimersAsync();
    expect(await result).toBe('joined');
    expect(attempts).toEqual([1, 2]);
  });

  it('does not retry what another try cannot fix', async () => {
    const run = vi.fn(async () => {
      throw new CallApiError('Forbidden', 403);
    });
    await expect(withRetry(run, { retriable: isRetriable, delayMs: 1 })).rejects.toThrow('Forbidden');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const run = vi.fn(async () => {
      controller.abort(new Error('left the screen'));
      throw new CallApiError('down', 503);
    });
    await expect(withRetry(run, { signal: controller.signal, delayMs: 10_000 })).rejects.toThrow();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('isRetriable', () => {
  it('retries network failures, 5xx and 429, not refusals', () => {
    expect(isRetriable(new CallApiError('x', 0))).toBe(true);
    expect(isRetriable(new CallApiError('x', 503))).toBe(true);
    expect(isRetriable(new CallApiError('x', 429))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(isRetriable(new CallApiError('x', status))).toBe(false);
    expect(isRetriable(new Error('Invalid call type. Please try again.'))).toBe(false);
    expect(isRetriable(Object.assign(new Error('socket'), { retriable: true }))).toBe(true);
  });
});
