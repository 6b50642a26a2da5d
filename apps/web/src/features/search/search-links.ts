// Where each kind of suggestion leads, and the results page (docs/screens.md#one-search).
import type { ResultsTab, SearchKind, Suggestion } from '@arogya/contracts/search';
import {
  consultationPath,
  doctorDetailsPath,
  packagePath,
  paths,
  searchPath,
  testPath,
} from '../../config/paths.ts';
import { brandPath, productPath } from '../../config/pharmacy-paths.ts';

export const SEARCH_RESULTS_PATH = '/search/all';

export type { ResultsTab };

export function searchResultsPath(q: string, tab?: ResultsTab): string {
  const params = new URLSearchParams({ q });
  if (tab) params.set('tab', tab);
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
}

const HREFS: Record<SearchKind, (s: Suggestion) => string> = {
  doctor: (s) => doctorDetailsPath(s.target),
  specialty: (s) => consultationPath(s.target),
  symptom: (s) => `${paths.doctorSearchResults}?q=${encodeURIComponent(s.label.toLowerCase())}`,
  medicine: (s) => productPath(s.target),
  salt: (s) => searchPath(s.target),
  brand: (s) => brandPath(s.target),
  lab_test: (s) => testPath(s.target),
  lab_package: (s) => packagePath(s.target),
};

export function suggestionHref(s: Suggestion): string {
  return HREFS[s.kind](s);
}
