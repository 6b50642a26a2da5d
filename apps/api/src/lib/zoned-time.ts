// Calendar dates and wall-clock minutes in a named time zone (Asia/Kolkata for Arogya), with plain Intl.
// Instants stay UTC `Date`s; a "date" is 'YYYY-MM-DD' and a time of day is minutes after local midnight.
import { TIME_ZONE } from '@arogya/contracts/constants';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type ZonedParts = { date: string; minutes: number; weekday: number };

function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of the zone from UTC at that instant, in minutes (IST: +330). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = TIME_ZONE): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The local calendar date, minutes after local midnight and weekday (0 = Sunday) of an instant. */
export function zonedParts(instant: Date, timeZone: string = TIME_ZONE): ZonedParts {
  const w = wallClock(instant, timeZone);
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return { date, minutes: w.hour * 60 + w.minute, weekday: weekdayOf(date) };
}

/** The instant at which the local clock in `timeZone` shows `date` plus `minutes` (1440 = next midnight). */
export function zonedToUtc(date: string, minutes: number, timeZone: string = TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = zoneOffsetMinutes(new Date(guess), timeZone);
  const candidate = guess - first * 60_000;
  const second = zoneOffsetMinutes(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second * 60_000);
}

export function todayIn(now: Date, timeZone: string = TIME_ZONE): string {
  return zonedParts(now, timeZone).date;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function minutesToClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function clockToMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** [start, end) of a local calendar day as UTC instants. */
export function dayBounds(date: string, timeZone: string = TIME_ZONE): { start: Date; end: Date } {
  return { start: zonedToUtc(date, 0, timeZone), end: zonedToUtc(addDays(date, 1), 0, timeZone) };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
