// Typo-tolerant doctor search with pg_trgm: the words a patient types are matched against search terms
// (specialty names, aliases, symptoms, city names) and doctor names with word_similarity, which the GIN
// trigram indexes serve through the <% operator.
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics, doctors, searchTerms } from '../../db/schema/doctors.ts';
import { listed } from './doctors.repository.ts';

/** Below this, a match is noise ('fevr' ~ 'fever' is 0.6; 'teeth' ~ 'tooth' is 0.2). */
export const SEARCH_THRESHOLD = 0.5;

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
          .where(sql`${searchTerms.term} <% ${q} or ${q} <% ${searchTerms.term}`)
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
        city ? eq(clinics.city, city) : undefined,
      );
      if (matches.length === 0 && !city) return { ids: [], total: 0 };
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`,
        );
        const rows = await tx
          .select({ id: doctors.id, score: sql<number>`greatest(${nameScore}, ${specialtyScore})::float8` })
          .from(doctors)
          .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
          .where(where)
          .orderBy(sql`2 desc`, sql`${doctors.ratingAvg} desc nulls last`, doctors.id)
          .limit(opts.limit)
          .offset(opts.offset);
        const [total] = await tx
          .select({ n: count() })
          .from(doctors)
          .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
          .where(where);
        return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
      });
    },
  };
}
export type DoctorSearchRepository = ReturnType<typeof createDoctorSearchRepository>;
