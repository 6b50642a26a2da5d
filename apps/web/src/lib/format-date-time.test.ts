import { describe, expect, it } from 'vitest';
import { formatDateTime, upperDayPeriod } from './format-date-time.ts';

describe('formatDateTime', () => {
  it("shows India's time with AM/PM in capitals, as slot times are shown", () => {
    expect(formatDateTime('2026-11-21T10:15:00Z')).toBe('21 Nov 2026, 3:45 PM');
    expect(formatDateTime('2026-11-21T00:00:00Z', 'long')).toBe('21 November 2026 at 5:30 AM');
  });
  it('is empty for nothing or an invalid instant', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('upper-cases only the day period', () => {
    expect(upperDayPeriod('5:24 am, camp')).toBe('5:24 AM, camp');
  });
});
