import type { DisplayStatus } from '@arogya/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { countByFilter, filterAppointments, matchesFilter, readFilter } from './appointment-filters.ts';

const apt = (id: string, displayStatus: DisplayStatus, startsAt: string) => ({ id, displayStatus, startsAt });

const list = [
  apt('done-old', 'completed', '2026-11-03T04:30:00Z'),
  apt('later', 'upcoming', '2026-12-03T04:30:00Z'),
  apt('cancelled', 'cancelled', '2026-11-14T05:30:00Z'),
  apt('soon', 'upcoming', '2026-11-24T05:30:00Z'),
  apt('now', 'today', '2026-11-21T09:30:00Z'),
  apt('done-new', 'completed', '2026-11-10T10:30:00Z'),
  apt('missed', 'no-show', '2026-11-01T10:30:00Z'),
  apt('unclosed', 'past', '2026-11-20T10:30:00Z'),
];

describe('My Appointments filters', () => {
  it('select by the API displayStatus', () => {
    expect(filterAppointments(list, 'today').map((a) => a.id)).toEqual(['now']);
    expect(filterAppointments(list, 'upcoming').map((a) => a.id)).toEqual(['soon', 'later']);
    expect(filterAppointments(list, 'completed').map((a) => a.id)).toEqual(['done-new', 'done-old']);
    expect(matchesFilter({ displayStatus: 'cancelled' }, 'all')).toBe(true);
    expect(matchesFilter({ displayStatus: 'past' }, 'upcoming')).toBe(false);
  });

  it('show everything under all: what is ahead soonest first, then the past newest first', () => {
    expect(filterAppointments(list, 'all').map((a) => a.id)).toEqual([
      'now',
      'soon',
      'later',
      'unclosed',
      'cancelled',
      'done-new',
      'done-old',
      'missed',
    ]);
  });

  it('count each filter', () => {
    expect(countByFilter(list)).toEqual({ all: 8, today: 1, upcoming: 2, completed: 2 });
    expect(countByFilter([])).toEqual({ all: 0, today: 0, upcoming: 0, completed: 0 });
  });

  it('read the filter from the URL, defaulting to all', () => {
    expect(readFilter('completed')).toBe('completed');
    expect(readFilter('cancelled')).toBe('all');
    expect(readFilter(null)).toBe('all');
  });
});
