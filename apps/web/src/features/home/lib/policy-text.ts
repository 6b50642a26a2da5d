// Turns the business figures of @arogya/contracts/constants into the words the content pages print,
// so no page types a figure of its own.
import { formatDayMonthYear } from '../../../lib/india-time.ts';
import { lazyListFormat } from '../../../lib/lazy-intl.ts';

type Range = { readonly min: number; readonly max: number };

/** plural(n, 'hour') -> 'n hours', singular when n is one. */
export function plural(count: number, unit: string): string {
  return `${count} ${count === 1 ? unit : `${unit}s`}`;
}

/** rangeOf({ min, max }, 'business day') -> 'min–max business days', never broken at the dash. */
export function rangeOf(range: Range, unit: string): string {
  return range.min === range.max ? plural(range.min, unit) : `${range.min}\u2060–\u2060${range.max} ${unit}s`;
}

const listFormat = lazyListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** ['a', 'b', 'c'] -> 'a, b and c'. */
export function formatList(items: readonly (string | number)[]): string {
  return listFormat().format(items.map(String));
}

/** '2026-11-21' -> '21 November 2026' (calendar date in India). */
export function formatLongDate(isoDate: string): string {
  return formatDayMonthYear(isoDate);
}
