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
