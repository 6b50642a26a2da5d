// The weekly hours editor's rows: read from the profile (Monday first), and a sensible next row to add.
import type { ScheduleEntry } from '@arogya/contracts/doctors';

export type ScheduleRow = { weekday: number; start: string; end: string; slotMinutes: number };

export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const SLOT_LENGTHS = [10, 15, 20, 30, 45, 60, 90, 120] as const;

const dayRank = (weekday: number) => MONDAY_FIRST.indexOf(weekday as (typeof MONDAY_FIRST)[number]);

export function scheduleRows(schedule: readonly ScheduleEntry[]): ScheduleRow[] {
  return schedule
    .map(({ weekday, start, end, slotMinutes }) => ({ weekday, start, end, slotMinutes }))
    .sort((a, b) => dayRank(a.weekday) - dayRank(b.weekday) || a.start.localeCompare(b.start));
}

/** The next day without hours, with the hours of the last row (or 09:00-17:00, 1-hour slots). */
export function nextRow(rows: readonly ScheduleRow[]): ScheduleRow {
  const last = rows.at(-1);
  const free = MONDAY_FIRST.find((d) => !rows.some((r) => r.weekday === d));
  return {
    weekday: free ?? last?.weekday ?? 1,
    start: last?.start ?? '09:00',
    end: last?.end ?? '17:00',
    slotMinutes: last?.slotMinutes ?? 60,
  };
}
