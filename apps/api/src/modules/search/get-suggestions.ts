// Suggestions for what is typed, grouped by kind (docs/product-rules.md#one-search): entries starting with
// the text typed first, then those starting with it once a word is corrected (trigram similarity), at most
// SUGGESTIONS_PER_KIND of each kind; groups ordered by their closest match. Refuses nothing: an input the
// schema accepts always answers, possibly with no group.
import {
  SEARCH_KINDS,
  type SearchKind,
  SUGGESTIONS_PER_KIND,
  type Suggestion,
  type Suggestions,
} from '@arogya/contracts/search';
import type { SearchRepository, SearchRow, Term } from './search.repository.ts';

/** Fewer characters than this make no useful trigrams: the word is not corrected. */
const MIN_CORRECTION_LENGTH = 3;
/** Words of the text typed that are corrected (the first ones), and corrections tried per word. */
const CORRECTED_WORDS = 2;
const CORRECTIONS_PER_WORD = 2;
/** A correction less similar than this is noise ('paracetmol' ~ 'paracetamol' is 0.6). pg_trgm's default
 * similarity_threshold, which the corrections' `%` applies in the database (search.repository.ts). */
const MIN_SIMILARITY = 0.3;
/** Rows read per kind and per term: a few more than shown, so duplicates do not leave a group short. */
const CANDIDATES_PER_KIND = SUGGESTIONS_PER_KIND * 2;

/** The text matched: lower case, single spaces, without a leading 'dr' (doctor names are stored bare). */
export function normalizeQuery(q: string): string {
  return q
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^dr\.?\s+/, '');
}

/** The text typed, then the text with one of its first words replaced by a close word of the catalogue. */
async function termsFor(deps: { search: SearchRepository }, normalized: string): Promise<Term[]> {
  const terms: Term[] = [{ text: normalized, distance: 0 }];
  const words = normalized.split(' ');
  const positions = words
    .slice(0, CORRECTED_WORDS)
    .map((word, i) => ({ word, i }))
    .filter((w) => w.word.length >= MIN_CORRECTION_LENGTH);
  const found = await deps.search.corrections(
    positions.map((p) => p.word),
    CORRECTIONS_PER_WORD,
  );
  for (const c of found) {
    const at = positions[c.index]?.i;
    if (at === undefined || c.word === words[at] || c.similarity < MIN_SIMILARITY) continue;
    const text = [...words.slice(0, at), c.word, ...words.slice(at + 1)].join(' ');
    if (!terms.some((t) => t.text === text)) terms.push({ text, distance: 1 - c.similarity });
  }
  return terms;
}

export async function getSuggestions(deps: { search: SearchRepository }, q: string): Promise<Suggestions> {
  const normalized = normalizeQuery(q);
  if (!normalized) return { q, groups: [] };
  const rows = await deps.search.matches(await termsFor(deps, normalized), CANDIDATES_PER_KIND);
  const byKind = new Map<SearchKind, SearchRow[]>();
  for (const row of rows) {
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
