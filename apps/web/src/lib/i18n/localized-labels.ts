// A table of labels written as messages that reads as plain strings in the page's language: each entry is
// translated when read (lib/i18n/display-locale.ts), so `STATUS_LABELS[status]` stays a string wherever it is
// used, on the server and in the browser.
import type { MessageDescriptor } from '@lingui/core';
import { displayI18n } from './display-locale.ts';

export function localizedLabels<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => displayI18n()._(messages[key]) });
  }
  return labels;
}

/** A message read in the page's language, for text built outside a component. */
export function localized(message: MessageDescriptor): string {
  return displayI18n()._(message);
}
