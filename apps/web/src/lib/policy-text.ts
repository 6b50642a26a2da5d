// Counts with their noun ('1 doctor', '2 doctors', '1 घंटा') and the business figures of
// @arogya/contracts/constants in the words the content pages print, in the page's language, so no page
// types a figure of its own.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n, displayLocale } from './i18n/display-locale.ts';
import { formatDayMonthYear } from './india-time.ts';
import { lazyListFormat } from './lazy-intl.ts';

type Range = { readonly min: number; readonly max: number };

/** The units the pages count in, each with its one and its many (ICU plural, # the number). */
const UNITS = {
  hour: msg({ message: '{count, plural, one {# hour} other {# hours}}' }),
  day: msg({ message: '{count, plural, one {# day} other {# days}}' }),
  'business day': msg({ message: '{count, plural, one {# business day} other {# business days}}' }),
  year: msg({ message: '{count, plural, one {# year} other {# years}}' }),
  time: msg({ message: '{count, plural, one {# time} other {# times}}' }),
  doctor: msg({ message: '{count, plural, one {# doctor} other {# doctors}}' }),
  test: msg({ message: '{count, plural, one {# test} other {# tests}}' }),
  parameter: msg({ message: '{count, plural, one {# parameter} other {# parameters}}' }),
  person: msg({ message: '{count, plural, one {# person} other {# people}}' }),
  'pin code': msg({ message: '{count, plural, one {# pin code} other {# pin codes}}' }),
  report: msg({ message: '{count, plural, one {# report} other {# reports}}' }),
  item: msg({ message: '{count, plural, one {# item} other {# items}}' }),
  product: msg({ message: '{count, plural, one {# product} other {# products}}' }),
  package: msg({ message: '{count, plural, one {# package} other {# packages}}' }),
  article: msg({ message: '{count, plural, one {# article} other {# articles}}' }),
  suggestion: msg({ message: '{count, plural, one {# suggestion} other {# suggestions}}' }),
  field: msg({ message: '{count, plural, one {# field} other {# fields}}' }),
  'test or package': msg({
    message: '{count, plural, one {# test or package} other {# tests and packages}}',
  }),
  'free video consultation': msg({
    message: '{count, plural, one {# free video consultation} other {# free video consultations}}',
  }),
} satisfies Record<string, MessageDescriptor>;
export type Unit = keyof typeof UNITS;

const RANGES = {
  hour: msg({ message: '{min}–{max} hours' }),
  day: msg({ message: '{min}–{max} days' }),
  'business day': msg({ message: '{min}–{max} business days' }),
  year: msg({ message: '{min}–{max} years' }),
  time: msg({ message: '{min}–{max} times' }),
} satisfies Partial<Record<Unit, MessageDescriptor>>;

/** countText(n, 'hour') -> 'n hours', singular when n is one. */
export function countText(count: number, unit: Unit): string {
  return displayI18n()._({ ...UNITS[unit], values: { count } });
}

/** rangeOf({ min, max }, 'business day') -> 'min–max business days', never broken at the dash. */
export function rangeOf(range: Range, unit: keyof typeof RANGES): string {
  if (range.min === range.max) return countText(range.min, unit);
  return displayI18n()
    ._({ ...RANGES[unit], values: { min: range.min, max: range.max } })
    .replace('–', '\u2060–\u2060');
}

const listFormats = {
  en: lazyListFormat('en-IN', { style: 'long', type: 'conjunction' }),
  hi: lazyListFormat('hi-IN', { style: 'long', type: 'conjunction' }),
};

/** ['a', 'b', 'c'] -> 'a, b and c' ('a, b और c'). */
export function formatList(items: readonly (string | number)[]): string {
  return listFormats[displayLocale()]().format(items.map(String));
}

/** '2026-11-21' -> '21 November 2026' (calendar date in India). */
export function formatLongDate(isoDate: string): string {
  return formatDayMonthYear(isoDate);
}
