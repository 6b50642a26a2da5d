// A doctor's weekly hours for display: Monday first (as Indian calendars read), days without hours closed.
import type { ScheduleEntry } from '@arogya/contracts/doctors';
import { WEEKDAYS } from '@arogya/contracts/doctors-values';
import { msg, plural } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

/** Weekday numbers Monday..Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const SHORT = [msg`Sun`, msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`] as const;
const DAY_NAMES = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
] as const;

export type DayHours = {
  weekday: number;
  day: string;
  hours: { start: string; end: string; slotMinutes: number }[];
};

export function weeklyHours(schedule: readonly ScheduleEntry[]): DayHours[] {
  return WEEK_ORDER.map((weekday) => ({
    weekday,
    day: DAY_NAMES[weekday] ? displayI18n()._(DAY_NAMES[weekday]) : (WEEKDAYS[weekday] ?? ''),
    hours: schedule
      .filter((s) => s.weekday === weekday)
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
      .map(({ start, end, slotMinutes }) => ({ start, end, slotMinutes })),
  }));
}

/** The days a doctor works, short: runs of three or more become 'Mon–Sat'; else 'Mon, Wed, Fri'. */
export function workingDaysSummary(schedule: readonly ScheduleEntry[]): string {
  const days = WEEK_ORDER.filter((d) => schedule.some((s) => s.weekday === d));
  const i18n = displayI18n();
  const short = (d: number) => (SHORT[d] ? i18n._(SHORT[d]) : '');
  if (days.length === 0) return i18n._(msg`No working hours set`);
  if (days.length === 7) return i18n._(msg`Every day`);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const position = WEEK_ORDER.indexOf(day);
    if (run && WEEK_ORDER.indexOf(run.at(-1) as (typeof WEEK_ORDER)[number]) === position - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${short(run[0] as number)}–${short(run.at(-1) as number)}`]
        : run.map((d) => short(d)),
    )
    .join(', ');
}

/** 'Book appointments at least N hour(s) in advance' with the plural right. */
export function advanceRule(hours: number): string {
  const i18n = displayI18n();
  if (hours <= 0) return i18n._(msg`Book any free slot, even at short notice`);
  return i18n._(
    msg`${plural(hours, { one: 'Book appointments at least # hour in advance', other: 'Book appointments at least # hours in advance' })}`,
  );
}
