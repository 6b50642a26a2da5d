// Reads search_entries (docs/product-rules.md#one-search) with two bounded index scans per kind in one
// statement: the prefix match on (kind, normalized text_pattern_ops), and the nearest entries by trigram
// word distance on the GiST (kind, normalized gist_trgm_ops) index. Each scan stops after `perKind` rows,
// however large the catalogue (QUERY-PLANS.md in this folder).
import { SEARCH_KINDS, type SearchKind } from '@arogya/contracts/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type SearchRow = {
  kind: SearchKind;
  label: string;
  detail: string;
  target: string;
  weight: number;
  /** -1 for a prefix match (always first), else 1 - word similarity of the query within the entry. */
  distance: number;
};

const KINDS = sql.raw(`array[${SEARCH_KINDS.map((k) => `'${k}'`).join(', ')}]::text[]`);

/** LIKE's own characters in the text typed are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createSearchRepository(db: Db) {
  return {
    async nearest(normalized: string, perKind: number, withTrigrams: boolean): Promise<SearchRow[]> {
      const prefix = `${escapeLike(normalized)}%`;
      const trigram = withTrigrams
        ? sql`union all
          (select e.label, e.detail, e.target, e.weight, (e.normalized <->> ${normalized})::float8 as distance
             from search_entries e
            where e.kind = k.kind
            order by e.normalized <->> ${normalized}
            limit ${perKind})`
        : sql``;
      const result = await db.execute(sql`
        select k.kind, m.label, m.detail, m.target, m.weight, m.distance
          from unnest(${KINDS}) as k(kind)
          cross join lateral (
            (select e.label, e.detail, e.target, e.weight, -1::float8 as distance
               from search_entries e
              where e.kind = k.kind and e.normalized like ${prefix}
              order by e.normalized
              limit ${perKind})
            ${trigram}
          ) m`);
      const rows = (result as unknown as { rows: SearchRow[] }).rows;
      return rows.map((r) => ({ ...r, weight: Number(r.weight), distance: Number(r.distance) }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
