// The search contract's plain values, without zod: the header's search (on every page) reads them, and
// importing ./search.ts there would load zod (26 KB gzipped) (docs/bench.md#lighthouse). ./search.ts
// re-exports them.

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

/** The results page's tabs (/search/all), in their order. */
export const RESULTS_TABS = ['doctors', 'medicines', 'tests'] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

/** The tab a kind of suggestion belongs to: what Enter shows of it. */
export const TAB_OF_KIND: Record<SearchKind, ResultsTab> = {
  doctor: 'doctors',
  specialty: 'doctors',
  symptom: 'doctors',
  medicine: 'medicines',
  salt: 'medicines',
  brand: 'medicines',
  lab_test: 'tests',
  lab_package: 'tests',
};

/** The richest tab: the one with the most results, the first in the tabs' order among equals; null when no
 * tab has any. */
export function richestTab(totals: Partial<Record<ResultsTab, number>>): ResultsTab | null {
  let best: ResultsTab | null = null;
  for (const tab of RESULTS_TABS) {
    const n = totals[tab] ?? 0;
    if (n > 0 && (best === null || n > (totals[best] ?? 0))) best = tab;
  }
  return best;
}

/**
 * The tab the results page opens on (docs/screens.md#one-search): the box's first group's (`tab` of the
 * suggestions: among the tabs matching the whole text, the richest) when it has results, else the richest.
 */
export function openingTab(
  suggested: ResultsTab | null | undefined,
  totals: Partial<Record<ResultsTab, number>>,
): ResultsTab | null {
  if (suggested && (totals[suggested] ?? 0) > 0) return suggested;
  return richestTab(totals);
}
