// The language the page is shown in, for the addresses it links to and the formats it writes.
import { useLingui } from '@lingui/react';
import type { Locale } from './locales.ts';

export function useLocale(): Locale {
  return useLingui().i18n.locale === 'hi' ? 'hi' : 'en';
}
