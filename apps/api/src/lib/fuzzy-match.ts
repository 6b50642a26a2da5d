// When a word typed matches a catalogue term with a typo, for every search that tolerates typos (medicines,
// lab tests, the one search's suggestions; docs/product-rules.md#one-search). pg_trgm's word_similarity
// alone is generous with a short word against a long text: 'crocin' scores 0.43 against 'urine protein
// creatinine ratio', 'cold' 0.6 against 'cervical collar', while real misspellings score 0.55-0.7
// ('paracetmol' 0.64, 'amoxycillin' 0.60) and, unlike those, as whole words (strict_word_similarity,
// which compares with whole words only: 0.22 and 0.33 for the two above, 0.64 and 0.60 for the misspellings).
// So a term matches when the text typed is close to some of its whole words, or is nearly all inside it
// (a prefix being typed). Below that the search answers nothing, and the one search offers a correction
// ('did you mean') instead of a fuzzy match of another kind (modules/search/get-suggestions.ts).
import { type SQL, sql } from 'drizzle-orm';

/** A typed text matches a term from this strict (whole-word) similarity... */
export const MATCH_STRICT_SIMILARITY = 0.5;
/** ...or from this word similarity (the text nearly all inside the term: 'paracet', 'thyro'). */
export const MATCH_WORD_SIMILARITY = 0.75;

/**
 * The match: `q` close to a term, as a condition. The trigram index finds the candidates with
 * `q <% term` under pg_trgm.word_similarity_threshold = MATCH_STRICT_SIMILARITY (strict similarity is never
 * above word similarity, so nothing this accepts is missed); this keeps those that pass.
 */
export function closeMatch(q: string | SQL, term: string | SQL): SQL {
  return sql`(strict_word_similarity(${q}, ${term}) >= ${sql.raw(String(MATCH_STRICT_SIMILARITY))} or word_similarity(${q}, ${term}) >= ${sql.raw(String(MATCH_WORD_SIMILARITY))})`;
}
