// Calendar dates and clock times as India reads them: 'today' is Asia/Kolkata's date whatever the browser's
// zone; API dates are 'YYYY-MM-DD' and times 'HH:MM' (24-hour) in that zone.
import { TIME_ZONE } from '@arogya/contracts/constants';

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in India at this instant, 'YYYY-MM-DD'. */
export function indiaDate(instant: Date = new Date()): string {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar date moved by whole days ('2026-12-31' + 1 is '2027-01-01'). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '15:00' as '3:00 PM'; '24:00' (end of day) as '12:00 AM'. */
export function formatClock(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const hours = h % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '15:00'-'16:00' as '3:00 PM – 4:00 PM'. */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const mediumDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Monday, 23 November 2026'. */
export function formatLongDate(date: string): string {
  return longDate.format(utc(date));
}

/** 'Mon, 23 Nov 2026' (built from parts: en-IN puts a comma before the year in this style). */
export function formatMediumDate(date: string): string {
  const p = Object.fromEntries(mediumDate.formatToParts(utc(date)).map((x) => [x.type, x.value]));
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** 'Today', 'Tomorrow', else 'Mon, 23 Nov'. */
export function formatDayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return shortDay.format(utc(date));
}

/** The time in India of an instant, 'HH:MM'. */
export function indiaClock(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
