// Reads search_entries (docs/product-rules.md#one-search) in two statements, each bounded however large
// the catalogue (QUERY-PLANS.md in this folder):
// 1. corrections: the words of search_words nearest to a typed word among those similar enough (trigram
//    similarity through a GIN index on a table of distinct words, not of entries), a few kept;
// 2. matches: for each kind and each term (the text typed, and the text with a word corrected), the entries
//    starting with the term, a range scan on (kind, normalized text_pattern_ops) stopped after `perKind`.
// And a third, `engineMatches`: what each results tab's own search matches for the text typed, from the
// small term tables those searches start from (the doctors' search terms, the trade names, salts and brands
// of the medicine search, the lab search's terms), with the same operators and thresholds, so that the box
// suggests what Enter then finds and nothing it does not.
import { SEARCH_KINDS, type SearchKind } from '@arogya/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closeMatch, MATCH_STRICT_SIMILARITY } from '../../lib/fuzzy-match.ts';
import { SEARCH_THRESHOLD as DOCTOR_TERM_THRESHOLD, termMatch } from '../doctors/doctor-search.repository.ts';

export type SearchRow = {
  kind: SearchKind;
  label: string;
  detail: string;
  target: string;
  weight: number;
  /** The distance of the term that found it: 0 for the text typed, 1 - similarity for a corrected one. */
  distance: number;
  /** The text whose entries it starts (matches only). */
  term?: string;
};

/** A match of a results tab's own search: `n` is how many doctors, products or tests stand behind it;
 * `rank`, the lab search's order of its tests and packages; for a doctors' term, `term` and `inside`, the
 * word similarity of the text typed within it (1: the whole text is in the term). */
export type EngineRow = SearchRow & { n: number; rank: number | null; inside: number | null };

/** Rows read per way of matching by `engineMatches`. */
const ENGINE_ROWS = 8;
/** Lab terms read at most (as the lab search's LAB_SEARCH_TERMS, fewer: suggestions show a handful). */
const LAB_TERMS = 200;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
        (
          term,
        ) => sql`(select e.label, e.detail, e.target, e.weight, ${term.distance}::float8 as distance, ${term.text}::text as term
             from search_entries e
            where e.kind = k.kind
              and e.normalized ~>=~ ${term.text} and e.normalized ~<~ ${prefixUpperBound(term.text)}
            order by e.normalized using ~<~
            limit ${perKind})`,
      );
      const result = await db.execute(sql`
        select k.kind, m.label, m.detail, m.target, m.weight, m.distance, m.term
          from unnest(${KINDS}) as k(kind)
          cross join lateral (${sql.join(scans, sql` union all `)}) m`);
      const rows = (result as unknown as { rows: SearchRow[] }).rows;
      return rows.map((r) => ({ ...r, weight: Number(r.weight), distance: Number(r.distance) }));
    },

    /**
     * What the results tabs' searches match for `q`, each way bounded: the doctors' specialty and symptom
     * terms (doctors/doctor-search.repository.ts `matchTerms`: either inside the other, word similarity at
     * least its threshold), the trade names, salts and brands the medicine search matches
     * (pharmacy/products.repository.ts `search`, each trade name standing as its best seller) and the tests and
     * packages carrying the lab search's matched terms (labs/labs.repository.ts, best term then most booked).
     */
    async engineMatches(q: string): Promise<EngineRow[]> {
      const contains = `%${escapeLike(q)}%`;
      return db.transaction(async (txx) => {
        const tx = txx as unknown as Db;
        // One index threshold serves every arm, the lower of the two (each arm then applies its own);
        // generic plans, as the medicine search.
        const threshold = Math.min(DOCTOR_TERM_THRESHOLD, MATCH_STRICT_SIMILARITY);
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
        );
        const result = await tx.execute(sql`
          with doctor_terms as (
            select t.kind, t.term, s.slug, s.name, s.doctor_count,
                   greatest(word_similarity(t.term, ${q}), word_similarity(${q}, t.term))::float8 as score
              from search_terms t join specialties s on s.id = t.specialty_id
             where ${termMatch(q, sql`t.term`)}
          ), stems as (
            select value as stem, n, word_similarity(${q}, value)::float8 as score from product_counts
             where facet = 'stem' and n > 0 and ${q} <% value and ${closeMatch(q, sql`value`)}
             order by score desc, n desc, value limit ${ENGINE_ROWS}
          ), salts as (
            select value as salt, n, word_similarity(${q}, value)::float8 as score from product_counts
             where scope = '*' and facet = 'salt' and n > 0 and ${q} <% value and ${closeMatch(q, sql`value`)}
             order by score desc, n desc, value limit ${ENGINE_ROWS}
          ), matched_brands as (
            select b.id, b.name, b.manufacturer, word_similarity(${q}, b.name)::float8 as score,
                   coalesce((select c.n from product_counts c
                              where c.scope = '*' and c.facet = 'brand' and c.value = b.id), 0) as n
              from brands b where ${q} <% b.name and ${closeMatch(q, sql`b.name`)}
             order by score desc, n desc, b.id limit ${ENGINE_ROWS}
          ), lab_terms as (
            select term, case when term like ${contains} then 1 else word_similarity(${q}, term) end::float8 as score
              from (select term from lab_search_terms where ${q} <% term
                    union select term from lab_search_terms where term like ${contains}) a
             where term like ${contains} or ${closeMatch(q, sql`term`)}
             order by score desc limit ${LAB_TERMS}
          ), lab_hits as (
            select it.item_id, max(m.score) as score from lab_terms m
              join lab_item_terms it on it.term = m.term group by it.item_id
          )
          select case when d.kind = 'symptom' then 'symptom' else 'specialty' end as kind,
                 case when d.kind = 'symptom' then initcap(d.term) else d.name end as label,
                 case when d.kind = 'symptom' then d.name else initcap(d.term) end as detail,
                 d.slug as target, d.doctor_count as weight, d.doctor_count as n, 1 - d.score as distance,
                 null::int as rank, d.term as term, word_similarity(${q}, d.term)::float8 as inside
            from doctor_terms d
          union all
          select 'medicine', p.name, coalesce(p.salt_composition, p.manufacturer), p.id, p.total_sold, s.n,
                 1 - s.score, null::int, null::text, null::float8
            from stems s cross join lateral (
              select id, name, salt_composition, manufacturer, total_sold from products
               where product_name_stem(name) = s.stem order by total_sold desc, id limit 1) p
          union all
          select 'salt', s.salt, 'Salt', s.salt, s.n, s.n, 1 - s.score, null::int, null::text, null::float8 from salts s
          union all
          select 'brand', b.name, b.manufacturer, b.id, b.n, b.n, 1 - b.score, null::int, null::text, null::float8 from matched_brands b
          union all
          select * from (
            -- The lab search's relevance order (labs.repository.ts): the name starting with the text first,
            -- the best term, the name's closeness, the most booked. A top-N sort; the rank numbers that order.
            select case when top.type = 'package' then 'lab_package' else 'lab_test' end, top.name, top.summary,
                   top.slug, top.popularity, (select count(*) from lab_hits)::int, 1 - top.score,
                   row_number() over (order by top.starts desc, top.score desc, top.closeness desc,
                                      top.popularity desc, top.id)::int,
                   null::text, null::float8
              from (select i.id, i.type, i.name, i.summary, i.slug, i.popularity, h.score,
                           lower(i.name) like ${`${escapeLike(q)}%`} as starts,
                           word_similarity(${q}, lower(i.name)) as closeness
                      -- Each hit's item by primary key (offset 0 keeps it a lookup): the planner, blind to the
                      -- CTE's size, hashed all 5,180 items at India size (13.8 ms against 9.3 ms).
                      from lab_hits h cross join lateral (
                        select li.id, li.type, li.name, li.summary, li.slug, li.popularity from lab_items li
                         where li.id = h.item_id offset 0) i
                     order by starts desc, h.score desc, closeness desc, i.popularity desc, i.id
                     limit ${ENGINE_ROWS * 2}) top) l`);
        const rows = (result as unknown as { rows: EngineRow[] }).rows;
        return rows.map((r) => ({
          ...r,
          weight: Number(r.weight),
          n: Number(r.n),
          rank: r.rank === null ? null : Number(r.rank),
          inside: r.inside === null ? null : Number(r.inside),
          term: r.term ?? undefined,
          distance: Math.max(0, Number(r.distance)),
        }));
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
