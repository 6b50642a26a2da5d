// Maps an API refusal onto a react-hook-form form: details[].field go to their inputs, the rest to the form.
// Forms take the contracts' validation messages in the page's language from here too (validation-messages.ts,
// re-exported), and a refusal's own words (refusalText): one module for form code to import, so the bundle
// keeps one chunk for them all.

import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';
import { displayI18n } from './i18n/display-locale.ts';
import { refusalWords } from './refusal-words.ts';
import { localizeValidationMessage, validationDescriptor } from './validation-messages.ts';

export {
  localizedZodResolver,
  localizeIf,
  localizeValidationMessage,
  validationMessagesReady,
} from './validation-messages.ts';

/**
 * What a refusal says, in the page's language: on an English page the server's own words, exactly as it
 * wrote them; on a Hindi page their Hindi (refusal-words.ts), else the Hindi of the refusal's code
 * (errorMessage, api-error-messages.ts). Anything else thrown reads as errorMessage does, with `fallback`.
 */
export function refusalText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    const i18n = displayI18n();
    if (i18n.locale === 'en') return error.serverMessage;
    // The API's own words (refusal-words.ts), or a message it shares with the contracts (SLOT_TAKEN_MESSAGE).
    const shared = validationDescriptor(error.serverMessage, i18n);
    const text = refusalWords(error.serverMessage, i18n) ?? (shared ? i18n._(shared) : null);
    if (text) return text;
  }
  // Else, on a Hindi page, the Hindi of the refusal's code (errorMessage).
  return errorMessage(error, fallback);
}

/**
 * Puts each detail whose field the form has on that field. Returns the message for the form as a whole,
 * or null when every detail found its field (the inline errors already say it all).
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string = displayI18n()._(msg`Something went wrong. Please try again.`),
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error, fallback);
  let placed = 0;
  let first = true;
  for (const detail of error.details) {
    const field = fields.find((f) => f === detail.field);
    if (!field) continue;
    // The server writes the contracts' English; a Hindi page shows its Hindi (validation-messages.ts).
    setError(
      field,
      { type: 'server', message: localizeValidationMessage(detail.message) },
      { shouldFocus: first },
    );
    first = false;
    placed++;
  }
  // The form's own message, in the page's language (refusalText).
  return placed > 0 && placed === error.details.length ? null : refusalText(error, fallback);
}
