import { describe, expect, it } from 'vitest';
import { DEMO_DAY, demoDate, demoShiftDays } from './demo-clock.ts';

describe('demo clock', () => {
  it('keeps the written dates on and before the demo day', () => {
    expect(demoShiftDays(new Date('2026-11-23T12:00:00+05:30'))).toBe(0);
    expect(demoShiftDays(new Date('2026-11-01T12:00:00+05:30'))).toBe(0);
    expect(demoDate('2026-11-25', new Date('2026-11-20T12:00:00+05:30'))).toBe('2026-11-25');
  });

  it('moves the visits forward by the days since, counted in India', () => {
    // 25 Nov 00:30 IST is still 24 Nov in UTC: the shift follows the Indian calendar day.
    expect(demoShiftDays(new Date('2026-11-24T19:00:00Z'))).toBe(2);
    expect(demoDate('2026-11-23', new Date('2027-01-05T09:00:00+05:30'))).toBe('2027-01-05');
    expect(demoDate('2026-12-03', new Date('2027-01-05T09:00:00+05:30'))).toBe('2027-01-15');
    expect(DEMO_DAY).toBe('2026-11-23');
  });
});
