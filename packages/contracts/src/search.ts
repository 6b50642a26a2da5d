// One search for everything (docs/product-rules.md#one-search): GET /api/v1/search/suggestions.
import { z } from 'zod';

import { SEARCH_KINDS } from './search-values.ts';

export type { SearchKind } from './search-values.ts';
export { SEARCH_KIND_LABELS, SEARCH_KINDS, SUGGESTIONS_PER_KIND } from './search-values.ts';

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
