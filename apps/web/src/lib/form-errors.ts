// Maps an API refusal onto a react-hook-form form: details[].field go to their inputs, the rest to the form.

import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';
import { displayI18n } from './i18n/display-locale.ts';

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
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: first });
    first = false;
    placed++;
  }
  // The form's own message: on a Hindi page the refusal's, by its code (errorMessage).
  return placed > 0 && placed === error.details.length ? null : errorMessage(error, fallback);
}
