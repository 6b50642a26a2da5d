// Search by doctor name, specialty, symptom or condition words, and city, tolerant of typos: the query
// is matched against search terms (which map words to specialties and cities) and doctor names.
import type { DoctorSearchQuery, SearchInterpretation } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapDoctorCard } from './doctor-mapper.ts';
import { cityAsked, type DoctorDeps, paginationOf } from './doctors-deps.ts';

type Query = z.output<typeof DoctorSearchQuery>;

/** Words that say nothing about who is wanted, dropped before matching names. */
export const FILLER = new Set([
  'dr',
  'doctor',
  'doctors',
  'specialist',
  'in',
  'near',
  'me',
  'for',
  'best',
  'top',
  'the',
  'a',
  'at',
  'clinic',
  'i',
  'have',
  'my',
  'with',
]);
/** Keep specialties scoring within this of the best match: 'fever' should not also pull in 'child fever'. */
export const SPECIALTY_SPREAD = 0.2;
const CITY_MIN_SCORE = 0.8;

export function normaliseQuery(q: string): string {
  return q
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

export async function searchDoctors(deps: DoctorDeps, query: Query, now: Date) {
  // Hindi and everyday words ('बुखार', 'bukhar') are matched as the catalogue's English ('fever').
  const q = normaliseQuery(await deps.synonyms.rewrite(query.q));
  const matches = q ? await deps.search.matchTerms(q) : [];
  const specialtyMatches = matches.filter((m) => m.specialtyId);
  const best = specialtyMatches[0]?.score ?? 0;
  const specialtyScores = new Map<string, number>();
  for (const m of specialtyMatches) {
    if (m.score >= best - SPECIALTY_SPREAD && m.specialtyId && !specialtyScores.has(m.specialtyId))
      specialtyScores.set(m.specialtyId, m.score);
  }
  const cityMatch = matches.find((m) => m.city && m.score >= CITY_MIN_SCORE);
  const city = query.city ? await cityAsked(deps, query.city) : (cityMatch?.city ?? null);
  const cityWords = new Set(cityMatch?.term.split(' ') ?? []);
  const nameWords = q.split(' ').filter((w) => w && !FILLER.has(w) && !cityWords.has(w));
  const nameQuery = nameWords.length > 0 ? nameWords.join(' ') : null;

  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const found = await deps.search.findDoctors({ nameQuery, specialtyScores, city, ...page });
  const cards = await deps.doctors.cardsByIds(found.ids, todayIn(now));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const specialties = await deps.doctors.specialties();
  const interpretation: SearchInterpretation = {
    query: normaliseQuery(query.q),
    specialties: specialties
      .filter((s) => specialtyScores.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, nameHi: s.nameHi })),
    city,
  };
  return {
    result: found.ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [mapDoctorCard(card)] : [];
    }),
    pagination: paginationOf(query.page, query.limit, found.total, found.totalIsEstimate),
    interpretation,
  };
}
