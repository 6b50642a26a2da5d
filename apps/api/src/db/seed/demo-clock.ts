// The demo clinic's desk and the demo patient's visits were written around one day, DEMO_DAY. A database
// seeded later moves exactly those visits forward by whole days, so that `npm start` on any later date
// opens on a desk with visits today and a patient with one coming up (docs/product-rules.md#demo-data).
// Everything else in the seed (catalogue, leave around named holidays, past history) keeps its fixed dates.
import { addDays, daysBetween, todayIn } from '../../lib/zoned-time.ts';

/** The day the demo's visits were written around: its "today". */
export const DEMO_DAY = '2026-11-23';

/** Whole days the demo's visits move forward when seeded on `now` (never backwards). */
export function demoShiftDays(now: Date = new Date()): number {
  return Math.max(0, daysBetween(DEMO_DAY, todayIn(now)));
}

/** A demo visit's day ('YYYY-MM-DD', written relative to DEMO_DAY) as seeded on `now`. */
export function demoDate(day: string, now: Date = new Date()): string {
  return addDays(day, demoShiftDays(now));
}
