// Saves a person's channels for the categories they send. Refuses: a category twice (400); turning on any
// channel for offers and health tips without consenting to PROMOTIONS_CONSENT_TEXT (422). The consent is
// recorded with its time and the wording the person read, English or Hindi (DPDP); turning them all off
// withdraws it.
import {
  CHANNELS,
  type NotificationPreferences,
  PROMOTIONS_CONSENT_TEXT,
  PROMOTIONS_CONSENT_TEXT_HI,
  type UpdatePreferencesInput,
} from '@arogya/contracts/notifications';
import { AppError } from '../../lib/app-error.ts';
import { getPreferences, type PreferencesDeps } from './get-preferences.ts';

export async function updatePreferences(
  deps: PreferencesDeps,
  userId: string,
  input: UpdatePreferencesInput,
  now: Date,
): Promise<NotificationPreferences> {
  const seen = new Set<string>();
  for (const [i, entry] of input.categories.entries()) {
    if (seen.has(entry.category)) {
      throw AppError.invalid('Each category once', [
        { field: `categories.${i}.category`, message: 'This category is listed twice' },
      ]);
    }
    seen.add(entry.category);
  }
  const rows = input.categories.map((entry) => {
    const channels = CHANNELS.filter((c) => entry.channels.includes(c));
    if (entry.category !== 'promotions') return { category: entry.category, channels };
    if (channels.length === 0) return { category: entry.category, channels, consent: null };
    if (input.promotionsConsent !== true) {
      throw AppError.rule('To receive offers and health tips, agree to receive them first');
    }
    const text =
      input.promotionsConsentLanguage === 'hi' ? PROMOTIONS_CONSENT_TEXT_HI : PROMOTIONS_CONSENT_TEXT;
    return { category: entry.category, channels, consent: { givenAt: now, text } };
  });
  await deps.repo.savePreferences(userId, rows, now);
  return getPreferences(deps, userId);
}
