// A moment shown in India's time zone with its time of day, e.g. '21 Nov 2026, 3:45 PM' (AM/PM in capitals
// as formatClock writes slot times, one style across the app). Kept apart from format.ts so the pages that
// load first do not carry it.
import { TIME_ZONE } from '@arogya/contracts/constants';
import { displayLocale } from './i18n/display-locale.ts';
import { formatClock, formatDayMonthYear, formatMediumDate, indiaClock, indiaDate } from './india-time.ts';
import { lazyDateFormat } from './lazy-intl.ts';

const formats = {
  medium: lazyDateFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  long: lazyDateFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }),
};

/** en-IN writes 'pm'; the app writes 'PM' everywhere. */
export function upperDayPeriod(text: string): string {
  return text.replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
}

export function formatDateTime(iso: string | null | undefined, style: 'medium' | 'long' = 'medium'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (displayLocale() === 'hi') {
    // Written out as hi-IN writes the date ('28 नव॰ 2026'), the time as the app writes it ('3:45 PM').
    const day = indiaDate(date);
    const words = style === 'long' ? formatDayMonthYear(day) : formatMediumDate(day).replace(/^[^,]*, /, '');
    return `${words}, ${formatClock(indiaClock(date))}`;
  }
  return upperDayPeriod(formats[style]().format(date));
}
