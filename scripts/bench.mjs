// `npm run bench`: start times, then req/s and p99 of API routes beside floors measured in the same run.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build-if-stale.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const autocannon = require('autocannon');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;

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

function startServer(dataDir, port) {
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

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) => {
      if (err) return reject(err);
      if (res.non2xx > 0) return reject(new Error(`${url}: ${res.non2xx} non-2xx answers`));
      resolve({ rps: res.requests.average, p99: res.latency.p99 });
    });
  });
}

ensureBuilt();
const rows = [];
const print = (label, r, floor) =>
  console.log(
    `${label.padEnd(34)} ${String(Math.round(r.rps)).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms` +
      (floor ? `   ${((r.rps / floor.rps) * 100).toFixed(0).padStart(4)}% of ${floor.label}` : ''),
  );

// Start times: cold (create, migrate, seed) and warm (reopen) on a fresh data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-bench-'));
const port = 3200;
let { child, t0 } = startServer(dataDir, port);
await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
const cold = performance.now() - t0;
await stop(child);
({ child, t0 } = startServer(dataDir, port));
await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
const warm = performance.now() - t0;
console.log(`cold first start (create, migrate, seed): ${(cold / 1000).toFixed(2)} s`);
console.log(`warm start (reuse data folder):           ${(warm / 1000).toFixed(2)} s\n`);

// Floor: bare Fastify, measured in rounds interleaved with the routes so that load from anything else
// on the machine falls on both alike; each figure is the best of its rounds.
const bare = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), {
  env: { ...process.env, PORT: '3201' },
  stdio: 'ignore',
});
await new Promise((r) => bare.once('message', r));

const login = await fetch(`http://127.0.0.1:${port}/api/v1/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'patient@arogya.in', password: 'Arogya@2026' }),
}).then((r) => r.json());
const auth = { authorization: `Bearer ${login.token}` };

const targets = [
  { label: 'bare Fastify hello-world (floor)', url: 'http://127.0.0.1:3201/' },
  { label: 'GET /api/v1/health', url: `http://127.0.0.1:${port}/api/v1/health` },
  { label: 'GET /api/v1/users/profile', url: `http://127.0.0.1:${port}/api/v1/users/profile`, headers: auth },
];
const best = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const t of targets) {
    const r = await load(t.url, t.headers);
    const prev = best.get(t.label);
    if (!prev || r.rps > prev.rps) best.set(t.label, r);
  }
}
bare.kill();
console.log(`${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${DURATION} s\n`);
const bareResult = { ...best.get(targets[0].label), label: 'bare Fastify' };
print(targets[0].label, bareResult);
for (const t of targets.slice(1)) {
  const r = best.get(t.label);
  rows.push({ ...t, ...r });
  print(t.label, r, bareResult);
}
await stop(child);
rmSync(dataDir, { recursive: true, force: true });

const health = rows[0];
const ratio = health.rps / bareResult.rps;
console.log(
  `\nhealth route at ${(ratio * 100).toFixed(0)}% of bare Fastify (target 90% or more): ${ratio >= 0.9 ? 'met' : 'NOT met'}`,
);
