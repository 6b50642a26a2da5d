// On an English page, a browser that asks for Hindi first (its Accept-Language, read as navigator.languages)
// is offered the page in Hindi, in a bar that can be dismissed; never a redirect, so crawlers and anyone who
// wants English see English (docs/product-rules.md#languages). The bar is written in Hindi, whatever the page's
// language: it speaks to a Hindi reader. It shows after hydration, fixed at the bottom: nothing moves.
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { readItem } from '../../lib/storage.ts';

const Bar = lazy(() => import('./language-suggestion-bar.tsx'));

/** Hindi is asked for before English (or without it) in the browser's languages. */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'hi') return true;
    if (primary === 'en') return false;
  }
  return false;
}

export function LanguageSuggestion() {
  const locale = useLocale();
  const chose = useAuthStore((s) => Boolean(s.isAuthenticated && s.user?.language));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(
      locale === 'en' &&
        !chose &&
        readItem(STORAGE_KEYS.languageSuggestionDismissed) === null &&
        prefersHindi(navigator.languages ?? [navigator.language]),
    );
  }, [locale, chose]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Bar onClose={() => setOpen(false)} />
    </Suspense>
  );
}
