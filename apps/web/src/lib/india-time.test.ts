import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatClock,
  formatDayLabel,
  formatDayMonthYear,
  formatLongDate,
  formatMediumDate,
  formatShortDay,
  indiaClock,
  indiaDate,
} from './india-time.ts';

describe('India dates', () => {
  it('reads today in Asia/Kolkata, not UTC', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(indiaDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(indiaClock(new Date('2026-11-21T09:30:00Z'))).toBe('15:00');
  });

  it("gives Intl's Asia/Kolkata date and clock for any instant", () => {
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let i = 0; i < 3_000; i++) {
      const instant = new Date(
        Date.UTC(1990, 0, 1) + Math.floor(Math.abs(Math.sin(i + 1)) * 60 * 365 * 86_400_000),
      );
      const p = Object.fromEntries(kolkata.formatToParts(instant).map((x) => [x.type, x.value]));
      expect(indiaDate(instant), instant.toISOString()).toBe(`${p.year}-${p.month}-${p.day}`);
      expect(indiaClock(instant), instant.toISOString()).toBe(`${p.hour}:${p.minute}`);
    }
  });

  it("writes dates in words as Intl's en-IN does, every weekday and month", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
    const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ weekday: 'short', day: 'numeric', month: 'short' });
    const medium = intl({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const dayMonthYear = intl({ dateStyle: 'long' });
    for (let day = 0; day < 800; day++) {
      const date = addDays('2026-01-01', day);
      const at = new Date(`${date}T00:00:00Z`);
      const p = Object.fromEntries(medium.formatToParts(at).map((x) => [x.type, x.value]));
      expect(formatLongDate(date)).toBe(long.format(at));
      expect(formatShortDay(date)).toBe(short.format(at));
      expect(formatMediumDate(date)).toBe(`${p.weekday}, ${p.day} ${p.month} ${p.year}`);
      expect(formatDayMonthYear(date)).toBe(dayMonthYear.format(at));
    }
  });

  it('moves dates across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names days and times for people', () => {
    expect(formatDayLabel('2026-11-21', '2026-11-21')).toBe('Today');
    expect(formatDayLabel('2026-11-22', '2026-11-21')).toBe('Tomorrow');
    expect(formatDayLabel('2026-11-23', '2026-11-21')).toMatch(/Mon.*23 Nov/);
    expect(formatLongDate('2026-11-23')).toMatch(/Monday.*23 November 2026/);
    expect(formatMediumDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('17:45')).toBe('5:45 PM');
  });
});
