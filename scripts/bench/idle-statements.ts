// `npx tsx scripts/bench/idle-statements.ts` (docs/bench.md#idle-polling): the statements an idle API
// instance sends its database, the job runner's polling and the outbox's runner included, with an empty
// outbox and no request. The app is booted as `npm start` boots it (bootApp, every recurring job), left to
// settle for BENCH_IDLE_WARMUP_SECONDS (10), then counted for BENCH_IDLE_SECONDS (30):
// - PGlite (no DATABASE_URL): every statement and multi-statement string sent to the PGlite thread, counted on
//   its client (db/pglite/remote-client.ts), the app's and pg-boss's alike;
// - PostgreSQL (DATABASE_URL names a server): a database of its own is made and dropped, and
//   pg_stat_database's xact_commit for it is read before and after (each statement outside a transaction
//   is one commit; the readings are taken from another database, so they are not counted).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { bootApp, openAndPrepareDatabase } from '../../apps/api/src/boot.ts';
import { loadEnv } from '../../apps/api/src/config/env.ts';

const WARMUP = Number(process.env.BENCH_IDLE_WARMUP_SECONDS ?? 10);
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const serverUrl = process.env.DATABASE_URL;
const dbName = `arogya_bench_idle_${process.pid}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(serverUrl as string);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function commits(): Promise<number> {
  const { rows } = await admin(
    `select xact_commit::bigint as n from pg_stat_database where datname = '${dbName}'`,
  );
  return Number(rows[0]?.n ?? 0);
}

if (serverUrl) await admin(`create database ${dbName}`);
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/arogya-idle-`),
  JWT_SECRET: `bench-idle-secret-${process.pid}-that-is-long-enough`,
  PUBLIC_ORIGIN: 'http://127.0.0.1:4999',
  LOG_LEVEL: 'warn',
  ...(serverUrl ? { DATABASE_URL: databaseUrl() } : {}),
});
const database = await openAndPrepareDatabase(env);
let count = 0;
/** PGlite: the statements counted, by their first words, so the report says who polls. */
const shapes = new Map<string, number>();
const tally = (sql: string) => {
  const shape = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
  shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
};
if (database.jobs.kind === 'pglite') {
  const client = database.jobs.client;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (...args) => {
    count += 1;
    tally(args[0]);
    return query(...args);
  };
  client.exec = (sql) => {
    count += 1;
    tally(sql);
    return exec(sql);
  };
}
const { app } = await bootApp(env, database, { webDistDir: false });
await sleep(WARMUP * 1000);
const before = serverUrl ? await commits() : count;
shapes.clear();
const load = loadavg()[0];
await sleep(SECONDS * 1000);
const after = serverUrl ? await commits() : count;
// pg_stat_database is reported by each backend at most every second or so, so both readings lag alike.
const statements = after - before;
console.log(
  JSON.stringify({
    engine: serverUrl ? 'postgres (xact_commit)' : 'pglite (statements sent)',
    seconds: SECONDS,
    statements,
    perSecond: Math.round((statements / SECONDS) * 10) / 10,
    load1: [load, loadavg()[0]].map((l) => Math.round(l * 10) / 10),
    ...(serverUrl ? {} : { top: [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 12) }),
  }),
);
await app.close();
await database.close();
if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
