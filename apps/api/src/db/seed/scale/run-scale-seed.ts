// `npm run seed:scale`: migrates and seeds the database as the server would (DATA_DIR or DATABASE_URL), then
// grows it to India size (docs/bench.md#india-size): ~254,000 medicines, 50,000 doctors, 5,000 lab tests
// and packages, 500 labs. Deterministic.

import { openAndPrepareDatabase } from '../../../boot.ts';
import { loadEnv } from '../../../config/env.ts';
import { seedScale } from './scale.ts';

// Bulk statements run for minutes: no statement time limit here.
const env = { ...loadEnv(), DB_STATEMENT_TIMEOUT_MS: 0 };
const started = Date.now();
const log = (msg: string) =>
  console.log(`[seed:scale ${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
const database = await openAndPrepareDatabase(env, log);
log(`migrated and seeded (${database.kind})`);
await seedScale(database.db, log, {
  products: Number(process.env.SCALE_PRODUCTS ?? 254_000),
  doctors: Number(process.env.SCALE_DOCTORS ?? 50_000),
  labItems: Number(process.env.SCALE_LAB_ITEMS ?? 5_000),
  labs: Number(process.env.SCALE_LABS ?? 500),
});
await database.close();
log('done');
