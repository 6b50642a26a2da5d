// The languages a doctor speaks, as a Hindi page names them: the API gives each in English ('Hindi',
// 'Tamil'), which stays the filter's value; a language not listed here is shown as given.
import { displayLocale } from './display-locale.ts';
import type { Locale } from './locales.ts';

const HINDI_NAMES: Readonly<Record<string, string>> = {
  Assamese: 'असमिया',
  Bengali: 'बांग्ला',
  English: 'अंग्रेज़ी',
  Gujarati: 'गुजराती',
  Hindi: 'हिन्दी',
  Kannada: 'कन्नड़',
  Konkani: 'कोंकणी',
  Malayalam: 'मलयालम',
  Marathi: 'मराठी',
  Odia: 'ओड़िया',
  Punjabi: 'पंजाबी',
  Tamil: 'तमिल',
  Telugu: 'तेलुगु',
  Urdu: 'उर्दू',
};

/** A language's name in the page's language. */
export function languageName(name: string, locale: Locale = displayLocale()): string {
  return locale === 'hi' ? (HINDI_NAMES[name] ?? name) : name;
}

/** A doctor's languages, written as a list: 'English, Hindi' ('अंग्रेज़ी, हिन्दी'). */
export function languageList(names: readonly string[], locale: Locale = displayLocale()): string {
  return names.map((name) => languageName(name, locale)).join(', ');
}
