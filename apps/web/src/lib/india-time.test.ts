import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatClock,
  formatDayLabel,
  formatLongDate,
  formatMediumDate,
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
