import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newIdempotencyKey } from './idempotency-key.ts';

describe('idempotency keys', () => {
  it('are UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('reuses the key for a retry of the same request and changes it when the request changes', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    const first = { doctorId: 'd1', startsAt: '2026-11-23T03:30:00Z' };
    expect(keeper.keyFor(first)).toBe('key-1');
    expect(keeper.keyFor({ ...first })).toBe('key-1');
    expect(keeper.keyFor({ ...first, startsAt: '2026-11-23T04:30:00Z' })).toBe('key-2');
    keeper.reset();
    expect(keeper.keyFor(first)).toBe('key-3');
  });
});
