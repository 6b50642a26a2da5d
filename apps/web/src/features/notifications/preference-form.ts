// The notification settings form's rules, apart from React (preference-form.test.ts): what each checkbox
// starts as, which channels cannot be chosen and why, and what is sent.

import type {
  NotificationCategory,
  NotificationChannel,
  NotificationPreferences,
  UpdatePreferencesInput,
} from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';

export type Choices = Record<string, NotificationChannel[]>;

export const CONSENT_NEEDED = msg`To get offers and health tips, tick the agreement under them, or untick their channels.`;

export function initialChoices(preferences: NotificationPreferences): Choices {
  return Object.fromEntries(preferences.categories.map((c) => [c.category, [...c.channels]]));
}

export function toggle(
  choices: Choices,
  category: NotificationCategory,
  channel: NotificationChannel,
  on: boolean,
): Choices {
  const current = choices[category] ?? [];
  const next = on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel);
  return { ...choices, [category]: next };
}

/**
 * Why a channel cannot be chosen now, or null when it can. Web push needs this person's browser allowed
 * first when the server has it set up; any other channel is off because its provider is not set up.
 */
export function unavailableReason(
  channel: NotificationChannel,
  available: readonly NotificationChannel[],
  pushConfigured: boolean,
): string | null {
  if (available.includes(channel)) return null;
  switch (channel) {
    case 'sms':
      return localized(msg`SMS is not set up on this server`);
    case 'whatsapp':
      return localized(msg`WhatsApp is not set up on this server`);
    case 'email':
      return localized(msg`E-mail is not set up on this server`);
    case 'push':
      return pushConfigured
        ? localized(msg`Allow browser notifications first`)
        : localized(msg`Browser notifications are not set up on this server`);
    case 'in_app':
      return localized(msg`The in-app inbox is not available`);
  }
}

/**
 * The body of PUT /preferences, or the reason it cannot be sent. `language` is the page's: the consent's words
 * the person read, which the API records.
 */
export function preferencesInput(
  choices: Choices,
  consent: boolean,
  language: 'en' | 'hi' = 'en',
): { ok: true; input: UpdatePreferencesInput } | { ok: false; error: string } {
  if ((choices.promotions?.length ?? 0) > 0 && !consent)
    return { ok: false, error: localized(CONSENT_NEEDED) };
  return {
    ok: true,
    input: {
      categories: Object.entries(choices).map(([category, channels]) => ({
        category: category as NotificationCategory,
        channels,
      })),
      promotionsConsent: consent,
      promotionsConsentLanguage: language,
    },
  };
}
