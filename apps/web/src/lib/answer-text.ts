// The success messages the API sends with an answer ({ success, message }), in the page's language: the API
// writes them in English whoever asks, as it does its refusals (api-error-messages.ts), so a page in another
// language shows its own message for the same outcome.
import { displayI18n } from './i18n/display-locale.ts';

/**
 * A message the API sends with its answer ('Leave added', 'Order cancelled'): an English page shows the
 * server's own words, as today; another language shows the page's message for the same outcome.
 */
export function answerText(serverMessage: string | null | undefined, local: string): string {
  return inEnglish() ? (serverMessage ?? local) : local;
}

/** Whether the page is in English (the pseudo-locale of the i18n check is not: it shows the page's words). */
export function inEnglish(): boolean {
  return displayI18n().locale === 'en';
}
