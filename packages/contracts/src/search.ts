// One search for everything (docs/product-rules.md#one-search): GET /api/v1/search/suggestions.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

import { RESULTS_TABS, SEARCH_KINDS } from './search-values.ts';

export type { ResultsTab, SearchKind } from './search-values.ts';
export {
  openingTab,
  RESULTS_TABS,
  richestTab,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SUGGESTIONS_PER_KIND,
  TAB_OF_KIND,
} from './search-values.ts';

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

/**
 * Answer: `{ success, result: { q, didYouMean, tab, groups } }`; no group is empty. Groups come in the order
 * of their results tabs: those matching the whole text first, then the one holding the most; `tab` is the
 * first group's, the tab the results page opens on (null with no group).
 * `didYouMean`: the text with a word corrected, when the text typed matched nothing exactly and the
 * correction does; the groups are then the correction's, and the results page shows its results ('Showing
 * results for ...'). Null otherwise.
 */
export const Suggestions = z.object({
  q: z.string(),
  didYouMean: z.string().nullable(),
  tab: z.enum(RESULTS_TABS).nullable(),
  groups: z.array(SuggestionGroup),
});

/** What the results page searches for a text, given its suggestions: the correction when they made one. */
export function searchedText(s: Pick<Suggestions, 'q' | 'didYouMean'>): string {
  return s.didYouMean ?? s.q;
}
export type Suggestions = z.infer<typeof Suggestions>;
