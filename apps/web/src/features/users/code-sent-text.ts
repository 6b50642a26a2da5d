// Where a one-time code went, in the page's language: the API's answer says it in English
// ('We sent a 6-digit code to +91 98•••••210 by SMS.', apps/api/src/modules/users/send-code.ts sentMessage);
// a page in another language words it from the answer's result.
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';

export function codeSentText(sent: Pick<CodeSent, 'to' | 'channel'>): string {
  const to = sent.to;
  return sent.channel === 'whatsapp'
    ? localized(msg`We sent a 6-digit code to ${to} by WhatsApp.`)
    : localized(msg`We sent a 6-digit code to ${to} by SMS.`);
}

/** The e-mail link's answer ('We sent a link to p•••@gmail.com. Open it within 30 minutes…', send-email-link.ts). */
export function emailLinkSentText(maskedEmail: string, minutes: number): string {
  return localized(
    msg`We sent a link to ${maskedEmail}. Open it within ${minutes} minutes to verify the address.`,
  );
}
