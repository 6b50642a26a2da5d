// Reads search_entries (docs/product-rules.md#one-search) in two statements, each bounded however large
// the catalogue (QUERY-PLANS.md in this folder):
// 1. corrections: the words of search_words nearest to a typed word among those similar enough (trigram
//    similarity through a GIN index on a table of distinct words, not of entries), a few kept;
// 2. matches: for each kind and each term (the text typed, and the text with a word corrected), the entries
//    starting with the term, a range scan on (kind, normalized text_pattern_ops) stopped after `perKind`.
import { SEARCH_KINDS, type SearchKind } from '@arogya/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type SearchRow = {
  kind: SearchKind;
  label: string;
  detail: string;
  target: string;
  weight: number;
  /** The distance of the term that found it: 0 for the text typed, 1 - similarity for a corrected one. */
  distance: number;
};

export type Term = { text: string; distance: number };

const KINDS = sql.raw(`array[${SEARCH_KINDS.map((k) => `'${k}'`).join(', ')}]::text[]`);

/** The least text greater than every text starting with `prefix` (byte order, as text_pattern_ops). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, last > 0xffff ? -2 : -1);
  return head + String.fromCodePoint(last + 1);
}

export function createSearchRepository(db: Db) {
  return {
    /** For each word, the `limit` nearest words of the catalogue by trigram distance (GiST, nearest first). */
    async corrections(
      words: string[],
      limit: number,
    ): Promise<{ index: number; word: string; similarity: number }[]> {
      if (words.length === 0) return [];
      // `%` is similarity >= pg_trgm.similarity_threshold, left at its default 0.3 (MIN_SIMILARITY in
      // get-suggestions.ts): the GIN index finds those words, and only they are ordered by distance.
      const scans = words.map(
        (
          word,
          index,
        ) => sql`(select ${index}::int as index, w.word, (1 - (w.word <-> ${word}))::float8 as similarity
             from search_words w
            where w.word % ${word}
            order by w.word <-> ${word}
            limit ${limit})`,
      );
      const result = await db.execute(sql.join(scans, sql` union all `));
      return (result as unknown as { rows: { index: number; word: string; similarity: number }[] }).rows.map(
        (r) => ({ index: Number(r.index), word: r.word, similarity: Number(r.similarity) }),
      );
    },

    /** For each kind, at most `perKind` entries starting with each term. */
    async matches(terms: Term[], perKind: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const scans: SQL[] = terms.map(
        (term) => sql`(select e.label, e.detail, e.target, e.weight, ${term.distance}::float8 as distance
             from search_entries e
            where e.kind = k.kind
              and e.normalized ~>=~ ${term.text} and e.normalized ~<~ ${prefixUpperBound(term.text)}
            order by e.normalized using ~<~
            limit ${perKind})`,
      );
      const result = await db.execute(sql`
        select k.kind, m.label, m.detail, m.target, m.weight, m.distance
          from unnest(${KINDS}) as k(kind)
          cross join lateral (${sql.join(scans, sql` union all `)}) m`);
      const rows = (result as unknown as { rows: SearchRow[] }).rows;
      return rows.map((r) => ({ ...r, weight: Number(r.weight), distance: Number(r.distance) }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
