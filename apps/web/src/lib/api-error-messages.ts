// What an API refusal says, by its code (packages/contracts/src/errors.ts ErrorCode), in the page's language:
// the server writes its messages in English, so a Hindi page shows the code's message from the 'errors'
// catalog (lingui.config.ts) instead; an English page keeps the server's own words, which say more.
import type { ErrorCode } from '@arogya/contracts/errors';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const BY_CODE: Record<ErrorCode | 'NETWORK_ERROR', MessageDescriptor> = {
  VALIDATION_ERROR: msg`Some of the details entered are not valid. Please check them and try again.`,
  UNAUTHORIZED: msg`Please sign in to continue.`,
  FORBIDDEN: msg`You do not have access to this.`,
  NOT_FOUND: msg`We could not find what you are looking for.`,
  METHOD_NOT_ALLOWED: msg`This action is not allowed here.`,
  CONFLICT: msg`This was changed or taken just now. Please refresh and try again.`,
  PAYLOAD_TOO_LARGE: msg`The file is too large. Please choose a smaller one.`,
  UNSUPPORTED_MEDIA_TYPE: msg`This type of file is not accepted. Please choose another.`,
  BUSINESS_RULE: msg`This cannot be done right now.`,
  RATE_LIMITED: msg`Too many tries. Please wait a little and try again.`,
  SERVICE_UNAVAILABLE: msg`This service is not available right now. Please try again in a few minutes.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  NETWORK_ERROR: msg`Network error: Unable to connect to server. Please check your internet connection.`,
};

/** The code's message in the i18n instance's language, or null for a code the API does not use. */
export function apiErrorText(i18n: I18n, code: string): string | null {
  const descriptor = (BY_CODE as Record<string, MessageDescriptor | undefined>)[code];
  return descriptor ? i18n._(descriptor) : null;
}
