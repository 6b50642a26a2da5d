// A taxonomy entry's name in the page's language: specialties, symptoms, medicine categories, lab tests and
// packages carry a Hindi name beside the English one (nameHi, migration 0065), shown on a Hindi page; an
// entry without one, and every brand or trade name, stays as printed.
import { displayLocale } from './display-locale.ts';
import type { Locale } from './locales.ts';

export type Named = { name: string; nameHi?: string | null | undefined };

/** The entry's Hindi name on a Hindi page when it has one, else its name. */
export function localName(item: Named, locale: Locale = displayLocale()): string {
  return locale === 'hi' && item.nameHi ? item.nameHi : item.name;
}
