// A signed-in person's language is followed everywhere (docs/product-rules.md#languages): on a page in another
// language than the one saved on their account, they are taken to the same page in theirs (after sign-in,
// and when a session starts on a new device). An account that never chose takes the language of the page it
// signs in on, so a visitor who switched to Hindi keeps it after signing in.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { localizedPath } from '../../lib/i18n/locales.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

export function AccountLanguage() {
  const locale = useLocale();
  const location = useLocation();
  const saved = useAuthStore((s) => (s.isAuthenticated && s.user ? (s.user.language ?? null) : undefined));
  const adopting = useRef(false);

  useEffect(() => {
    if (saved === undefined) return; // signed out
    if (saved === null) {
      // Never chosen: this page's language becomes the account's (once; English is the default anyway).
      if (locale === 'hi' && !adopting.current) {
        adopting.current = true;
        void import('../../features/users/api/update-language.ts')
          .then(({ updateLanguage }) => updateLanguage(locale))
          .catch(() => {
            adopting.current = false;
          });
      }
      return;
    }
    if (saved !== locale) {
      window.location.replace(`${localizedPath(saved, location.pathname)}${location.search}${location.hash}`);
    }
  }, [saved, locale, location]);

  return null;
}
