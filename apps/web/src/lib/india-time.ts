// Calendar dates and clock times as India reads them: 'today' is Asia/Kolkata's date whatever the browser's
// zone; API dates are 'YYYY-MM-DD' and times 'HH:MM' (24-hour) in that zone.

/** India keeps one offset all year (UTC+05:30, no daylight saving since 1945): its date and clock are the
 * UTC ones of the instant moved by it, with no Intl formatter to build (lib/lazy-intl.ts says what that costs). */
const INDIA_OFFSET_MS = 330 * 60_000;
const inIndia = (instant: Date) => new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString();

/** The date in India at this instant, 'YYYY-MM-DD'. */
export function indiaDate(instant: Date = new Date()): string {
  return inIndia(instant).slice(0, 10);
}

/** A calendar date moved by whole days ('2026-12-31' + 1 is '2027-01-01'). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

import { msg } from '@lingui/core/macro';
import { displayI18n, displayLocale } from './i18n/display-locale.ts';

/** '15:00' as '3:00 PM'; '24:00' (end of day) as '12:00 AM' (Hindi pages write AM and PM too, as Indian
 * Hindi apps do). */
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

// Dates in words, written out as en-IN writes them (Intl's own output, checked in india-time.test.ts, 'Sept'
// included): the first Intl formatter a page builds loads the browser's locale data, ~50 ms of start-up on
// this machine and four times that on a mid-range phone (docs/bench.md#lighthouse, round 9).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const shortMonth = (month: string) => (month === 'September' ? 'Sept' : month.slice(0, 3));

// The same in Hindi, as hi-IN writes them (Intl's output, checked in india-time.test.ts).
const HINDI_WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const HINDI_WEEKDAYS_SHORT = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्तूबर',
  'नवंबर',
  'दिसंबर',
];
const HINDI_MONTHS_SHORT = [
  'जन॰',
  'फ़र॰',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुल॰',
  'अग॰',
  'सित॰',
  'अक्तू॰',
  'नव॰',
  'दिस॰',
];

/** A calendar date ('YYYY-MM-DD') in words, in the page's language; null when it is not one. */
function words(date: string) {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  const day = d.getUTCDay();
  const m = d.getUTCMonth();
  if (displayLocale() === 'hi') {
    return {
      weekday: HINDI_WEEKDAYS[day] ?? '',
      weekdayShort: HINDI_WEEKDAYS_SHORT[day] ?? '',
      day: d.getUTCDate(),
      month: HINDI_MONTHS[m] ?? '',
      monthShort: HINDI_MONTHS_SHORT[m] ?? '',
      year: d.getUTCFullYear(),
    };
  }
  const weekday = WEEKDAYS[day] ?? '';
  const month = MONTHS[m] ?? '';
  return {
    weekday,
    weekdayShort: weekday.slice(0, 3),
    day: d.getUTCDate(),
    month,
    monthShort: shortMonth(month),
    year: d.getUTCFullYear(),
  };
}

/** 'Monday, 23 November 2026'. */
export function formatLongDate(date: string): string {
  const w = words(date);
  return w ? `${w.weekday}, ${w.day} ${w.month} ${w.year}` : date;
}

/** 'Mon, 23 Nov 2026'. */
export function formatMediumDate(date: string): string {
  const w = words(date);
  return w ? `${w.weekdayShort}, ${w.day} ${w.monthShort} ${w.year}` : date;
}

/** 'Mon, 23 Nov'. */
export function formatShortDay(date: string): string {
  const w = words(date);
  return w ? `${w.weekdayShort}, ${w.day} ${w.monthShort}` : date;
}

/** '23 Nov'. */
export function formatDayMonth(date: string): string {
  const w = words(date);
  return w ? `${w.day} ${w.monthShort}` : date;
}

/** '23 November 2026'. */
export function formatDayMonthYear(date: string): string {
  const w = words(date);
  return w ? `${w.day} ${w.month} ${w.year}` : date;
}

/** 'Today', 'Tomorrow', else 'Mon, 23 Nov'. */
export function formatDayLabel(date: string, today: string): string {
  if (date === today) return displayI18n()._(msg`Today`);
  if (date === addDays(today, 1)) return displayI18n()._(msg`Tomorrow`);
  return formatShortDay(date);
}

/** The time in India of an instant, 'HH:MM'. */
export function indiaClock(instant: Date): string {
  return inIndia(instant).slice(11, 16);
}
