// The language that text written outside a component (dates, times, counts in lib/ helpers) is shown in: the
// browser's page language (set once at start, main.tsx), or on the server the language of the page being
// rendered (entry-server.tsx runs each render with its own through AsyncLocalStorage, so renders in both
// languages may run at once).
import { i18n as browserI18n, type I18n } from '@lingui/core';
import type { Locale } from './locales.ts';

let source: () => I18n = () => browserI18n;

export function setDisplayI18nSource(read: () => I18n): void {
  source = read;
}

/** The i18n instance of the page being shown. */
export function displayI18n(): I18n {
  return source();
}

/** Its language ('pseudo', the i18n check's, writes dates as English does). */
export function displayLocale(): Locale {
  return source().locale === 'hi' ? 'hi' : 'en';
}

/**
 * A patient-facing text the API sends in English with its Hindi beside it (a lab test's summary, an offer's or a
 * banner's words, migration 0071): the Hindi on a Hindi page when there is one, else the English. Here
 * rather than in local-name.ts because every page already loads this module: a page that shows such text
 * loads no other chunk for it (e2e/bundle-budget.spec.ts).
 */
export function localText(
  english: string,
  hindi: string | null | undefined,
  locale: Locale = displayLocale(),
): string {
  return locale === 'hi' && hindi ? hindi : english;
}
