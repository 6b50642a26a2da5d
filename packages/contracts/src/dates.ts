// The one date and date-time input of the API (docs/product-rules.md#api-contract): every date a client sends
// is a real calendar day within DATE_MIN..DATE_MAX, every instant falls within those days, and a date of
// birth is not in the future. Anything else is a 400; a far date such as 9999-12-31 once reached the
// services, whose date arithmetic then failed with "Invalid time value" (a 500).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

/** The first and last day any date input may name. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_MESSAGE = `Use a date from ${DATE_MIN} to ${DATE_MAX}`;

/** True for 'YYYY-MM-DD' naming a day that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** Today's date in India (Asia/Kolkata, UTC+05:30, no daylight saving), 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A calendar date 'YYYY-MM-DD' that exists, from DATE_MIN to DATE_MAX. */
export const CalendarDate = z
  .string()
  .regex(DAY, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a real date')
  .refine((v) => v >= DATE_MIN && v <= DATE_MAX, RANGE_MESSAGE);

/** A date of birth: a calendar date, not after today (in India). */
export const BirthDate = CalendarDate.refine(
  (v) => v <= todayInIndia(),
  'A date of birth cannot be in the future',
);

/** An ISO 8601 date-time with its offset (e.g. 2026-11-25T10:00:00+05:30) on a day from DATE_MIN to DATE_MAX. */
export const Instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO date-time, e.g. 2026-11-25T10:00:00+05:30' })
  .refine((v) => {
    const t = Date.parse(v);
    if (Number.isNaN(t)) return false;
    const day = new Date(t).toISOString().slice(0, 10);
    return day >= DATE_MIN && day <= DATE_MAX;
  }, RANGE_MESSAGE);
