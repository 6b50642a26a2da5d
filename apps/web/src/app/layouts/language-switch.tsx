// English / हिन्दी (docs/product-rules.md#languages): a link to the same page in the other language, named in that
// language (so it is not translated), a plain link that works without JavaScript and that crawlers follow.
// Pressing it is a choice (docs/product-rules.md#languages): signed in, it is saved on the account first, so it
// follows the person to every device and into their notifications; signed out, it is kept in the browser
// until a sign-in carries it over to the account (account-language.tsx).
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { HTML_LANG, LOCALE_NAMES, type Locale, localizedPath } from '../../lib/i18n/locales.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { writeItem } from '../../lib/storage.ts';

/** The address of this page in another language, its query and fragment kept. */
export function useOtherLanguageHref(to: Locale): string {
  const { pathname, search, hash } = useLocation();
  return `${localizedPath(to, pathname)}${search}${hash}`;
}

/** Saves the language on the account (when signed in; else until sign-in), then opens the page in it. */
export async function switchLanguage(to: Locale, href: string): Promise<void> {
  // Kept until the account holds it: a sign-in that follows, or a failed save below, carries it over.
  writeItem(STORAGE_KEYS.languageChoice, to);
  if (useAuthStore.getState().isAuthenticated) {
    // Saved first: the account's language is what the next page follows. A failure is not worth a stop:
    // the page changes language all the same.
    // The request's code loads only here: most visitors switching are signed out.
    const { updateLanguage } = await import('../../features/users/api/update-language.ts');
    await updateLanguage(to).catch((error: unknown) => console.error('Could not save the language', error));
  }
  window.location.assign(href);
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const current = useLocale();
  const other: Locale = current === 'hi' ? 'en' : 'hi';
  const href = useOtherLanguageHref(other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLanguage(other, href);
  };
  return (
    <a
      href={href}
      hrefLang={HTML_LANG[other]}
      lang={HTML_LANG[other]}
      onClick={onClick}
      className={`rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-brand-50 ${className}`}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
