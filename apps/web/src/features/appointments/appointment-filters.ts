// My Appointments filters (docs/screens.md#my-appointments: all, today, upcoming, completed), decided by the
// API's displayStatus (derived in Asia/Kolkata on the server), never by the browser's clock.

import type { Appointment, DisplayStatus } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../../lib/i18n/localized-labels.ts';

export const MY_APPOINTMENT_FILTERS = ['all', 'today', 'upcoming', 'completed'] as const;
export type MyAppointmentFilter = (typeof MY_APPOINTMENT_FILTERS)[number];

export const FILTER_LABELS: Readonly<Record<MyAppointmentFilter, string>> = localizedLabels({
  all: msg`All`,
  today: msg`Today`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
});

type Listed = Pick<Appointment, 'displayStatus' | 'startsAt'>;

export function readFilter(value: string | null): MyAppointmentFilter {
  return MY_APPOINTMENT_FILTERS.includes(value as MyAppointmentFilter)
    ? (value as MyAppointmentFilter)
    : 'all';
}

export function matchesFilter(a: Pick<Appointment, 'displayStatus'>, filter: MyAppointmentFilter): boolean {
  return filter === 'all' || a.displayStatus === filter;
}

const isAhead = (s: DisplayStatus) => s === 'today' || s === 'upcoming';
const byStart = (a: Listed, b: Listed) => a.startsAt.localeCompare(b.startsAt);

/**
 * The appointments a filter shows, in the order a patient reads them: what is ahead soonest first, then
 * the past most recent first.
 */
export function filterAppointments<T extends Listed>(list: readonly T[], filter: MyAppointmentFilter): T[] {
  const shown = list.filter((a) => matchesFilter(a, filter));
  const ahead = shown.filter((a) => isAhead(a.displayStatus)).sort(byStart);
  const past = shown.filter((a) => !isAhead(a.displayStatus)).sort((a, b) => byStart(b, a));
  return [...ahead, ...past];
}

export function countByFilter(
  list: readonly Pick<Appointment, 'displayStatus'>[],
): Record<MyAppointmentFilter, number> {
  const counts = { all: list.length, today: 0, upcoming: 0, completed: 0 };
  for (const a of list) {
    if (a.displayStatus === 'today' || a.displayStatus === 'upcoming' || a.displayStatus === 'completed') {
      counts[a.displayStatus] += 1;
    }
  }
  return counts;
}
