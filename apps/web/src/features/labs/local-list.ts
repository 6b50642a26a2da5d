// A list the API sends in English with its Hindi beside it (a lab test's other names, lab_items.aliases_hi; the
// preparation lines of the checkout's slots and of a booking, preparationHi): the Hindi list on a Hindi page
// when there is one, else the English, as localText (lib/i18n/display-locale.ts) does for one text. Here, in
// the lab pages' own code, so the code every page loads does not grow (e2e/bundle-budget.spec.ts).
import { displayLocale } from '../../lib/i18n/display-locale.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

export function localList(
  english: readonly string[],
  hindi: readonly string[] | null | undefined,
  locale: Locale = displayLocale(),
): readonly string[] {
  return locale === 'hi' && hindi && hindi.length > 0 ? hindi : english;
}
