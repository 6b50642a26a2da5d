// One search for everything (docs/product-rules.md#one-search): a small table of the words people search
// by, one row per doctor, specialty (and its aliases), symptom, distinct medicine name, distinct salt,
// brand, lab test or package (and its aliases and parameters). Kept current by triggers on the tables it
// reads (custom migration "search-entries-triggers"); the search module only reads it. Typos are corrected
// against search_words, the distinct words of the entries (a few tens of thousands however large the
// catalogue), so that no trigram search runs over the entries themselves.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const SEARCH_KINDS_SQL = `'doctor', 'specialty', 'symptom', 'medicine', 'salt', 'brand', 'lab_test', 'lab_package'`;

export const searchEntries = pgTable(
  'search_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** What the suggestion shows, e.g. 'Dr. Asha Rao', 'Dolo 650 Tablet', 'HbA1c (Glycated Haemoglobin)'. */
    label: text('label').notNull(),
    /** One line under it: the specialty, the salt, the manufacturer, the alias or parameter matched. */
    detail: text('detail').notNull().default(''),
    /** The text matched: search_normalize() of the label, alias, symptom or parameter. */
    normalized: text('normalized').notNull(),
    /** Where the suggestion leads: a doctor or product id, a specialty or lab item slug, a salt's text. */
    target: text('target').notNull(),
    /** The row that made it (removed with that row): an id, or 'st:'/'lp:' + a search term or parameter id. */
    sourceId: text('source_id').notNull(),
    /** Higher first among equally close matches (reviews, sales, popularity when written). */
    weight: integer('weight').notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_entries_unique').on(t.kind, t.normalized, t.target),
    index('search_entries_prefix').on(t.kind, t.normalized.op('text_pattern_ops')),
    index('search_entries_source').on(t.sourceId),
    check('search_entries_kind', sql.raw(`kind IN (${SEARCH_KINDS_SQL})`)),
  ],
);

/** Every distinct word (3+ letters) of search_entries.normalized; added by a trigger, never removed (a stale
 * word only corrects a typo toward a word no entry starts with, which finds nothing). A word's corrections
 * are the words similar enough (`%`) found through the GIN trigram index, nearest first: the GiST
 * nearest-neighbour scan it replaced took 17 ms for 'paracetmol' over 29,255 words at India size, GIN 0.7 ms
 * (modules/search/QUERY-PLANS.md). Built with fastupdate off (migration search-words-gin): PGlite runs no
 * autovacuum to merge a pending list. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

/** What a word or phrase in Hindi (Devanagari or Roman) or another everyday form means in the catalogue's
 * English: 'बुखार' and 'bukhar' → 'fever', 'शुगर टेस्ट' → 'sugar test', 'पेरासिटामोल' → 'paracetamol'. The
 * searches rewrite a query through it before matching (lib/search-synonyms.ts), so a Hindi query runs the
 * same statements as its English words (modules/search/QUERY-PLANS.md#hindi-and-everyday-words). `term` is
 * lower case with single spaces, as lib/search-synonyms.ts normalizes a query. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  { term: text('term').primaryKey(), means: text('means').notNull() },
  (t) => [
    check('search_synonyms_term', sql`${t.term} = lower(btrim(${t.term})) and ${t.term} <> ''`),
    check('search_synonyms_means', sql`btrim(${t.means}) <> ''`),
  ],
);
