// The shared date inputs (dates.ts): a real calendar day from DATE_MIN to DATE_MAX, a date of birth not
// after today, an instant with its offset on such a day; anything else is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BirthDate, CalendarDate, DATE_MAX, DATE_MIN, Instant, todayInIndia } from './dates.ts';

describe('CalendarDate', () => {
  it('takes the range edges and refuses the days beyond them', () => {
    expect(CalendarDate.safeParse(DATE_MIN).success).toBe(true);
    expect(CalendarDate.safeParse(DATE_MAX).success).toBe(true);
    for (const d of [
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
      '0000-01-01',
      '2026-02-30',
      '2026-13-01',
      '26-01-01',
    ]) {
      expect(CalendarDate.safeParse(d).success, d).toBe(false);
    }
  });

  it('accepts exactly the real days within the range', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          const real =
            m >= 1 &&
            m <= 12 &&
            d >= 1 &&
            d <= new Date(Date.UTC(2000, m, 0)).getUTCDate() &&
            !(m === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)));
          const expected = real && text >= DATE_MIN && text <= DATE_MAX;
          expect(CalendarDate.safeParse(text).success).toBe(expected);
        },
      ),
    );
  });
});

describe('BirthDate', () => {
  it('refuses a day after today in India', () => {
    const today = todayInIndia();
    expect(BirthDate.safeParse(today).success).toBe(true);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(BirthDate.safeParse(tomorrow).success).toBe(false);
    expect(BirthDate.safeParse('1899-12-31').success).toBe(false);
  });
});

describe('Instant', () => {
  it('takes an offset date-time within the range and refuses one beyond it in UTC', () => {
    expect(Instant.safeParse('2026-11-25T10:00:00+05:30').success).toBe(true);
    expect(Instant.safeParse('2100-12-31T23:00:00Z').success).toBe(true);
    expect(Instant.safeParse('2100-12-31T23:30:00-05:00').success).toBe(false);
    expect(Instant.safeParse('9999-12-31T10:00:00+05:30').success).toBe(false);
    expect(Instant.safeParse('1899-12-31T10:00:00Z').success).toBe(false);
    expect(Instant.safeParse('2026-11-25T10:00:00').success).toBe(false);
  });
});
