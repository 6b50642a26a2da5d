// The languages of the site and where each lives (docs/product-rules.md#languages): English at every page's own
// address, Hindi under /hi/ (/hi/doctors, /hi/product/{id}). The router runs with '/hi' as its basename on a
// Hindi address, so every link of the app stays within the language it was opened in.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locales Intl formats numbers, prices and dates in (lakh grouping, ₹, Asia/Kolkata). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The hreflang / <html lang> of each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

const HINDI_PREFIX = '/hi';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The language of an address: '/hi' and '/hi/...' are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The router's basename for a language ('' for English). */
export function basenameOf(locale: Locale): string {
  return locale === 'hi' ? HINDI_PREFIX : '';
}

/** An address without its language prefix: '/hi/doctors' is '/doctors', '/hi' is '/'. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The same page in a language: ('hi', '/doctors') is '/hi/doctors', ('hi', '/') is '/hi'. */
export function localizedPath(locale: Locale, pathname: string): string {
  const bare = withoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${bare}`;
}
