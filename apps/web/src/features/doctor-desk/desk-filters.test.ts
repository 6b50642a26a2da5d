import { describe, expect, it } from 'vitest';
import { closeState, deskList, deskQuery, readDeskFilter } from './desk-filters.ts';
import { nextRow, scheduleRows } from './schedule-form.ts';

const now = new Date('2026-11-21T09:00:00Z'); // 14:30 IST
const apt = (
  id: string,
  status: 'booked' | 'completed',
  startsAt: string,
  date = '2026-11-21',
  time = '14:00',
) => ({
  id,
  status,
  startsAt,
  date,
  time,
});

describe('doctor desk lists', () => {
  it('asks the API for the right window', () => {
    expect(deskQuery('today', '2026-11-21', 3)).toEqual({ filter: 'all', date: '2026-11-21', limit: 100 });
    expect(deskQuery('upcoming', '2026-11-21', 2)).toEqual({ filter: 'upcoming', page: 2, limit: 20 });
    expect(readDeskFilter('nonsense')).toBe('today');
  });

  it('needs closing: booked and started, oldest first', () => {
    const list = [
      apt('future', 'booked', '2026-11-21T10:30:00Z'),
      apt('done', 'completed', '2026-11-20T04:30:00Z'),
      apt('started', 'booked', '2026-11-21T08:30:00Z'),
      apt('yesterday', 'booked', '2026-11-20T05:30:00Z'),
    ];
    expect(deskList(list, 'to-close', now).map((a) => a.id)).toEqual(['yesterday', 'started']);
    expect(deskList(list, 'today', now)).toHaveLength(4);
  });

  it('closing is offered once an appointment has started, with the reason before', () => {
    expect(closeState(apt('a', 'booked', '2026-11-21T08:30:00Z'), now, '2026-11-21')).toEqual({
      kind: 'ready',
    });
    expect(
      closeState(apt('b', 'booked', '2026-11-21T10:30:00Z', '2026-11-21', '16:00'), now, '2026-11-21'),
    ).toEqual({
      kind: 'wait',
      reason: 'Can be closed once it starts (Today, 4:00 PM)',
    });
    expect(closeState(apt('c', 'completed', '2026-11-20T04:30:00Z'), now, '2026-11-21')).toEqual({
      kind: 'none',
    });
  });
});

describe('weekly hours rows', () => {
  it('orders Monday first and suggests the next free day', () => {
    const rows = scheduleRows([
      { weekday: 0, day: 'Sunday', start: '09:00', end: '12:00', slotMinutes: 30 },
      { weekday: 1, day: 'Monday', start: '17:00', end: '20:00', slotMinutes: 30 },
      { weekday: 1, day: 'Monday', start: '10:00', end: '14:00', slotMinutes: 30 },
    ]);
    expect(rows.map((r) => `${r.weekday} ${r.start}`)).toEqual(['1 10:00', '1 17:00', '0 09:00']);
    expect(nextRow(rows)).toEqual({ weekday: 2, start: '09:00', end: '12:00', slotMinutes: 30 });
    expect(nextRow([])).toEqual({ weekday: 1, start: '09:00', end: '17:00', slotMinutes: 60 });
  });
});
