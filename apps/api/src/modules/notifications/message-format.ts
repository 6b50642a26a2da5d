// How messages write times and money (templates' variables): Indian time, written out, as a person reads
// it on a phone: 'Tue 1 Dec, 10:00 AM'. Kept free of Intl so every runner writes the same text.
import { formatInr } from '@arogya/contracts/constants';

const IST_OFFSET_MS = 330 * 60_000;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ist(at: Date) {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    day: d.getUTCDay(),
    date: d.getUTCDate(),
    month: d.getUTCMonth(),
    year: d.getUTCFullYear(),
    h: d.getUTCHours(),
    m: d.getUTCMinutes(),
  };
}

/** 'Tue 1 Dec, 10:00 AM' in IST. */
export function whenText(at: Date): string {
  const t = ist(at);
  const hour = t.h % 12 === 0 ? 12 : t.h % 12;
  return `${DAYS[t.day]} ${t.date} ${MONTHS[t.month]}, ${hour}:${String(t.m).padStart(2, '0')} ${t.h < 12 ? 'AM' : 'PM'}`;
}

/** '1 Dec 2026' in IST. */
export function dateText(at: Date): string {
  const t = ist(at);
  return `${t.date} ${MONTHS[t.month]} ${t.year}`;
}

/** '₹1,200.00' from paise. */
export const rupees = (paise: number) => formatInr(paise);

/** The instant at `hh:mm` IST on the IST day of `at`, moved by `days`. */
export function istClock(at: Date, hours: number, minutes: number, days = 0): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  const midnight = Math.floor(local / 86_400_000) * 86_400_000;
  return new Date(midnight + days * 86_400_000 + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS);
}
