// `npm run bench -- --scale` (docs/bench.md#india-size): each public read route at seed size and at India size
// (npm run seed:scale), on PGlite and on PostgreSQL: the single-request median, then req/s and p99 at 50
// connections, with the growth factor, beside two floors measured in the same run (bare Fastify hello-world
// and a trivial SQL read, the banners list). The catalogue response cache is off (RESPONSE_CACHE_TTL_MS=0).
//
// SCALE_DATA_DIR: the India-size PGlite data folder (default .tmp/scale-data). SCALE_DATABASE_URL: the
// India-size PostgreSQL database (PostgreSQL rows are skipped without it). The seed-size databases are made
// fresh here (a temporary data folder; a database beside SCALE_DATABASE_URL's, dropped at the end).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const autocannon = require('autocannon');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 15);
const CONNECTIONS = 50;
/** BENCH_ROUTES=lab,brand measures only the routes whose name holds one of those words (with the floors). */
const ONLY = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
const port = Number(process.env.BENCH_PORT ?? 4110);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const ROUTES = [
  ['trivial SQL floor (banners)', '/api/v1/banners/getAll'],
  ['medicine search: a word', '/api/v1/medicines/search?q=paracetamol&limit=20'],
  ['medicine search: a typo', '/api/v1/medicines/search?q=paracetmol&limit=20'],
  ['medicine search: a brand', '/api/v1/medicines/search?q=Cipla&limit=20'],
  ['suggestions while typing', '/api/v1/medicines/search?q=para&suggest=true&limit=8'],
  ['one search suggestions (typo)', '/api/v1/search/suggestions?q=paracetmol'],
  ['category page', '/api/v1/categories/getOne/cat_diabetes-care?limit=24'],
  [
    'category page, filtered',
    '/api/v1/categories/getOne/cat_diabetes-care?limit=24&price=50-100&rx=otc&inStock=true&sort=price-low',
  ],
  ['category list (getAll)', '/api/v1/categories/getAll'],
  ['product details', '/api/v1/medicines/getOne/prd_dolo-650-tablet'],
  ['home: top medicines', '/api/v1/medicines/topMustMedicine'],
  ['home: top brands', '/api/v1/brands/topMustBrand'],
  // Cipla is the biggest brand at India size (17,556 products): its page and its facet counts.
  ['brand page with facets', '/api/v1/medicines/brand/brd_cipla?limit=24'],
  ['doctors in a city by fee', '/api/v1/doctors?city=Mumbai&sort=fee&limit=10'],
  ['doctors of a specialty by rating', '/api/v1/doctors?specialty=spc_cardiology&sort=rating&limit=10'],
  [
    'doctors: city + specialty by experience',
    '/api/v1/doctors?city=Pune&specialty=spc_orthopaedics&sort=experience',
  ],
  ['doctor text search', '/api/v1/doctors/search?q=cardiologist'],
  ['doctor text search: a name', '/api/v1/doctors/search?q=Praveen'],
  ['specialties (counts)', '/api/v1/specialties'],
  ['doctor details', '/api/v1/doctors/doc_001'],
  ['lab test search', '/api/v1/labs/testList?q=thyriod&limit=12'],
  ['lab test search: a word', '/api/v1/labs/testList?q=vitamin&limit=12'],
  ['lab tests: popular', '/api/v1/labs/testList?limit=12'],
  ['lab tests: a category by price', '/api/v1/labs/testList?category=diabetes&sort=price-low&limit=12'],
  ['lab packages in a price range', '/api/v1/labs/testList?type=package&price=1000-2000&limit=12'],
  ['lab test details', '/api/v1/labs/testList/kidney-function-test-kft'],
  ['labs near a pin code for two tests', '/api/v1/labs/offers?pinCode=560034&itemIds=lt_dia001,lt_kid001'],
  ['home: popular tests (topMustLab)', '/api/v1/labs/topMustLab'],
  ['lab categories', '/api/v1/labs/categories'],
];

function startServer(env) {
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RESPONSE_CACHE_TTL_MS: '0',
    ...env,
  };
  // PGlite rows: no DATABASE_URL from the calling shell.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv,
  });
}

async function waitFor(url, timeoutMs = 600_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function single(url) {
  const times = [];
  for (let i = 0; i < SINGLE + 2; i++) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 2) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: 1 + SECONDS }, (err, res) => {
      if (err) return reject(err);
      resolve({ rps: res.requests.average, p99: res.latency.p99, non2xx: res.non2xx });
    });
  });
}

async function measure(label, env) {
  const child = startServer(env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`);
  const out = {};
  for (const [name, route] of ROUTES.filter(
    ([n]) => ONLY.length === 0 || ONLY.some((w) => n.includes(w)) || n.startsWith('trivial'),
  )) {
    const median = await single(base + route);
    const l = await load(base + route);
    out[name] = { median, ...l };
    console.error(`  ${label}: ${name} ${median.toFixed(1)} ms, ${Math.round(l.rps)} req/s, p99 ${l.p99} ms`);
  }
  await stop(child);
  return out;
}

async function bareFloor() {
  const bare = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), {
    env: { ...process.env, PORT: String(port + 1) },
  });
  await new Promise((r) => bare.once('message', r));
  const url = `http://127.0.0.1:${port + 1}/`;
  const median = await single(url);
  const l = await load(url);
  bare.kill();
  return { median, ...l };
}

export async function scaleBench() {
  const results = {};
  const load0 = loadavg()[0];
  const bare = await bareFloor();
  const seedDir = mkdtempSync(path.join(tmpdir(), 'arogya-bench-seed-'));
  const scaleDir = path.resolve(ROOT, process.env.SCALE_DATA_DIR ?? '.tmp/scale-data');
  try {
    results['PGlite seed'] = await measure('PGlite seed', { DATA_DIR: seedDir });
    results['PGlite India'] = await measure('PGlite India', { DATA_DIR: scaleDir });
  } finally {
    rmSync(seedDir, { recursive: true, force: true });
  }
  const scaleUrl = process.env.SCALE_DATABASE_URL;
  if (scaleUrl) {
    const pg = require('pg');
    const name = `arogya_bench_seed_${process.pid}`;
    const admin = new pg.Client({ connectionString: scaleUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const seedUrl = new URL(scaleUrl);
    seedUrl.pathname = `/${name}`;
    try {
      results['PostgreSQL seed'] = await measure('PostgreSQL seed', {
        DATABASE_URL: seedUrl.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'arogya-bench-pg-')),
      });
      results['PostgreSQL India'] = await measure('PostgreSQL India', {
        DATABASE_URL: scaleUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'arogya-bench-pg-')),
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  const load1 = loadavg()[0];

  const engines = scaleUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const lines = [];
  lines.push(
    `India-size bench: ${SINGLE} single requests (median) then ${SECONDS} s at ${CONNECTIONS} connections; load average ${load0.toFixed(1)} at start, ${load1.toFixed(1)} at end`,
  );
  lines.push(
    `bare Fastify floor: ${bare.median.toFixed(1)} ms single, ${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`,
  );
  for (const engine of engines) {
    const seed = results[`${engine} seed`];
    const india = results[`${engine} India`];
    lines.push('');
    lines.push(
      `| ${engine} | seed ms | India ms | growth | seed req/s | India req/s | India/seed | India p99 ms | targets |`,
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [name] of ROUTES) {
      const s = seed[name];
      const i = india[name];
      if (!s || !i) continue;
      const ok = i.median <= 30 && i.rps >= s.rps / 3 ? 'met' : 'missed';
      lines.push(
        `| ${name} | ${s.median.toFixed(1)} | ${i.median.toFixed(1)} | ${(i.median / s.median).toFixed(1)}x | ${Math.round(s.rps)} | ${Math.round(i.rps)} | ${(i.rps / s.rps).toFixed(2)} | ${i.p99} | ${ok} |`,
      );
    }
  }
  console.log(lines.join('\n'));
}
