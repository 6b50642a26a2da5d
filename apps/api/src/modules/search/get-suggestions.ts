// Suggestions for what is typed, grouped by kind (docs/product-rules.md#one-search): prefix matches
// first, then typo-tolerant ones (trigram word similarity at least 1 - MAX_DISTANCE), at most
// SUGGESTIONS_PER_KIND of each kind; groups ordered by their closest match. Refuses nothing: an input the
// schema accepts always answers, possibly with no group.
import {
  SEARCH_KINDS,
  type SearchKind,
  SUGGESTIONS_PER_KIND,
  type Suggestion,
  type Suggestions,
} from '@arogya/contracts/search';
import type { SearchRepository, SearchRow } from './search.repository.ts';

/** Trigram distance beyond which a match is noise ('paracetmol' ~ 'paracetamol 500mg' is about 0.3). */
export const MAX_DISTANCE = 0.45;
/** Fewer characters than this make no useful trigrams: prefix matches only. */
const MIN_TRIGRAM_LENGTH = 3;
/** Rows read per kind and per scan: a few more than shown, so duplicates do not leave a group short. */
const CANDIDATES_PER_KIND = SUGGESTIONS_PER_KIND * 2;

/** The text matched: lower case, single spaces, without a leading 'dr' (doctor names are stored bare). */
export function normalizeQuery(q: string): string {
  return q
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^dr\.?\s+/, '');
}

export async function getSuggestions(deps: { search: SearchRepository }, q: string): Promise<Suggestions> {
  const normalized = normalizeQuery(q);
  if (!normalized) return { q, groups: [] };
  const rows = await deps.search.nearest(
    normalized,
    CANDIDATES_PER_KIND,
    normalized.length >= MIN_TRIGRAM_LENGTH,
  );
  const byKind = new Map<SearchKind, SearchRow[]>();
  for (const row of rows) {
    if (row.distance > MAX_DISTANCE) continue;
    const list = byKind.get(row.kind) ?? [];
    list.push(row);
    byKind.set(row.kind, list);
  }
  const groups = [...byKind.entries()].map(([kind, list]) => {
    list.sort(
      (a, b) =>
        a.distance - b.distance ||
        b.weight - a.weight ||
        a.label.length - b.label.length ||
        a.label.localeCompare(b.label),
    );
    const seen = new Set<string>();
    const items: Suggestion[] = [];
    for (const r of list) {
      const key = `${r.target}|${r.label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ kind, label: r.label, detail: r.detail, target: r.target });
      if (items.length === SUGGESTIONS_PER_KIND) break;
    }
    return { kind, items, best: list[0]?.distance ?? 1 };
  });
  groups.sort((a, b) => a.best - b.best || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  return { q, groups: groups.map(({ kind, items }) => ({ kind, items })) };
}
