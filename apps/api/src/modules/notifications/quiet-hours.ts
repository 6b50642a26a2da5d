// Quiet hours (docs/product-rules.md#notifications): 21:00-08:00 Asia/Kolkata. A message that would go out
// then, not urgent, waits until 08:00. India keeps no daylight saving, so IST is UTC+05:30 all year.
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3_600_000;
export const QUIET_START_HOUR = 21;
export const QUIET_END_HOUR = 8;

/** 08:00 IST after `now` when `now` falls in quiet hours; null when it does not. */
export function quietUntil(now: Date): Date | null {
  const local = now.getTime() + IST_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - midnight) / 3_600_000;
  if (hour >= QUIET_END_HOUR && hour < QUIET_START_HOUR) return null;
  const day = hour >= QUIET_START_HOUR ? midnight + DAY_MS : midnight;
  return new Date(day + QUIET_END_HOUR * 3_600_000 - IST_OFFSET_MS);
}
