// Suggestions for what is typed, grouped by kind (docs/product-rules.md#one-search), agreeing with what
// Enter then finds on the results page (/search/all):
// - what the text typed matches: entries starting with it, and what each results tab's own search matches
//   (search.repository.ts `engineMatches`: the same terms, operators and thresholds as the doctor, medicine
//   and lab searches), so 'skin rash' suggests the symptom and specialty whose doctors Enter lists, and
//   nothing is suggested that Enter would not find;
// - when the text typed matches nothing, nothing fuzzy of another kind stands in for it: a word is corrected
//   against the catalogue's words (trigram similarity, at least a threshold per kind), the answer says
//   'did you mean' and suggests what the correction finds;
// - groups come in the order of their results tabs: those matching the whole text first ('cheston cold' is
//   a medicine, not the doctors for its 'cold'), then the one holding the most; the first is the tab the
//   results page opens on (`tab`); closest first within a tab; at most SUGGESTIONS_PER_KIND of each kind.
// Refuses nothing: an input the schema accepts always answers, possibly with no group.
import {
  RESULTS_TABS,
  type ResultsTab,
  SEARCH_KINDS,
  type SearchKind,
  SUGGESTIONS_PER_KIND,
  type Suggestion,
  type Suggestions,
  TAB_OF_KIND,
} from '@arogya/contracts/search';
import type { SearchSynonyms } from '../../lib/search-synonyms.ts';
import { TERM_INSIDE_THRESHOLD } from '../doctors/doctor-search.repository.ts';
import { FILLER, SPECIALTY_SPREAD } from '../doctors/search-doctors.ts';
import type { EngineRow, SearchRepository, SearchRow, Term } from './search.repository.ts';

/** Fewer characters than this make no useful trigrams: the word is not corrected. */
const MIN_CORRECTION_LENGTH = 3;
/** Words of the text typed that are corrected (the first ones), and corrections tried per word. */
const CORRECTED_WORDS = 2;
/** Read per word from the trigram index, then ranked by edit distance: trigrams rank 'thyrox' (0.36) above
 * 'thyroid' (0.33) for 'thyriod', one transposition from 'thyroid' and three edits from 'thyrox'. */
const CORRECTIONS_PER_WORD = 5;
/** A correction less similar than this finds nothing ('paracetmol' ~ 'paracetamol' is 0.6, 'thyriod' ~
 * 'thyroid' 0.33). pg_trgm's default similarity_threshold, which the corrections' `%` applies in the
 * database (search.repository.ts). */
const MIN_SIMILARITY = 0.3;
/** The least similarity of a correction per kind of what it finds: a doctor's name is any string, so a
 * corrected name must be closer ('sharm' ~ 'sharma' 0.5) than a corrected medicine or test word. */
const CORRECTION_MIN: Record<SearchKind, number> = {
  doctor: 0.45,
  specialty: MIN_SIMILARITY,
  symptom: MIN_SIMILARITY,
  medicine: MIN_SIMILARITY,
  salt: MIN_SIMILARITY,
  brand: MIN_SIMILARITY,
  lab_test: MIN_SIMILARITY,
  lab_package: MIN_SIMILARITY,
};
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

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string
 * alignment distance). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The text with one of its first words replaced by a close word of the catalogue, fewest edits first. */
async function correctionsOf(deps: { search: SearchRepository }, normalized: string): Promise<Term[]> {
  const terms: Term[] = [];
  const words = normalized.split(' ');
  const positions = words
    .slice(0, CORRECTED_WORDS)
    .map((word, i) => ({ word, i }))
    .filter((w) => w.word.length >= MIN_CORRECTION_LENGTH);
  const found = await deps.search.corrections(
    positions.map((p) => p.word),
    CORRECTIONS_PER_WORD,
  );
  const edits = new Map<string, number>();
  for (const c of found) {
    const at = positions[c.index]?.i;
    const word = at === undefined ? undefined : words[at];
    if (at === undefined || word === undefined || c.word === word || c.similarity < MIN_SIMILARITY) continue;
    const text = [...words.slice(0, at), c.word, ...words.slice(at + 1)].join(' ');
    if (text === normalized || terms.some((t) => t.text === text)) continue;
    terms.push({ text, distance: 1 - c.similarity });
    edits.set(text, editDistance(word, c.word));
  }
  return terms.sort((a, b) => (edits.get(a.text) ?? 0) - (edits.get(b.text) ?? 0) || a.distance - b.distance);
}

/** The doctors' search keeps the specialties within SPECIALTY_SPREAD of its best term (search-doctors.ts). */
function doctorTermsKept(rows: EngineRow[]): EngineRow[] {
  const doctorRows = rows.filter((r) => TAB_OF_KIND[r.kind] === 'doctors');
  const best = Math.min(...doctorRows.map((r) => r.distance));
  return rows.filter((r) => TAB_OF_KIND[r.kind] !== 'doctors' || r.distance <= best + SPECIALTY_SPREAD);
}

/** How much each tab holds for the text, as far as the rows tell: doctors of the matched specialties,
 * products of the matched trade names, salts and brands, matched tests; at least the rows found. */
function richness(engine: EngineRow[], prefix: SearchRow[]): Record<ResultsTab, number> {
  const totals: Record<ResultsTab, number> = { doctors: 0, medicines: 0, tests: 0 };
  const specialties = new Map<string, number>();
  for (const r of engine) {
    if (r.kind === 'specialty' || r.kind === 'symptom') specialties.set(r.target, r.n);
    else if (TAB_OF_KIND[r.kind] === 'medicines') totals.medicines += r.n;
    else totals.tests = Math.max(totals.tests, r.n);
  }
  for (const n of specialties.values()) totals.doctors += n;
  for (const tab of RESULTS_TABS) {
    const found = prefix.filter((r) => TAB_OF_KIND[r.kind] === tab).length;
    totals[tab] = Math.max(totals[tab], found);
  }
  return totals;
}

/**
 * The tabs whose matches take in the whole text, not a part of it: 'cheston cold' is a medicine's name
 * whole, while the doctors' search matches only its 'cold'. A doctors' match is whole when the text lies
 * within a term, or the terms it holds (with words that say nothing, 'i have a') make up all its words.
 */
function wholeTabs(text: string, engine: EngineRow[], prefix: SearchRow[]): Set<ResultsTab> {
  const whole = new Set<ResultsTab>(prefix.map((r) => TAB_OF_KIND[r.kind]));
  for (const r of engine)
    if (TAB_OF_KIND[r.kind] !== 'doctors' && r.distance === 0) whole.add(TAB_OF_KIND[r.kind]);
  const doctorRows = engine.filter((r) => TAB_OF_KIND[r.kind] === 'doctors');
  const covered = new Set(FILLER);
  for (const r of doctorRows) for (const word of (r.term ?? '').split(' ')) covered.add(word);
  if (
    doctorRows.some((r) => (r.inside ?? 0) >= TERM_INSIDE_THRESHOLD) ||
    (doctorRows.length > 0 && text.split(' ').every((word) => covered.has(word)))
  )
    whole.add('doctors');
  return whole;
}

/** The tabs in the order their groups are listed: those matching the whole text first, then those holding
 * the most, then the tabs' order. The first is the tab the results page opens on. */
function tabOrder(whole: Set<ResultsTab>, totals: Record<ResultsTab, number>): ResultsTab[] {
  return [...RESULTS_TABS].sort(
    (a, b) =>
      Number(whole.has(b)) - Number(whole.has(a)) ||
      totals[b] - totals[a] ||
      RESULTS_TABS.indexOf(a) - RESULTS_TABS.indexOf(b),
  );
}

const rankOf = (r: SearchRow) => ('rank' in r && typeof r.rank === 'number' ? r.rank : Infinity);

function grouped(text: string, rows: SearchRow[], tabs: ResultsTab[]): Suggestions['groups'] {
  const starts = (r: SearchRow) => (r.label.toLowerCase().startsWith(text) ? 0 : 1);
  const byKind = new Map<SearchKind, SearchRow[]>();
  for (const row of rows) {
    const list = byKind.get(row.kind) ?? [];
    list.push(row);
    byKind.set(row.kind, list);
  }
  const groups = [...byKind.entries()].map(([kind, list]) => {
    // Tests and packages in the lab search's own order; the rest closest first, those starting with the text
    // first, then the most sold, booked or reviewed (the medicine search's order: its score, then sales).
    list.sort(
      (a, b) =>
        rankOf(a) - rankOf(b) ||
        a.distance - b.distance ||
        starts(a) - starts(b) ||
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
    const top = list[0];
    return { kind, items, best: top?.distance ?? 1, rank: top ? rankOf(top) : Infinity };
  });
  groups.sort(
    (a, b) =>
      tabs.indexOf(TAB_OF_KIND[a.kind]) - tabs.indexOf(TAB_OF_KIND[b.kind]) ||
      a.best - b.best ||
      a.rank - b.rank ||
      SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
  );
  return groups.map(({ kind, items }) => ({ kind, items }));
}

/** The answer for rows found for `text`: groups in their tabs' order, and the tab Enter opens on. */
function answer(
  q: string,
  text: string,
  didYouMean: string | null,
  prefix: SearchRow[],
  engine: EngineRow[],
) {
  const tabs = tabOrder(wholeTabs(text, engine, prefix), richness(engine, prefix));
  const groups = grouped(text, [...prefix, ...engine], tabs);
  const first = groups[0];
  return { q, didYouMean, tab: first ? TAB_OF_KIND[first.kind] : null, groups };
}

export async function getSuggestions(
  deps: { search: SearchRepository; synonyms: SearchSynonyms },
  q: string,
): Promise<Suggestions> {
  // Hindi and everyday words are looked up as the catalogue's English ('शुगर टेस्ट' as 'sugar test').
  const normalized = normalizeQuery(await deps.synonyms.rewrite(q));
  if (!normalized) return { q, didYouMean: null, tab: null, groups: [] };
  const corrections = await correctionsOf(deps, normalized);
  const [prefixRows, engineRows] = await Promise.all([
    deps.search.matches([{ text: normalized, distance: 0 }, ...corrections], CANDIDATES_PER_KIND),
    deps.search.engineMatches(normalized),
  ]);
  const typedPrefix = prefixRows.filter((r) => r.term === normalized);
  const typedEngine = doctorTermsKept(engineRows);
  // A correction counts where it finds something close enough for that kind.
  const corrected = prefixRows.filter(
    (r) => r.term !== normalized && 1 - r.distance >= CORRECTION_MIN[r.kind],
  );
  const correction = corrections.find((c) => corrected.some((r) => r.term === c.text))?.text ?? null;
  // The text typed matched something exactly: that is what is suggested.
  if ([...typedPrefix, ...typedEngine].some((r) => r.distance === 0) || !correction)
    return answer(q, normalized, null, typedPrefix, typedEngine);
  // Only fuzzily, or not at all: what the correction finds stands in for it ('thyriod' is the thyroid
  // tests, not the one symptom the doctors' search matches at 0.5), as Enter then searches it.
  const engine = doctorTermsKept(await deps.search.engineMatches(correction));
  return answer(
    q,
    correction,
    correction,
    corrected.filter((r) => r.term === correction),
    engine,
  );
}
