// Typo-tolerant doctor search with pg_trgm: the words a patient types are matched against search terms
// (specialty names, aliases, symptoms, city names) and doctor names with word_similarity, which the GIN
// trigram indexes serve through the <% operator.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, searchTerms, specialties } from '../../db/schema/doctors.ts';
import { closeMatch } from '../../lib/fuzzy-match.ts';
import { listed } from './doctors.repository.ts';

/** Each way of matching (a name, one specialty) scores at most this many doctors. */
export const DOCTOR_CANDIDATES = 500;
/** Totals are counted up to this, then reported as an estimate. */
export const DOCTOR_TOTAL_CAP = 1000;

/** Below this, a match is noise ('fevr' ~ 'fever' is 0.6; 'teeth' ~ 'tooth' is 0.2). */
export const SEARCH_THRESHOLD = 0.5;
/** A specialty or symptom term holding the text typed needs this much: at 0.5, 'eno' matched 'ENT specialist'
 * and 'Endocrinologist', 'allegra' 'Allergy' ('fevr' ~ 'fever' is 0.6). */
export const TERM_INSIDE_THRESHOLD = 0.6;

/**
 * A search term matches the text typed: the text nearly all inside the term (word similarity at least
 * TERM_INSIDE_THRESHOLD, or close as lib/fuzzy-match.ts says), or the term inside the text as a whole
 * phrase ('rash' in 'i have a rash'; not 'sinus' in 'sinarest', whose trigrams half match). Run with
 * pg_trgm.word_similarity_threshold = SEARCH_THRESHOLD, which `<%` applies. Shared with the one search's
 * suggestions (modules/search/search.repository.ts), so they suggest what this search finds.
 */
export function termMatch(q: string, term: SQL): SQL {
  return sql`((${q} <% ${term} and (word_similarity(${q}, ${term}) >= ${sql.raw(String(TERM_INSIDE_THRESHOLD))} or ${closeMatch(q, term)}))
    or (${term} <% ${q} and ${closeMatch(term, q)}))`;
}

export type TermMatch = {
  term: string;
  kind: string;
  specialtyId: string | null;
  city: string | null;
  score: number;
};

export function createDoctorSearchRepository(db: Db) {
  return {
    /** Terms found in the query (or the query found in a term), best first. */
    async matchTerms(q: string): Promise<TermMatch[]> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`,
        );
        const rows = await tx
          .select({
            term: searchTerms.term,
            kind: searchTerms.kind,
            specialtyId: searchTerms.specialtyId,
            city: searchTerms.city,
            score: sql<number>`greatest(word_similarity(${searchTerms.term}, ${q}), word_similarity(${q}, ${searchTerms.term}))::float8`,
          })
          .from(searchTerms)
          .where(termMatch(q, sql`${searchTerms.term}`))
          .orderBy(sql`5 desc`, searchTerms.id);
        return rows.map((r) => ({ ...r, score: Number(r.score) }));
      });
    },

    /**
     * Doctors whose name matches `nameQuery` or whose specialty is among `specialtyScores`, optionally in
     * one city; scored by the better of the two, then by rating.
     */
    async findDoctors(opts: {
      nameQuery: string | null;
      specialtyScores: Map<string, number>;
      city: string | null;
      limit: number;
      offset: number;
    }) {
      const { nameQuery, specialtyScores, city } = opts;
      const ids = [...specialtyScores.keys()];
      const nameScore = nameQuery ? sql`word_similarity(${nameQuery}, ${doctors.name})` : sql`0`;
      const specialtyScore =
        ids.length > 0
          ? sql`case ${doctors.specialtyId} ${sql.join(
              ids.map((id) => sql`when ${id} then ${specialtyScores.get(id) ?? 0}::float8`),
              sql` `,
            )} else 0 end`
          : sql`0`;
      const matches: SQL[] = [];
      if (nameQuery) matches.push(sql`${nameQuery} <% ${doctors.name}`);
      if (ids.length > 0) matches.push(inArray(doctors.specialtyId, ids));
      const where = and(
        listed,
        matches.length > 0 ? or(...matches) : undefined,
        city ? eq(doctors.city, city) : undefined,
      );
      if (matches.length === 0 && !city) return { ids: [], total: 0, totalIsEstimate: false };
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`,
        );
        // Candidates through the indexes, each way bounded (docs/product-rules.md#catalogue-counts): names on
        // doctors_name_trgm, each matched specialty's best rated on doctors_specialty_rating_idx; only they
        // are scored. A city alone is a plain listing in rating order.
        const inCity = city ? sql`and d.city = ${city}` : sql``;
        // A page needs at most offset + limit of a specialty's best rated (they share one score); names get
        // room for twice that (their order is not the score's).
        const deep = Math.min(DOCTOR_CANDIDATES, opts.offset + opts.limit);
        const wide = Math.min(DOCTOR_CANDIDATES, Math.max(100, 2 * (opts.offset + opts.limit)));
        const arms: SQL[] = [];
        if (nameQuery)
          arms.push(
            sql`select 1 as arm, id from (select d.id from ${doctors} d where ${nameQuery} <% d.name ${inCity} limit ${wide}) a`,
          );
        for (const [i, id] of ids.entries())
          arms.push(sql`select ${i + 2}::int as arm, id from (select d.id from ${doctors} d where d.specialty_id = ${id} ${inCity}
            order by d.rating_avg desc nulls last, d.review_count desc, d.id limit ${deep}) s${sql.raw(String(i))}`);
        if (arms.length === 0)
          arms.push(sql`select 0 as arm, id from (select d.id from ${doctors} d where true ${inCity}
            order by d.rating_avg desc nulls last, d.review_count desc, d.id limit ${deep}) c`);
        const found = (await tx.execute(sql.join(arms, sql` union all `))) as unknown as {
          rows: { arm: number; id: string }[];
        };
        const candidateIds = [...new Set(found.rows.map((r) => r.id))];
        const perArm = new Map<number, number>();
        for (const r of found.rows) perArm.set(Number(r.arm), (perArm.get(Number(r.arm)) ?? 0) + 1);
        const cut = [...perArm.entries()].some(([arm, n]) => n >= (arm === 1 ? wide : deep));
        // A name matching more doctors than the name arm read ('Praveen': 1,940 at India size) is not
        // counted: counting re-checks every trigram match (docs/bench.md#india-size). The answer says 'at
        // least the candidates found' instead.
        const namesCut = (perArm.get(1) ?? 0) >= wide;
        // Without a city, the matched specialties' doctors are counted already (kept on write).
        const kept =
          !city && ids.length > 0
            ? await tx
                .select({ n: sql<number>`coalesce(sum(${specialties.doctorCount}), 0)::int` })
                .from(specialties)
                .where(inArray(specialties.id, ids))
            : [];
        let total = candidateIds.length;
        let totalIsEstimate = false;
        if (Number(kept[0]?.n ?? 0) > DOCTOR_TOTAL_CAP) {
          total = DOCTOR_TOTAL_CAP;
          totalIsEstimate = true;
        } else if (namesCut) {
          totalIsEstimate = true;
        } else if (cut) {
          const capped = (await tx.execute(sql`
            select count(*)::int as n from (
              select 1 from ${doctors}
               where ${where ?? sql`true`} limit ${DOCTOR_TOTAL_CAP + 1}) m`)) as unknown as {
            rows: { n: number }[];
          };
          const n = Number(capped.rows[0]?.n ?? 0);
          total = Math.min(n, DOCTOR_TOTAL_CAP);
          totalIsEstimate = n > DOCTOR_TOTAL_CAP;
        }
        if (candidateIds.length === 0) return { ids: [], total, totalIsEstimate };
        const rows = await tx
          .select({ id: doctors.id, score: sql<number>`greatest(${nameScore}, ${specialtyScore})::float8` })
          .from(doctors)
          .where(sql`${doctors.id} = any(string_to_array(${candidateIds.join(',')}, ','))`)
          .orderBy(sql`2 desc`, sql`${doctors.ratingAvg} desc nulls last`, doctors.id)
          .limit(opts.limit)
          .offset(opts.offset);
        return { ids: rows.map((r) => r.id), total, totalIsEstimate };
      });
    },
  };
}
export type DoctorSearchRepository = ReturnType<typeof createDoctorSearchRepository>;
