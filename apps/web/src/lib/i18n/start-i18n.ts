// The browser's one i18n instance (@lingui/core's), in the language of the address it was opened at: the
// language of a page is its address (lib/i18n/locales.ts), so switching language is a navigation to the
// other address. The server makes one instance per render instead (entry-server.tsx).
import { i18n } from '@lingui/core';
import { setRefusalMessages } from '../refusal-messages.ts';
import { loadCatalogs, type MessageLocale } from './catalogs.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';

/** Activates the language and loads what every page shows in it (nothing for English): the app's words and
 * the API's refusals (lib/api-error-messages.ts). */
export async function startI18n(locale: Locale): Promise<void> {
  activate(locale);
  if (locale === 'en') return;
  const [refusals] = await Promise.all([import('../api-error-messages.ts'), loadCatalogs(['app', 'errors'])]);
  setRefusalMessages(refusals.apiErrorText);
}

export function activate(locale: MessageLocale): void {
  i18n.loadAndActivate({
    locale,
    locales: [locale === 'pseudo' ? INTL_LOCALE.en : INTL_LOCALE[locale]],
    messages: {},
  });
}
