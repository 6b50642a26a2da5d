// `npm run bench`: start times, then req/s and p99 of API routes beside floors measured in the same run:
// a bare Fastify hello-world, and (for routes that read the database) the same SQL the route runs,
// replayed directly against the PGlite data folder in a loop.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { overloadReport, overloadRound } from './bench/overload.mjs';
import { firstByteReport, measureFirstBytes } from './bench/ttfb.mjs';
import { typingBench } from './bench/typing.mjs';
import { ensureBuilt, ROOT } from './lib/build-if-stale.mjs';

// `npm run bench -- --scale`: seed size against India size instead (docs/bench.md#india-size).
if (process.argv.includes('--scale')) {
  if (!process.env.BENCH_NO_BUILD) ensureBuilt();
  await (await import('./bench/scale.mjs')).scaleBench();
  process.exit(0);
}

// `npm run bench -- --messaging`: the outbox and its runner on PostgreSQL (docs/bench.md#messaging).
if (process.argv.includes('--messaging')) {
  if (!process.env.BENCH_NO_BUILD) ensureBuilt();
  await (await import('./bench/messaging.mjs')).messagingBench();
  process.exit(0);
}

// `npm run bench -- --outbox`: booking and checkout with the outbox on and off, interleaved
// (docs/bench.md#what-the-outbox-costs).
if (process.argv.includes('--outbox')) {
  if (!process.env.BENCH_NO_BUILD) ensureBuilt();
  await (await import('./bench/outbox-cost.mjs')).outboxCostBench();
  process.exit(0);
}

// `npm run bench -- --consult-now`: consult now's match at the issue's scale, PGlite and PostgreSQL with two
// instances (docs/bench.md#consult-now).
if (process.argv.includes('--consult-now')) {
  if (!process.env.BENCH_NO_BUILD) ensureBuilt();
  await (await import('./bench/consult-now.mjs')).consultNowBench();
  process.exit(0);
}

// `npm run bench -- --cluster`: three instances behind nginx, one killed, one restarted (docs/bench.md#several-instances).
if (process.argv.includes('--cluster')) {
  if (!process.env.BENCH_NO_BUILD) ensureBuilt();
  await (await import('./bench/cluster.mjs')).clusterBench();
  process.exit(0);
}

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const autocannon = require('autocannon');
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FLOOR_SECONDS = 5;
// Each measurement starts after a short warm-up at the same load, so the JIT's first seconds count for none.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = 50;
// The typing round (docs/bench.md#search-suggestions): people typing into the search box, an open loop.
// `npm run bench -- --typing` runs only it (after the cold start that seeds the data folder).
const TYPING_ONLY = process.argv.includes('--typing');
const TYPING_SECONDS = Number(process.env.BENCH_TYPING_SECONDS ?? 20);
const TYPING_PEOPLE = Number(process.env.BENCH_TYPING_PEOPLE ?? 50);

// Bare Fastify, health and profile (the routes compared with bare Fastify) are measured with the server on
// core 0 and this process, the load generator, on core 1: each figure is then a server's own throughput
// under the same client, not how the scheduler happened to share two cores between client and server
// (identical runs moved by ±15% unpinned). Database routes run unpinned: the server's database thread and
// its HTTP thread need both cores, as in production. Without taskset or a second core, nothing is pinned.
const taskset = (cores, pid) =>
  spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' }).status === 0;
const PIN = availableParallelism() >= 2 && !process.env.BENCH_NO_PIN && taskset('0,1', process.pid);
const setPinned = (pinned, serverPid) => {
  if (!PIN) return;
  taskset(pinned ? '1' : '0,1', process.pid);
  taskset(pinned ? '0' : '0,1', serverPid);
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 120_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {}
    await sleep(25);
  }
  throw new Error(`${url} did not come up`);
}

function startServer(dataDir, port, env = {}) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      ...env,
    },
  });
  return { child, t0 };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** CPU seconds (user + system) used so far by a process (all its threads) and by its main thread, from /proc;
 * zeros where there is no /proc. */
function cpuSeconds(pid) {
  const read = (file) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  try {
    return { all: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return { all: 0, main: 0 };
  }
}

// One continuous run per round: the first WARMUP_SECONDS (the JIT's first seconds, and the server's queue
// filling up) count for nothing; req/s is the answers counted after that, over the rest of the run.
// (autocannon's own `warmup` option is ignored when a callback is given, and it opens new connections.)
function load(url, headers = {}, seconds = DURATION, serverPid = undefined) {
  return new Promise((resolve, reject) => {
    let from = Number.POSITIVE_INFINITY;
    let answers = 0;
    let cpuFrom;
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: WARMUP_SECONDS + seconds, headers },
      (err, res) => {
        if (err) return reject(err);
        // A 503 is the server shedding load it cannot serve in time (docs/ARCHITECTURE.md#overload-and-shutdown):
        // counted and printed, not in req/s. Any other failure stops the bench.
        const shed = Number(res.statusCodeStats?.['503']?.count ?? 0);
        if (res.non2xx > shed) return reject(new Error(`${url}: ${res.non2xx - shed} non-2xx answers`));
        const result = { rps: answers / ((performance.now() - from) / 1000), p99: res.latency.p99, shed };
        if (serverPid) {
          const cpu = cpuSeconds(serverPid);
          result.cpuPerAnswer = ((cpu.all - cpuFrom.all) / answers) * 1e6;
          result.otherThreads = (cpu.all - cpu.main - (cpuFrom.all - cpuFrom.main)) / (cpu.all - cpuFrom.all);
        }
        // Requests still queued in the server when the client stops would fall on the next measurement:
        // give them time to finish (the slowest waited about the p99) before answering.
        setTimeout(() => resolve(result), Math.min(3000, 100 + 2 * res.latency.p99));
      },
    );
    setTimeout(() => {
      from = performance.now();
      if (serverPid) cpuFrom = cpuSeconds(serverPid);
    }, WARMUP_SECONDS * 1000);
    instance.on('response', (_client, status) => {
      if (status < 300 && performance.now() >= from) answers += 1;
    });
  });
}

const pct = (a, b) => `${((a / b) * 100).toFixed(0).padStart(4)}%`;
const fmt = (r) =>
  `${String(Math.round(r.rps)).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms${r.shed ? ` (${r.shed} shed with 503)` : ''}`;

if (!process.env.BENCH_NO_BUILD) ensureBuilt();

// 1. Start times: cold (create, migrate, seed) and warm (reopen) on a fresh data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-bench-'));
const sqlFile = path.join(dataDir, 'captured-sql.jsonl');
// BENCH_PORT: the server's port (the bare Fastify floor takes the next one), for benches run side by side.
const port = Number(process.env.BENCH_PORT ?? 3200);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
let { child, t0 } = startServer(dataDir, port);
await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
const cold = performance.now() - t0;
await stop(child);

/** The typing round on this run's data folder; its report's lines. */
const typingRound = () =>
  typingBench({
    base,
    startServer: async (env) => {
      ({ child } = startServer(dataDir, port, env));
      await waitFor(`${base}/api/v1/health`);
      return child.pid;
    },
    stopServer: () => stop(child),
    serverCpu: cpuSeconds,
    seconds: TYPING_SECONDS,
    people: TYPING_PEOPLE,
    log: (line) => console.log(`[bench] ${line}`),
  });
if (TYPING_ONLY) {
  console.log(`cold first start (create, migrate, seed): ${(cold / 1000).toFixed(2)} s\n`);
  console.log((await typingRound()).join('\n'));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
({ child, t0 } = startServer(dataDir, port, { SQL_CAPTURE_FILE: sqlFile, RESPONSE_CACHE_TTL_MS: '0' }));
await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
const warm = performance.now() - t0;
console.log(`cold first start (create, migrate, seed): ${(cold / 1000).toFixed(2)} s`);
console.log(`warm start (reuse data folder):           ${(warm / 1000).toFixed(2)} s\n`);

// 2. The routes, with ids read from the seeded data.
const get = (p, headers = {}) => fetch(base + p, { headers }).then((r) => r.json());
const login = await fetch(`${base}/api/v1/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'patient@arogya.in', password: 'Arogya@2026' }),
}).then((r) => r.json());
const auth = { authorization: `Bearer ${login.token}` };
const doctorId = (await get('/api/v1/doctors?limit=1')).result[0].id;
const categoryId = (await get('/api/v1/categories/getAll')).result[0].id;
const productId = (await get(`/api/v1/categories/getOne/${categoryId}`)).result.products[0].id;

const routes = [
  { label: 'GET /api/v1/health', path: '/api/v1/health', pinned: true },
  { label: 'GET /api/v1/users/profile', path: '/api/v1/users/profile', headers: auth, pinned: true },
  {
    label: 'doctor search (filtered, sorted page)',
    path: '/api/v1/doctors?city=bengaluru&consultationType=video&sort=fee&page=1&limit=10',
    sql: true,
  },
  { label: 'doctor details', path: `/api/v1/doctors/${doctorId}`, sql: true },
  { label: 'category page data', path: `/api/v1/categories/getOne/${categoryId}`, sql: true },
  { label: 'product details', path: `/api/v1/medicines/getOne/${productId}`, sql: true },
  { label: 'medicine search', path: '/api/v1/medicines/search?q=paracetmol&limit=10', sql: true },
  { label: 'lab test search', path: '/api/v1/labs/testList?q=thyriod&limit=12', sql: true },
  { label: 'lab test details', path: '/api/v1/labs/testList/complete-blood-count-cbc', sql: true },
  { label: 'search suggestions (typo)', path: '/api/v1/search/suggestions?q=paracetmol', sql: true },
];

// The SQL each database route runs: one warm-up request, then the statements of a second one.
for (const route of routes.filter((r) => r.sql)) {
  await get(route.path, route.headers);
  writeFileSync(sqlFile, '');
  await get(route.path, route.headers);
  route.statements = readFileSync(sqlFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

// Server-rendered pages: time to first byte of a doctor's and a product page beside the shell (a
// signed-in page, still client-rendered) and the API answers each page needs (docs/bench.md#server-rendered-pages).
const firstBytes = await measureFirstBytes(base, [
  { label: 'shell (client-rendered page, /profile)', path: '/profile' },
  { label: `doctor page, server-rendered`, path: `/doctor-details/${doctorId}` },
  { label: 'doctor details API (the data it needs)', path: `/api/v1/doctors/${doctorId}` },
  { label: 'product page, server-rendered', path: `/product/${productId}` },
  { label: 'product details API (the data it needs)', path: `/api/v1/medicines/getOne/${productId}` },
]);
console.log('time to first byte, 21 sequential requests each (catalogue cache off):');
console.log(`${firstByteReport(firstBytes).join('\n')}\n`);

// 3. Load: bare Fastify and the routes in interleaved rounds, so that other load on the machine falls on
// all alike; each figure is the median of its rounds. The public-catalogue cache is off here (and the SQL
// capture, which costs a file write per statement): these figures are what the SQL path itself achieves.
const relogin = async () => {
  const answer = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'patient@arogya.in', password: 'Arogya@2026' }),
  }).then((r) => r.json());
  auth.authorization = `Bearer ${answer.token}`;
};
await stop(child);
({ child } = startServer(dataDir, port, { RESPONSE_CACHE_TTL_MS: '0' }));
await waitFor(`${base}/api/v1/health`);
await relogin();
const bare = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'ignore',
});
await new Promise((r) => bare.once('message', r));
if (PIN) taskset('0', bare.pid);
const samples = new Map();
const keep = (key, r) => samples.set(key, [...(samples.get(key) ?? []), r]);
for (let round = 0; round < ROUNDS; round++) {
  setPinned(true, child.pid);
  keep('bare', await load(`http://127.0.0.1:${barePort}/`));
  for (const route of routes) {
    setPinned(Boolean(route.pinned), child.pid);
    keep(route.label, await load(base + route.path, route.headers));
  }
}
// Health against bare Fastify, the target that sits closest to its line: more and shorter rounds, taken in
// turn (bare, health, bare, ...) on the pinned core, so that both see the same stretches of this machine's
// wandering speed; the verdict compares their medians.
const HEALTH_ROUNDS = Number(process.env.BENCH_HEALTH_ROUNDS ?? 11);
const pairs = { bare: [], health: [] };
setPinned(true, child.pid);
for (let round = 0; round < HEALTH_ROUNDS; round++) {
  pairs.bare.push(await load(`http://127.0.0.1:${barePort}/`, {}, 2, bare.pid));
  pairs.health.push(await load(`${base}/api/v1/health`, {}, 2, child.pid));
}
setPinned(false, child.pid);

// Overload round (docs/bench.md#overload-round): medicine search, the route with the most database work per
// answer, offered twice the req/s its rounds above served, then the time until the server answers normally.
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10);
const OVERLOAD_TARGET_MS = 5000;
let overload;
if (OVERLOAD_SECONDS > 0) {
  const route = routes.find((r) => r.label === 'medicine search');
  const served = [...samples.get(route.label)].sort((a, b) => a.rps - b.rps);
  const capacity = served[Math.floor((served.length - 1) / 2)].rps;
  overload = await overloadRound({ autocannon, base, path: route.path, capacity, seconds: OVERLOAD_SECONDS });
}
bare.kill();
await stop(child);

// The same database routes as a browser meets them, with the 5-second public-catalogue cache on.
({ child } = startServer(dataDir, port));
await waitFor(`${base}/api/v1/health`);
for (const route of routes.filter((r) => r.sql)) route.cached = await load(base + route.path, route.headers);
await stop(child);

// The suggestions as people typing meet them, cache on and off, and the rate where the p99 passes 50 ms.
const typing = TYPING_SECONDS > 0 ? await typingRound() : [];

// 4. The SQL floors: each route's statements replayed directly on the same data folder, one after another:
// with PGlite's query() (the floor the targets name), and through the server's own prepared-statement path
// (apps/api/src/db/pglite/prepared-statements.ts), so the route is also seen beside the SQL at its fastest.
const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
const { pg_trgm } = await import(require.resolve('@electric-sql/pglite/contrib/pg_trgm'));
const { btree_gist } = await import(require.resolve('@electric-sql/pglite/contrib/btree_gist'));
const { PreparedStatements } = await import(path.join(ROOT, 'apps/api/dist/pglite-prepared-statements.js'));
const pg = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm, btree_gist } });
const prepared = new PreparedStatements(pg);
const replay = async (statements, run) => {
  const latencies = [];
  const until = performance.now() + FLOOR_SECONDS * 1000;
  while (performance.now() < until) {
    const s = performance.now();
    for (const st of statements) await run(st);
    latencies.push(performance.now() - s);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / FLOOR_SECONDS,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
  };
};
for (const route of routes.filter((r) => r.sql)) {
  route.floor = await replay(route.statements, (st) => pg.query(st.query, st.params));
  route.preparedFloor = await replay(route.statements, (st) => prepared.query(st.query, st.params));
}
await pg.close();
rmSync(dataDir, { recursive: true, force: true });

// 5. Report.
// Each figure is the median of its rounds (the round whose req/s is the median, with its p99): this
// machine's speed wanders by ±15% over seconds, and a median is moved neither by a lucky nor by an unlucky
// round. The range of the rounds is printed beside it.
const median = (key) => {
  const sorted = [...samples.get(key)].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], min: sorted[0].rps, max: sorted.at(-1).rps };
};
const range = (r) => `(rounds ${Math.round(r.min / 1000)}-${Math.round(r.max / 1000)}k)`;
const bareResult = median('bare');
console.log(
  `${PIN ? 'bare Fastify, health and profile: server on core 0, load generator on core 1; database routes on both cores\n' : ''}${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${DURATION} s, each after ${WARMUP_SECONDS} s of warm-up, catalogue cache off; SQL floor: the route's statements in a loop\n`,
);
console.log(`${'bare Fastify hello-world (floor)'.padEnd(40)} ${fmt(bareResult)} ${range(bareResult)}`);
const verdicts = [];
for (const route of routes) {
  const r = median(route.label);
  let line = `${route.label.padEnd(40)} ${fmt(r)}`;
  if (!route.sql) line += ` ${range(r)} ${pct(r.rps, bareResult.rps)} of bare`;
  if (route.floor) {
    const lower = Math.min(bareResult.rps, route.floor.rps);
    line += ` | SQL floor ${fmt(route.floor)} (${route.statements.length} statements)  ${pct(r.rps, route.floor.rps)} of SQL`;
    line += ` | prepared SQL ${fmt(route.preparedFloor)}  ${pct(r.rps, route.preparedFloor.rps)} of it`;
    line += ` | with catalogue cache ${fmt(route.cached)}`;
    verdicts.push(
      `${route.label}: ${pct(r.rps, lower).trim()} of the lower floor (target 70%): ${r.rps >= 0.7 * lower ? 'met' : 'NOT met'}`,
    );
  }
  console.log(line);
}
const mid = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)];
const [bareMid, healthMid] = [mid(pairs.bare), mid(pairs.health)];
const healthRatio = healthMid.rps / bareMid.rps;
console.log(
  `\nhealth and bare Fastify in turn, ${HEALTH_ROUNDS} rounds of 2 s each, medians: bare ${fmt(bareMid)}, health ${fmt(healthMid)}; health/bare by round: ${pairs.health.map((h, i) => pct(h.rps, pairs.bare[i].rps).trim()).join(' ')}`,
);
// What the two servers spent: if health is slow, was it its own work per request, or CPU that went elsewhere?
const cpuLine = (list) => {
  const perAnswer = list.map((r) => r.cpuPerAnswer).sort((a, b) => a - b);
  const others = list.map((r) => r.otherThreads).sort((a, b) => a - b);
  return `${perAnswer[Math.floor((perAnswer.length - 1) / 2)].toFixed(1)} µs of CPU per answer (rounds ${perAnswer[0].toFixed(1)}-${perAnswer.at(-1).toFixed(1)}), other threads ${pct(others[Math.floor((others.length - 1) / 2)], 1).trim()} of it`;
};
if (pairs.bare[0].cpuPerAnswer > 0) {
  console.log(`  bare Fastify: ${cpuLine(pairs.bare)}\n  health:       ${cpuLine(pairs.health)}`);
}
console.log(
  `\nhealth route at ${pct(healthRatio, 1).trim()} of bare Fastify (medians of ${HEALTH_ROUNDS} rounds in turn; target 90% or more): ${
    healthRatio >= 0.9 ? 'met' : 'NOT met'
  }`,
);
for (const v of verdicts) console.log(v);
if (overload) console.log(`\n${overloadReport(overload, OVERLOAD_TARGET_MS).join('\n')}`);
if (typing.length > 0) console.log(`\n${typing.join('\n')}`);
