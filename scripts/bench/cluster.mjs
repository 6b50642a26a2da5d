// `npm run bench -- --cluster` (docs/bench.md#several-instances): three built instances on one PostgreSQL
// database and one Redis, behind nginx with deploy/nginx/arogya.conf, all on loopback; people browsing,
// searching, booking and checking out through nginx for BENCH_CLUSTER_SECONDS; one instance killed with
// SIGKILL and started again, another stopped with SIGTERM and started again (a rolling restart); then the
// report: requests answered, failures by status (those in flight on the killed instance apart), double
// bookings and oversold units by SQL, uploads read through every instance, job runs, and p50/p99 before,
// during and after. It makes a database of its own on BENCH_PG_URL's server (dropped at the end) and uses a
// key prefix of its own on Redis (its keys deleted at the end).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';
import { browsePaths, runMix } from './cluster-mix.mjs';
import {
  attributeErrors,
  errorsByStatus,
  jobRunsReport,
  latency,
  parseAccessLog,
  parseJobRuns,
  recoverySeconds,
} from './cluster-report.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 90);
const PEOPLE = Number(process.env.BENCH_CLUSTER_PEOPLE ?? 16);
const USERS = Number(process.env.BENCH_CLUSTER_USERS ?? 24);
const PORT = Number(process.env.BENCH_PORT ?? 3180);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = `bench-metrics-${process.pid}-0123456789`;
/** Units of each contended product at the start: enough to sell out during the run. */
const CONTENDED_STOCK = 120;
/** The offers job's interval in the bench, so that a minute's run has several of its turns. */
const OFFERS_EVERY_MS = 5000;
const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Ishaan',
  'Priya',
];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Das', 'Patel', 'Menon'];
const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function waitFor(check, what, limitMs = 120_000) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** deploy/nginx/arogya.conf with its listen address, upstream servers and log on this run's loopback ports. */
function nginxConfig(dir, instancePorts) {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/arogya.conf'), 'utf8');
  const servers = site.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm) ?? [];
  if (servers.length !== instancePorts.length)
    throw new Error('deploy/nginx/arogya.conf: expected three servers');
  let rewritten = site
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${PORT};`)
    .replace(/^\s*listen \[::\]:80;$/m, '')
    .replace('/var/log/nginx/arogya.access.log', path.join(dir, 'access.log'));
  servers.forEach((line, i) => {
    rewritten = rewritten.replace(line, line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${instancePorts[i]}`));
  });
  writeFileSync(path.join(dir, 'arogya.conf'), rewritten);
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  // nginx's workers run as nobody when the bench runs as root: they write buffered answers here.
  chmodSync(temp, 0o777);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${path.join(dir, 'arogya.conf')};
}
`,
  );
  return path.join(dir, 'nginx.conf');
}

/**
 * Takes an instance out of nginx's upstream (`down`) or puts it back, and has nginx reload its configuration
 * (README.md's rolling restart, step 6): nginx's new workers send it nothing, and its old workers finish the
 * requests they have there and close their kept connections to it.
 */
function setInstanceDown(dir, conf, port, down) {
  const file = path.join(dir, 'arogya.conf');
  const site = readFileSync(file, 'utf8');
  const line = new RegExp(`^(\\s*server 127\\.0\\.0\\.1:${port}\\b[^;]*?)( down)?;$`, 'm');
  if (!line.test(site)) throw new Error(`no upstream server on ${port}`);
  writeFileSync(
    file,
    site.replace(line, (_, head) => `${head}${down ? ' down' : ''};`),
  );
  const reload = spawnSync('nginx', ['-s', 'reload', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (reload.status !== 0) throw new Error(`nginx -s reload failed: ${reload.stderr}`);
}

export async function clusterBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'arogya-cluster-'));
  chmodSync(dir, 0o755);
  const pg = require('pg');
  const { Redis } = require('ioredis');
  const dbName = `arogya_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const prefix = `arogya-bench-${process.pid}:`;
  const redis = new Redis(REDIS_URL);
  const instancePorts = [PORT + 1, PORT + 2, PORT + 3];
  const instances = new Map();
  let nginx;
  const log = (line) => console.log(`[cluster] ${line}`);

  const startInstance = async (port) => {
    const out = openSync(path.join(dir, `instance-${port}.log`), 'a');
    const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl.toString(),
        DB_POOL_SIZE: '8',
        REDIS_URL,
        RATE_LIMIT_PREFIX: `${prefix}rl:`,
        CALL_CHANNEL_PREFIX: `${prefix}calls:`,
        JWT_SECRET: `bench-secret-${process.pid}-that-is-long-enough-for-hs256`,
        DATA_DIR: path.join(dir, `data-${port}`),
        TRUST_PROXY: '1',
        METRICS_TOKEN,
        SHUTDOWN_DELAY_MS: '1000',
        LOG_LEVEL: 'warn',
        LOGIN_LIMIT_PER_IP: '100000',
        REGISTER_LIMIT_PER_IP: '100000',
        OFFERS_JOB_INTERVAL_MS: String(OFFERS_EVERY_MS),
      },
    });
    instances.set(port, child);
    await waitFor(async () => {
      if (child.exitCode !== null)
        throw new Error(`instance ${port} exited; see ${dir}/instance-${port}.log`);
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
    }, `instance ${port}`);
    return child;
  };

  try {
    // 1. The first instance migrates and seeds the new database; the other two find it ready.
    let t0 = performance.now();
    await startInstance(instancePorts[0]);
    log(`instance 1 migrated, seeded and ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await Promise.all(instancePorts.slice(1).map(startInstance));
    log(`instances 2 and 3 ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const conf = nginxConfig(dir, instancePorts);
    const test = spawnSync('nginx', ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
    nginx = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/livez`)).ok, 'nginx');
    await db.connect();

    // 2. People, doctors and products, all through nginx except the products' stock.
    const post = async (p, body, token) => {
      const res = await fetch(base + p, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const { token } = await post('/api/v1/users/register', {
        name: nameOf(i),
        email: `bench.${process.pid}.${i}@example.in`,
        phone: `9${String(process.pid % 10_000).padStart(4, '0')}${String(i).padStart(5, '0')}`,
        password: 'Bench@2026-cluster',
        consent: true,
      });
      const address = await post(
        '/api/v1/addresses',
        {
          name: nameOf(i),
          phone: '9876501234',
          line1: '12, 3rd Main Road',
          line2: 'Indiranagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          pinCode: '560038',
        },
        token,
      );
      users.push({ token, addressId: address.result.id });
    }
    const doctors = (await (await fetch(`${base}/api/v1/doctors?limit=12`)).json()).result.map((d) => d.id);
    const categoryIds = (await (await fetch(`${base}/api/v1/categories/getAll`)).json()).result
      .slice(0, 4)
      .map((c) => c.id);
    const { rows: stocked } = await db.query(
      `select id from products where schedule = 'OTC' and stock > $1 order by id limit 8`,
      [CONTENDED_STOCK],
    );
    const productIds = stocked.map((r) => r.id);
    const contended = productIds.slice(0, 3);
    await db.query('update products set stock = $1 where id = any($2)', [CONTENDED_STOCK, contended]);
    // Enough slots for the whole run, few enough that people pick the same ones.
    const bookingDoctors = doctors.slice(0, 10);
    log(
      `${users.length} patients, ${bookingDoctors.length} doctors to book, ${contended.length} products of ${CONTENDED_STOCK} units each`,
    );

    // Uploads: a prescription each from three patients, through nginx (whichever instance takes it).
    const uploads = [];
    for (const user of users.slice(0, 3)) {
      const form = new FormData();
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'rx.png');
      const res = await fetch(`${base}/api/v1/doctors/addReceipt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      uploads.push({ id: (await res.json()).result.id, token: user.token });
    }

    // Job runs so far, per instance process, from its /metrics (lib/job-metrics.ts): the run's own are the
    // difference at the end.
    const jobRuns = async () => {
      const byPort = new Map();
      for (const port of instancePorts) {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        byPort.set(port, { pid: instances.get(port).pid, runs: parseJobRuns(await res.text()) });
      }
      return byPort;
    };
    const runStartedAt = new Date();
    const runsAtStart = await jobRuns();

    // 3. The run, with its two events.
    const requests = [];
    const started = performance.now();
    const now = () => performance.now() - started;
    // The kill after a sixth of the run; the rolling restart once the killed instance is back (an instance
    // takes 5-10 s to start on this machine under the load), leaving the last third or more for 'after'.
    const killAt = (SECONDS * 1000) / 6;
    const termAt = (SECONDS * 1000) / 3;
    const events = {};
    let stop = false;
    const mix = runMix({
      base,
      users,
      browse: browsePaths({ doctorIds: doctors, productIds, categoryIds }),
      bookingDoctors,
      contendedProducts: contended,
      record: (r) => requests.push(r),
      now,
      stopped: () => stop,
      people: PEOPLE,
    });
    const script = (async () => {
      await sleep(killAt);
      const killed = instancePorts[1];
      instances.get(killed).kill('SIGKILL');
      events.killed = now();
      log(`${(events.killed / 1000).toFixed(1)} s: SIGKILL to the instance on ${killed}`);
      await once(instances.get(killed), 'exit');
      await sleep(2000);
      await startInstance(killed);
      events.killedBack = now();
      log(`${(events.killedBack / 1000).toFixed(1)} s: it is started again and ready`);
      await sleep(Math.max(0, termAt - now()));
      const restarted = instancePorts[2];
      // The rolling restart as README.md step 6 does it: out of nginx's upstream first, so nginx sends the
      // instance nothing new while it stops (a connection nginx opens as the instance stops listening would be
      // reset, and nginx does not send a POST again), then SIGTERM, then back in once it answers again.
      setInstanceDown(dir, conf, restarted, true);
      events.outOfUpstream = now();
      log(
        `${(events.outOfUpstream / 1000).toFixed(1)} s: the instance on ${restarted} out of nginx's upstream`,
      );
      await sleep(1000);
      const exited = once(instances.get(restarted), 'exit');
      instances.get(restarted).kill('SIGTERM');
      events.termed = now();
      log(`${(events.termed / 1000).toFixed(1)} s: SIGTERM to the instance on ${restarted}`);
      await exited;
      events.stopped = now();
      await startInstance(restarted);
      setInstanceDown(dir, conf, restarted, false);
      events.restarted = now();
      log(
        `${(events.stopped / 1000).toFixed(1)} s: it has stopped; ${(events.restarted / 1000).toFixed(1)} s: started again and ready`,
      );
    })();
    await sleep(SECONDS * 1000);
    stop = true;
    await Promise.all([mix, script]);
    const end = now();

    // Job runs during the run: what the instances now running counted (one started again counts from zero; the
    // runs of the killed process are lost with it), and what pg-boss's table holds of the jobs started in the
    // run (finished after it started, or under way), with the pairs of runs of one chain (a recurring job's
    // singleton key) under way at once. Every run an instance counted after its first count is in the table;
    // taken at once at the end, before the checks below, as the jobs go on.
    const counted = {};
    const countedBy = {};
    const runsAtEnd = await jobRuns();
    const jobsUntil = Date.now();
    for (const [port, now] of runsAtEnd) {
      const start = runsAtStart.get(port);
      const then = start?.pid === now.pid ? start.runs : {};
      for (const [queue, n] of Object.entries(now.runs)) {
        counted[queue] = (counted[queue] ?? 0) + n - (then[queue] ?? 0);
        countedBy[port] = (countedBy[port] ?? 0) + n - (then[queue] ?? 0);
      }
    }
    const { rows: jobRows } = await db.query(
      `with run as (
         select id, name, singleton_key, state, started_on, coalesce(completed_on, now()) as ended_on
           from pgboss.job where started_on is not null and (completed_on is null or completed_on >= $1))
       select r.name as queue, count(*)::int as started,
              count(*) filter (where r.state = 'completed')::int as completed,
              count(*) filter (where r.state = 'failed')::int as failed,
              (select count(*)::int from run a join run b
                 on a.name = b.name and a.singleton_key is not distinct from b.singleton_key and a.id < b.id
                and a.started_on < b.ended_on and b.started_on < a.ended_on
               where a.name = r.name) as overlapping
         from run r group by r.name`,
      [runStartedAt],
    );
    const jobsReport = jobRunsReport(jobRows, counted, {
      offers: Math.floor((jobsUntil - runStartedAt.getTime()) / OFFERS_EVERY_MS),
    });

    const accessLog = parseAccessLog(readFileSync(path.join(dir, 'access.log'), 'utf8'));
    const accessLogEntries = () => accessLog.values();

    // 4. What the database says.
    const { rows: doubles } = await db.query(
      `select count(*)::int as n from appointments a join appointments b
         on a.doctor_id = b.doctor_id and a.id < b.id
        and a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
        and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.doctor_id = any($1)`,
      [bookingDoctors],
    );
    const { rows: booked } = await db.query(
      `select count(*)::int as n from appointments where doctor_id = any($1) and created_at >= $2`,
      [bookingDoctors, runStartedAt],
    );
    const { rows: sold } = await db.query(
      `select p.id, p.stock, coalesce(sum(oi.quantity) filter (where o.status <> 'cancelled'), 0)::int as sold,
              count(distinct o.id)::int as orders
         from products p
         left join order_items oi on oi.product_id = p.id
         left join orders o on o.id = oi.order_id and o.created_at >= $2
        where p.id = any($1)
        group by p.id, p.stock`,
      [contended, runStartedAt],
    );
    const oversold = sold.reduce((sum, p) => sum + Math.max(0, p.sold - CONTENDED_STOCK), 0);
    const stockMismatch = sold.filter((p) => p.sold + p.stock !== CONTENDED_STOCK);

    // Uploads read through each instance directly.
    let readable = 0;
    for (const upload of uploads) {
      for (const port of instancePorts) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/prescriptions/${upload.id}/file`, {
          headers: { authorization: `Bearer ${upload.token}` },
        });
        await res.arrayBuffer();
        if (res.status === 200) readable += 1;
      }
    }

    const answeredBy = {};
    let sentAgain = 0;
    for (const entry of accessLogEntries()) {
      const last = entry.upstreams.at(-1);
      if (last) answeredBy[last] = (answeredBy[last] ?? 0) + 1;
      if (entry.upstreams.length > 1) sentAgain += 1;
    }

    // 5. Report.
    const killedAddress = `127.0.0.1:${instancePorts[1]}`;
    const { onKilled, other } = attributeErrors(requests, accessLog, killedAddress);
    const before = latency(requests, 3000, events.killed);
    const during = latency(requests, events.killed, events.restarted);
    const after = latency(requests, events.restarted, end);
    const recovery = recoverySeconds(requests, { from: events.restarted, end, target: before.p99 });
    const count = (kind, outcome) => requests.filter((r) => r.kind === kind && r.outcome === outcome).length;
    const created = (p) => requests.filter((r) => r.path === p && r.status === 201).length;
    const fmt = (l) => `p50 ${Math.round(l.p50)} ms, p99 ${Math.round(l.p99)} ms (${l.count} answers)`;
    const lines = [
      `${SECONDS} s, ${PEOPLE} people (${USERS} patients), 3 instances behind nginx, PostgreSQL and Redis on loopback`,
      `requests: ${requests.length}, answered ${requests.filter((r) => r.status !== 0).length}; ok ${requests.filter((r) => r.outcome === 'ok').length}, refused (slot taken, sold out) ${requests.filter((r) => r.outcome === 'refused').length}, failed ${requests.filter((r) => r.outcome === 'error').length}`,
      `  by kind: ${['browse', 'search', 'book', 'checkout'].map((k) => `${k} ${count(k, 'ok')} ok / ${count(k, 'refused')} refused / ${count(k, 'error')} failed`).join('; ')}`,
      `failures by status: ${JSON.stringify(errorsByStatus(requests))}; in flight on the killed instance: ${onKilled.length} (${onKilled.map((r) => `${r.method} ${r.path.split('?')[0]} ${r.status}`).join(', ') || 'none'}); other failures: ${other.length}${
        other.length
          ? ` (${other
              .slice(0, 8)
              .map((r) => `${r.method} ${r.path.split('?')[0]} ${r.status} at ${(r.at / 1000).toFixed(1)} s`)
              .join(', ')})`
          : ''
      }`,
      `double bookings: ${doubles[0].n}; bookings answered 201: ${created('/api/v1/bookings/book/appointment')}, rows made: ${booked[0].n}`,
      `oversold units: ${oversold}; ${sold.map((p) => `${p.id}: ${p.sold} of ${CONTENDED_STOCK} sold, ${p.stock} left`).join('; ')}${stockMismatch.length ? `; STOCK MISMATCH on ${stockMismatch.map((p) => p.id).join(', ')}` : ''}; orders answered 201: ${created('/api/v1/orders')}`,
      `uploads readable through every instance: ${readable === uploads.length * instancePorts.length ? 'yes' : `no: ${readable} of ${uploads.length * instancePorts.length} (file, instance) pairs; n/a until shared storage (uploads are on the local disk of the instance that took them)`}`,
      `answers by instance (nginx's log): ${Object.entries(answeredBy)
        .map(([a, n]) => `${a} ${n}`)
        .join(', ')}; sent to a second instance after the first failed: ${sentAgain}`,
      `job runs during the run (pg-boss's table; the handlers' count from the instances now running): ${jobsReport.text}; counted by instance: ${Object.entries(
        countedBy,
      )
        .map(([port, n]) => `${port} ${n}`)
        .join(', ')}`,
      `each scheduled job ran once: ${jobsReport.onceEach ? 'yes' : `NO: ${jobsReport.problems.join('; ')}`}`,
      `latency before (3 s to the kill): ${fmt(before)}`,
      `latency during (kill to the restarted instance ready): ${fmt(during)}`,
      `latency after: ${fmt(after)}`,
      `p99 back within 15% of its before-figure: ${recovery === null ? 'NOT within the run' : `${recovery.toFixed(1)} s after the restart (target 10 s): ${recovery <= 10 ? 'met' : 'NOT met'}`}`,
      `events: SIGKILL at ${(events.killed / 1000).toFixed(1)} s, back at ${(events.killedBack / 1000).toFixed(1)} s; SIGTERM at ${(events.termed / 1000).toFixed(1)} s, stopped at ${(events.stopped / 1000).toFixed(1)} s, ready again at ${(events.restarted / 1000).toFixed(1)} s`,
    ];
    console.log(`\n${lines.join('\n')}`);
  } finally {
    for (const child of instances.values()) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([...instances.values()].map((c) => (c.exitCode === null ? once(c, 'exit') : null)));
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    }
    await db.end().catch(() => {});
    await admin
      .query(`drop database if exists ${dbName} with (force)`)
      .catch((err) => log(`drop failed: ${err.message}`));
    await admin.end();
    const keys = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
    else log(`logs kept in ${dir}`);
  }
}
