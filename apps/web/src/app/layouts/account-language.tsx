// A signed-in person's language (docs/product-rules.md#languages). It changes only when they choose: the
// language switch (language-switch.tsx, also in the mobile menu and the suggestion bar), /settings/language,
// or a switch made while signed out, which the sign-in carries over to the account (here). Opening a page
// chooses nothing: a /hi address (from a search engine, a shared link) shows that page in Hindi and leaves the
// account as it was. An English address is the default one: a person whose account chose Hindi is taken to
// the same page in Hindi (after sign-in, and when a session starts on a new device).
import { isLanguage, type Language } from '@arogya/contracts/languages';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { localizedPath } from '../../lib/i18n/locales.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { readItem, removeItem } from '../../lib/storage.ts';

/** Where a signed-in person on a page of `locale` is taken, if anywhere: the same page in their account's
 * language, from an English (default) address only. */
export function accountLanguageTarget(saved: Language | null, locale: Language): Language | null {
  return saved !== null && saved !== locale && locale === 'en' ? saved : null;
}

/** The language chosen with the switch while signed out that the account does not hold yet, if any. */
export function choiceToCarryOver(saved: Language | null): Language | null {
  const chosen = readItem(STORAGE_KEYS.languageChoice);
  if (isLanguage(chosen) && chosen !== saved) return chosen;
  if (chosen !== null) removeItem(STORAGE_KEYS.languageChoice); // the account's already, or not a language
  return null;
}

export function AccountLanguage() {
  const locale = useLocale();
  const location = useLocation();
  const saved = useAuthStore((s) => (s.isAuthenticated && s.user ? (s.user.language ?? null) : undefined));
  const carrying = useRef(false);

  useEffect(() => {
    if (saved === undefined) return; // signed out
    const chosen = choiceToCarryOver(saved);
    if (chosen !== null) {
      // Saved first; the answer replaces the signed-in user, and this runs again with the choice saved.
      if (carrying.current) return;
      carrying.current = true;
      void import('../../features/users/api/update-language.ts')
        .then(({ updateLanguage }) => updateLanguage(chosen))
        .catch((error: unknown) => console.error('Could not save the language chosen before sign-in', error))
        .finally(() => {
          carrying.current = false;
        });
      return;
    }
    const target = accountLanguageTarget(saved, locale);
    if (target !== null) {
      window.location.replace(
        `${localizedPath(target, location.pathname)}${location.search}${location.hash}`,
      );
    }
  }, [saved, locale, location]);

  return null;
}
