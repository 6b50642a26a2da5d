// The articles' reviewed Hindi versions (db/seed/articles/hi/), each beside its English article (found by
// slug), with its reviewer picked from the Hindi-speaking doctors of the right specialty.
import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { articles, articleTranslations, englishDigest } from '../schema/articles.ts';
import { doctors, specialties } from '../schema/doctors.ts';
import type { DoctorPick } from './articles/article-seed.ts';
import { HINDI_ARTICLES } from './articles/hi/all-hindi-articles.ts';
import type { Seeder } from './seeder.ts';

/** The nth doctor of a specialty who speaks Hindi (any of the specialty when none does). */
async function pickHindiReader(db: Db, pick: DoctorPick): Promise<string> {
  const of = (hindi: boolean) =>
    db
      .select({ id: doctors.id })
      .from(doctors)
      .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .where(
        and(
          eq(specialties.slug, pick.specialty),
          hindi ? arrayContains(doctors.languages, ['Hindi']) : undefined,
        ),
      )
      .orderBy(asc(doctors.id));
  let rows = await of(true);
  if (rows.length === 0) rows = await of(false);
  const row = rows[pick.nth % Math.max(rows.length, 1)];
  if (!row) throw new Error(`No seeded doctor of specialty ${pick.specialty}`);
  return row.id;
}

export const articleTranslationsSeeder: Seeder = {
  domain: 'article-translations',
  version: 1,
  async run(db: Db) {
    const slugs = HINDI_ARTICLES.map((a) => a.slug);
    const ids = new Map(
      (
        await db
          .select({ id: articles.id, slug: articles.slug })
          .from(articles)
          .where(inArray(articles.slug, slugs))
      ).map((r) => [r.slug, r.id]),
    );
    for (const a of HINDI_ARTICLES) {
      const articleId = ids.get(a.slug);
      if (!articleId) throw new Error(`No article '${a.slug}' for its Hindi version`);
      await db.insert(articleTranslations).values({
        articleId,
        language: 'hi',
        title: a.title,
        summary: a.summary,
        body: a.body.trim(),
        reviewerId: await pickHindiReader(db, a.reviewer),
        reviewedOn: a.reviewedOn,
        // Made from the English article as seeded.
        sourceDigest: sql`(select ${englishDigest} from ${articles} where ${articles.id} = ${articleId})`,
      });
    }
  },
};
