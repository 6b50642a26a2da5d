// Health articles by the seeded doctors (docs/product-rules.md#health-articles). Each article is in its own
// file under articles/; this seeder picks each author and reviewer from the doctors of the right specialty.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { articleMedicines, articles } from '../schema/articles.ts';
import { doctors, specialties } from '../schema/doctors.ts';
import { ARTICLE_SEEDS } from './articles/all-articles.ts';
import type { ArticleSeed, DoctorPick } from './articles/article-seed.ts';
import type { Seeder } from './seeder.ts';

/** Midday in India on the given date, so the date reads the same in every time zone the app shows. */
const istNoon = (day: string) => new Date(`${day}T12:00:00+05:30`);

export function articleSearchText(a: Pick<ArticleSeed, 'title' | 'summary' | 'tags'>): string {
  return [a.title, a.summary, ...a.tags.map((t) => t.replace(/-/g, ' '))].join(' ').toLowerCase();
}

async function pickDoctor(db: Db, pick: DoctorPick): Promise<string> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .where(eq(specialties.slug, pick.specialty))
    .orderBy(asc(doctors.id));
  const row = rows[pick.nth % Math.max(rows.length, 1)];
  if (!row) throw new Error(`No seeded doctor of specialty ${pick.specialty}`);
  return row.id;
}

export const articlesSeeder: Seeder = {
  domain: 'articles',
  version: 1,
  async run(db: Db) {
    for (const [i, a] of ARTICLE_SEEDS.entries()) {
      const id = `art_${String(i + 1).padStart(3, '0')}`;
      await db.insert(articles).values({
        id,
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body.trim(),
        tags: a.tags,
        searchText: articleSearchText(a),
        authorId: await pickDoctor(db, a.author),
        reviewerId: await pickDoctor(db, a.reviewer),
        reviewedOn: a.reviewedOn,
        relatedTests: a.tests.map(([code, name]) => ({ code, name })),
        publishedAt: istNoon(a.published),
        updatedAt: istNoon(a.updated),
      });
      if (a.medicines.length > 0) {
        await db.insert(articleMedicines).values(
          a.medicines.map(([productId, label], position) => ({
            articleId: id,
            productId,
            label,
            position,
          })),
        );
      }
    }
  },
};
