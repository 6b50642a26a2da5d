// The languages of Arogya (docs/product-rules.md#languages): plain values, no zod, so the public pages and
// the API read them alike. English is the default; Hindi pages live under /hi/.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** A person's language as the server uses it: never chosen reads as English. */
export function languageOrDefault(value: string | null | undefined): Language {
  return isLanguage(value) ? value : 'en';
}
