// Browser storage keys (docs/screens.md#authentication-state): one product prefix; an older prefix is cleaned
// at start.
export const STORAGE_PREFIX = 'arogya_';
export const LEGACY_STORAGE_PREFIXES = ['healthcare_', 'medicare_'] as const;
export const STORAGE_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  user: `${STORAGE_PREFIX}user_data`,
  loginRedirect: `${STORAGE_PREFIX}login_redirect`,
  smartToken: `${STORAGE_PREFIX}smart_token`,
  /** When the offer to read a page in Hindi was dismissed (app/layouts/language-suggestion.tsx). */
  languageSuggestionDismissed: `${STORAGE_PREFIX}language_suggestion_dismissed`,
  /**
   * A language chosen with the switch while signed out ('en' or 'hi'): the sign-in that follows saves it on the
   * account (apps/web/src/app/layouts/account-language.tsx).
   */
  languageChoice: `${STORAGE_PREFIX}language_choice`,
  labTestCart: 'labTestCart',
  medicineCart: 'medicineCart',
} as const;
