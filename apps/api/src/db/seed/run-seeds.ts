// Runs each domain's seed once per database, in order; a later issue adds its seeder to SEEDERS.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema/system.ts';
import { articleTranslationsSeeder } from './article-translations.ts';
import { articlesSeeder } from './articles.ts';
import { consultNowSeeder } from './consult-now.ts';
import { doctorsSeeder } from './doctors.ts';
import { healthCardSeeder } from './health-card.ts';
import { labsSeeder } from './labs.ts';
import { labsDeskDaySeeder } from './labs-desk-day.ts';
import { pharmacySeeder } from './pharmacy.ts';
import { pharmacyHouseholdSeeder } from './pharmacy-household.ts';
import type { Seeder } from './seeder.ts';
import { usersSeeder } from './users.ts';

export const SEEDERS: Seeder[] = [
  usersSeeder,
  doctorsSeeder,
  pharmacySeeder,
  pharmacyHouseholdSeeder,
  labsSeeder,
  labsDeskDaySeeder,
  articlesSeeder,
  articleTranslationsSeeder,
  healthCardSeeder,
  consultNowSeeder,
];

export async function runSeeds(db: Db, log: (msg: string) => void = () => {}): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of SEEDERS) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.domain, seeder.domain));
    if (done && done.version >= seeder.version) continue;
    const started = Date.now();
    await db.transaction(async (tx) => {
      await seeder.run(tx as unknown as Db);
      await tx
        .insert(seedRuns)
        .values({ domain: seeder.domain, version: seeder.version })
        .onConflictDoUpdate({
          target: seedRuns.domain,
          set: { version: seeder.version, seededAt: new Date() },
        });
    });
    log(`seeded ${seeder.domain} v${seeder.version} in ${Date.now() - started} ms`);
    ran.push(seeder.domain);
  }
  return ran;
}
