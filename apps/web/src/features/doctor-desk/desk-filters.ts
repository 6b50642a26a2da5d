// The doctor's desk lists: today, upcoming, those needing closing (started, still booked) and completed;
// and whether an appointment can be closed yet (the API allows it once it has started).
import type { Appointment, AppointmentListQuery } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';
import { formatClock, formatDayLabel } from '../../lib/india-time.ts';

export const DESK_FILTERS = ['today', 'upcoming', 'to-close', 'completed'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export const DESK_FILTER_LABELS: Readonly<Record<DeskFilter, string>> = localizedLabels({
  today: msg`Today`,
  upcoming: msg`Upcoming`,
  'to-close': msg`Needs closing`,
  completed: msg`Completed`,
});

export const DESK_PAGE_SIZE = 20;

export function readDeskFilter(value: string | null): DeskFilter {
  return DESK_FILTERS.includes(value as DeskFilter) ? (value as DeskFilter) : 'today';
}

/** The API query behind a desk filter. 'Needs closing' has no API filter: the recent list is sifted here. */
export function deskQuery(filter: DeskFilter, today: string, page: number): AppointmentListQuery {
  switch (filter) {
    case 'today':
      return { filter: 'all', date: today, limit: 100 };
    case 'to-close':
      return { filter: 'all', limit: 100 };
    default:
      return { filter, page, limit: DESK_PAGE_SIZE };
  }
}

type Timed = Pick<Appointment, 'status' | 'startsAt'>;

export const hasStarted = (a: Pick<Appointment, 'startsAt'>, now: Date) =>
  Date.parse(a.startsAt) <= now.getTime();

export function needsClosing(a: Timed, now: Date): boolean {
  return a.status === 'booked' && hasStarted(a, now);
}

/** What a filter shows of the API's answer. */
export function deskList<T extends Timed>(list: readonly T[], filter: DeskFilter, now: Date): T[] {
  if (filter !== 'to-close') return [...list];
  return list.filter((a) => needsClosing(a, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export type CloseState = { kind: 'none' } | { kind: 'ready' } | { kind: 'wait'; reason: string };

/** Completed / no-show buttons: only for booked appointments, enabled once they have started. */
export function closeState(
  a: Timed & Pick<Appointment, 'date' | 'time'>,
  now: Date,
  today: string,
): CloseState {
  if (a.status !== 'booked') return { kind: 'none' };
  if (hasStarted(a, now)) return { kind: 'ready' };
  const day = formatDayLabel(a.date, today);
  const time = formatClock(a.time);
  return { kind: 'wait', reason: localized(msg`Can be closed once it starts (${day}, ${time})`) };
}
