import type { ScheduleEntry } from '@arogya/contracts/doctors';
import { describe, expect, it } from 'vitest';
import { advanceRule, weeklyHours, workingDaysSummary } from './working-hours.ts';

const entry = (weekday: number, start = '09:00', end = '17:00'): ScheduleEntry => ({
  weekday,
  day: '',
  start,
  end,
  slotMinutes: 60,
});

describe('working hours', () => {
  it('lists Monday first and marks closed days with no hours', () => {
    const week = weeklyHours([
      entry(0, '09:00', '12:00'),
      entry(1, '17:00', '20:00'),
      entry(1, '10:00', '14:00'),
    ]);
    expect(week.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[0]?.hours.map((h) => h.start)).toEqual(['10:00', '17:00']);
    expect(week[1]?.hours).toEqual([]);
    expect(week[6]?.hours).toHaveLength(1);
  });

  it('summarises the working days', () => {
    expect(workingDaysSummary([1, 2, 3, 4, 5, 6].map((d) => entry(d)))).toBe('Mon–Sat');
    expect(workingDaysSummary([1, 3, 5].map((d) => entry(d)))).toBe('Mon, Wed, Fri');
    expect(workingDaysSummary([2, 3, 4, 5, 6, 0].map((d) => entry(d)))).toBe('Tue–Sun');
    expect(workingDaysSummary([0, 1, 2, 3, 4, 5, 6].map((d) => entry(d)))).toBe('Every day');
    expect(workingDaysSummary([])).toBe('No working hours set');
  });

  it('states the advance-booking rule with the right plural', () => {
    expect(advanceRule(1)).toBe('Book appointments at least 1 hour in advance');
    expect(advanceRule(2)).toBe('Book appointments at least 2 hours in advance');
  });
});
