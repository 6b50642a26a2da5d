import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours.ts';

describe('quiet hours 21:00-08:00 IST', () => {
  it('is not quiet from 08:00 to 20:59 IST', () => {
    expect(quietUntil(new Date('2026-12-01T08:00:00+05:30'))).toBeNull();
    expect(quietUntil(new Date('2026-12-01T14:30:00+05:30'))).toBeNull();
    expect(quietUntil(new Date('2026-12-01T20:59:59+05:30'))).toBeNull();
  });
  it('holds from 21:00 to the next 08:00 IST', () => {
    expect(quietUntil(new Date('2026-12-01T21:00:00+05:30'))?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(quietUntil(new Date('2026-12-01T23:59:00+05:30'))?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    // After midnight IST (still the previous day in UTC): the same morning.
    expect(quietUntil(new Date('2026-12-02T00:10:00+05:30'))?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(quietUntil(new Date('2026-12-02T07:59:59+05:30'))?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
  });
});
