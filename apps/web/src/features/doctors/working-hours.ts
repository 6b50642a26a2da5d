// A doctor's weekly hours for display: Monday first (as Indian calendars read), days without hours closed.
import type { ScheduleEntry } from '@arogya/contracts/doctors';
import { WEEKDAYS } from '@arogya/contracts/doctors-values';

/** Weekday numbers Monday..Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type DayHours = {
  weekday: number;
  day: string;
  hours: { start: string; end: string; slotMinutes: number }[];
};

export function weeklyHours(schedule: readonly ScheduleEntry[]): DayHours[] {
  return WEEK_ORDER.map((weekday) => ({
    weekday,
    day: WEEKDAYS[weekday] ?? '',
    hours: schedule
      .filter((s) => s.weekday === weekday)
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
      .map(({ start, end, slotMinutes }) => ({ start, end, slotMinutes })),
  }));
}

/** The days a doctor works, short: runs of three or more become 'Mon–Sat'; else 'Mon, Wed, Fri'. */
export function workingDaysSummary(schedule: readonly ScheduleEntry[]): string {
  const days = WEEK_ORDER.filter((d) => schedule.some((s) => s.weekday === d));
  if (days.length === 0) return 'No working hours set';
  if (days.length === 7) return 'Every day';
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
        ? [`${SHORT[run[0] as number]}–${SHORT[run.at(-1) as number]}`]
        : run.map((d) => SHORT[d] as string),
    )
    .join(', ');
}

/** 'Book appointments at least N hour(s) in advance' with the plural right. */
export function advanceRule(hours: number): string {
  if (hours <= 0) return 'Book any free slot, even at short notice';
  return `Book appointments at least ${hours} ${hours === 1 ? 'hour' : 'hours'} in advance`;
}
