// One search for everything (docs/product-rules.md#one-search): GET /api/v1/search/suggestions.
import { z } from 'zod';

export const SEARCH_KINDS = [
  'doctor',
  'specialty',
  'symptom',
  'medicine',
  'salt',
  'brand',
  'lab_test',
  'lab_package',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The heading of each group of suggestions, in the order groups are listed when equally close. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  doctor: 'Doctors',
  specialty: 'Specialties',
  symptom: 'Symptoms',
  medicine: 'Medicines',
  salt: 'Salts',
  brand: 'Brands',
  lab_test: 'Lab tests',
  lab_package: 'Health packages',
};

/** Suggestions shown per kind at most. */
export const SUGGESTIONS_PER_KIND = 4;

export const SuggestionsQuery = z.object({ q: z.string().trim().min(1).max(100) });
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

export const Suggestion = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  detail: z.string(),
  /** A doctor or product id, a specialty or lab item slug, a brand id, or a salt's text (by kind). */
  target: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestionGroup = z.object({ kind: z.enum(SEARCH_KINDS), items: z.array(Suggestion) });
export type SuggestionGroup = z.infer<typeof SuggestionGroup>;

/** Answer: `{ success, result: { q, groups } }`, closest group first; no group is empty. */
export const Suggestions = z.object({ q: z.string(), groups: z.array(SuggestionGroup) });
export type Suggestions = z.infer<typeof Suggestions>;
