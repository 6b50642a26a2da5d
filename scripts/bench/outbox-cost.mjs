// `npm run bench -- --outbox` (docs/bench.md#what-the-outbox-costs): what the notifications outbox costs the
// two routes that write most of its messages, booking an appointment and a pharmacy checkout (cash on
// delivery). Three built servers run side by side on one engine (PGlite data folders, or databases of their
// own on DATABASE_URL's PostgreSQL server), configured alike, every channel wired to the messaging stand-ins
// (in a process of their own), and differing in one switch each:
// - 'off': NOTIFICATIONS_OUTBOX=off, no message written;
// - 'written': the outbox on, each event's messages written in the route's transaction, none sent while the
//   round runs (NOTIFICATIONS_DELIVERY=off): what writing them costs the route;
// - 'sent': as deployed, the messages written and the runner sending them to the stand-ins meanwhile (and
//   the stand-ins' delivery reports coming back): what the whole outbox costs on the same machine.
// Each round (BENCH_OUTBOX_ROUNDS, 15) loads the three servers at once, BENCH_OUTBOX_CONNECTIONS (8) each,
// with bookings for BENCH_OUTBOX_SECONDS (4 s), then with checkouts as long. At once, because this machine
// is shared: whatever else runs slows the three alike, and sharing its cores, each server serves in
// proportion to what a request costs it, which is the comparison wanted (its runner's sending counted in
// the 'sent' server's cost, the stand-ins' own work in no server's). A round's bursts of a route are compared
// with each other. Printed: per route, req/s and p99 of each side (medians of the rounds) and the median and
// middle half of the rounds' ratios to 'off', against the target (writing the messages costs the route at
// most 10%); the 'sent' server's largest backlog (whether sending kept up) and what the stand-ins received.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';
import { outboxCostSummary } from './outbox-cost-report.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const autocannon = require('autocannon');

const ROUNDS = Number(process.env.BENCH_OUTBOX_ROUNDS ?? 15);
const SECONDS = Number(process.env.BENCH_OUTBOX_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_OUTBOX_CONNECTIONS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4250);
const PATIENTS = 100;
const METRICS_TOKEN = `bench-outbox-${process.pid}-0123456789`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Das', 'Patel', 'Menon'];
const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;

/** Waits until `check` says yes (a failed check is a no), unless `failed` says why it never will. */
async function waitFor(check, what, limitMs = 240_000, failed = () => undefined) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function postgres(sql) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function startStandIns(appOrigin) {
  const child = fork(path.join(ROOT, 'scripts/bench/stand-ins-child.mjs'), [], {
    env: { ...process.env, STAND_IN_APP_ORIGIN: appOrigin, STAND_IN_INBOX_PORT: String(PORT + 9) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ...message }));
    child.once('exit', (code) => reject(new Error(`the stand-ins exited (${code})`)));
  });
}

/** The servers compared, by the switches that tell them apart. */
const SIDES = {
  sent: {},
  written: { NOTIFICATIONS_DELIVERY: 'off' },
  off: { NOTIFICATIONS_OUTBOX: 'off' },
};

/** A built server on `port`: its database made for it (a PGlite folder, or a PostgreSQL database). */
async function startServer(side, port, standInEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `arogya-bench-outbox-${side}-`));
  const dbName = `arogya_bench_outbox_${side}_${process.pid}`;
  if (process.env.DATABASE_URL) await postgres(`create database ${dbName}`);
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_OUTBOX_PROFILE=<dir>: a CPU profile of each server, its PGlite thread included, in <dir>/<side>
  // (written when the server stops; scripts/bench/cpu-profile-diff.mjs compares two sides).
  const profile = process.env.BENCH_OUTBOX_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_OUTBOX_PROFILE, side)}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...standInEnv,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: databaseUrl(dbName) } : {}),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: origin,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: `bench-outbox-secret-${process.pid}-that-is-long-enough`,
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      REGISTER_LIMIT_PER_IP: '100000',
      ...SIDES[side],
    },
  });
  await waitFor(
    async () => (await fetch(`${origin}/readyz`)).ok,
    `the ${side} server`,
    240_000,
    () => (child.exitCode !== null ? `the ${side} server exited (${child.exitCode})` : undefined),
  );
  return {
    side,
    origin,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (process.env.DATABASE_URL)
        await postgres(`drop database if exists ${dbName} with (force)`).catch(() => {});
    },
  };
}

async function api(origin, method, p, body, token) {
  const res = await fetch(origin + p, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const isoDate = (d) => d.toISOString().slice(0, 10);

/**
 * What a server's bursts need, read through its API: patients with an address each, every doctor's open
 * in-person slots from the day after tomorrow on (as many as `slotsWanted`), and over-the-counter products
 * with stock enough to sell one at a time.
 */
async function prepare(server, slotsWanted) {
  const { origin } = server;
  const patients = [];
  for (let i = 0; i < PATIENTS; i++) {
    const { token } = await api(origin, 'POST', '/api/v1/users/register', {
      name: nameOf(i),
      email: `bench.outbox.${server.side}.${i}@example.in`,
      phone: `8${String(process.pid % 10_000).padStart(4, '0')}${String(i).padStart(5, '0')}`,
      password: 'Bench@2026-outbox',
      consent: true,
    });
    const address = await api(
      origin,
      'POST',
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
    patients.push({ token, addressId: address.result.id });
  }
  const doctors = [];
  for (let page = 1; ; page++) {
    const { result } = await api(origin, 'GET', `/api/v1/doctors?limit=50&page=${page}`);
    doctors.push(...result.filter((d) => (d.consultationTypes ?? ['in-person']).includes('in-person')));
    if (result.length < 50) break;
  }
  const slots = [];
  let from = new Date(Date.now() + 2 * 86_400_000);
  for (let window = 0; slots.length < slotsWanted && window < 12; window++) {
    const to = new Date(from.getTime() + 13 * 86_400_000);
    for (const doctor of doctors) {
      const { result } = await api(
        origin,
        'GET',
        `/api/v1/doctors/${doctor.id}/slots?from=${isoDate(from)}&to=${isoDate(to)}`,
      );
      for (const day of result.days)
        for (const slot of day.slots)
          if (slot.status === 'available')
            slots.push({ doctorId: doctor.id, startsAt: slot.startsAt, endsAt: slot.endsAt });
    }
    from = new Date(to.getTime() + 86_400_000);
  }
  // In time order, each given to the next patient free by its start (the database refuses a person's
  // overlapping appointments); a slot no patient is free for is left out.
  slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.doctorId.localeCompare(b.doctorId));
  const busyUntil = patients.map(() => '');
  let turn = 0;
  const booked = [];
  for (const slot of slots) {
    for (let k = 0; k < patients.length; k++) {
      const p = (turn + k) % patients.length;
      if (busyUntil[p] <= slot.startsAt) {
        busyUntil[p] = slot.endsAt;
        turn = p + 1;
        booked.push({ ...slot, patient: p });
        break;
      }
    }
  }
  const products = [];
  const { result: cards } = await api(origin, 'GET', '/api/v1/medicines/pagination?page=1&limit=100');
  for (const card of cards.filter((c) => c.schedule === 'OTC')) {
    const { result } = await api(origin, 'GET', `/api/v1/medicines/getOne/${card.id}`);
    if (result.stock >= 100) products.push({ id: card.id, left: result.stock - 10 });
  }
  return { patients, slots: booked, nextSlot: 0, products, nextOrder: 0, doctors: doctors.length };
}

/**
 * The CPU time a process has used, in ms (Linux: /proc/<pid>/stat's utime and stime, in ticks of 10 ms), its
 * threads included (PGlite's worker thread), or null where it cannot be read. On PostgreSQL the database's own
 * backends are other processes and are not in it.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One burst of a route on a server: its 201s per second and p99 (autocannon, `CONNECTIONS` at once), and
 * the server's CPU time per request answered. */
async function burst(server, route, data) {
  const cpuBefore = cpuMsOf(server.child.pid);
  const result = await load(server, route, data);
  const cpuAfter = cpuMsOf(server.child.pid);
  const answered = result.created + result.refused + result.shed;
  return {
    ...result,
    cpuMs: cpuBefore !== null && cpuAfter !== null && answered > 0 ? (cpuAfter - cpuBefore) / answered : null,
  };
}

function load(server, route, data) {
  const json = (token) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'idempotency-key': randomUUID(),
  });
  const setupRequest =
    route === 'booking'
      ? (req) => {
          const slot = data.slots[data.nextSlot++];
          if (!slot) throw new Error(`${server.side}: out of slots; lower BENCH_OUTBOX_ROUNDS`);
          return {
            ...req,
            headers: json(data.patients[slot.patient].token),
            body: JSON.stringify({
              doctorId: slot.doctorId,
              startsAt: slot.startsAt,
              consultationType: 'in-person',
              reason: 'Bench visit',
            }),
          };
        }
      : (req) => {
          const i = data.nextOrder++;
          // The products in turn, each while it has stock.
          const count = data.products.length;
          let chosen;
          for (let k = 0; k < count && !chosen; k++) {
            const product = data.products[(i + k) % count];
            if (product.left > 0) chosen = product;
          }
          if (!chosen) throw new Error(`${server.side}: out of stock; lower BENCH_OUTBOX_ROUNDS`);
          chosen.left -= 1;
          const patient = data.patients[i % data.patients.length];
          return {
            ...req,
            headers: json(patient.token),
            body: JSON.stringify({
              addressId: patient.addressId,
              paymentMethod: 'cod',
              lines: [{ productId: chosen.id, quantity: 1 }],
            }),
          };
        };
  const path = route === 'booking' ? '/api/v1/bookings/book/appointment' : '/api/v1/orders';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'POST', path, setupRequest }],
      },
      (err, res) => {
        if (err) return reject(err);
        // A 409 (a slot taken, a person already booked then) is a refusal; a 503 the server shedding what its
        // database cannot serve in time (docs/ARCHITECTURE.md#overload-and-shutdown): counted, not in req/s.
        const refused = Number(res.statusCodeStats?.['409']?.count ?? 0);
        const shed = Number(res.statusCodeStats?.['503']?.count ?? 0);
        const created = Number(res['2xx']);
        if (res.non2xx > refused + shed)
          return reject(
            new Error(
              `${server.side} ${route}: ${res.non2xx - refused - shed} failed answers ${JSON.stringify(res.statusCodeStats)}`,
            ),
          );
        resolve({ rps: created / SECONDS, p99: res.latency.p99, refused, shed, created });
      },
    );
  });
}

/** The outbox's backlog on the server's /metrics (modules/notifications/outbox-metrics.ts), all channels. */
async function backlog(server) {
  const res = await fetch(`${server.origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  let total = 0;
  for (const m of (await res.text()).matchAll(/^arogya_outbox_backlog\{[^}]*\} (\S+)$/gm))
    total += Number(m[1]);
  return total;
}

export async function outboxCostBench() {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const names = Object.keys(SIDES);
  const ports = Object.fromEntries(names.map((name, i) => [name, PORT + i]));
  const standIns = await startStandIns(`http://127.0.0.1:${ports.sent}`);
  const servers = {};
  const stopAll = async () => {
    for (const server of Object.values(servers)) await server.stop();
    if (standIns.child.connected) standIns.child.disconnect();
  };
  // Stopped by hand (Ctrl-C): the servers and their databases go too.
  const interrupted = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(
      `outbox round (${engine}): ${ROUNDS} rounds, each of ${SECONDS} s of bookings then ${SECONDS} s of checkouts on three servers at once, ${CONNECTIONS} connections each (load ${loadavg()[0].toFixed(1)})`,
    );
    for (const name of names) servers[name] = await startServer(name, ports[name], standIns.appEnv);
    // Enough slots for every booking burst at up to 150 bookings a second.
    const slotsWanted = (ROUNDS + 1) * SECONDS * 150;
    const prepared = await Promise.all(names.map((name) => prepare(servers[name], slotsWanted)));
    const data = Object.fromEntries(names.map((name, i) => [name, prepared[i]]));
    console.log(
      `  each server: ${PATIENTS} patients, ${data.off.doctors} doctors' ${data.off.slots.length} slots to book, ${data.off.products.length} products`,
    );
    const rounds = [];
    let largestBacklog = 0;
    // Round 0 warms the servers up (the JIT, the caches) and is not counted.
    let countedFrom = 0n;
    for (let round = 0; round <= ROUNDS; round++) {
      if (round === 1) countedFrom = process.hrtime.bigint() / 1000n;
      const figures = {};
      for (const route of ['booking', 'checkout']) {
        const results = await Promise.all(names.map((name) => burst(servers[name], route, data[name])));
        figures[route] = Object.fromEntries(names.map((name, i) => [name, results[i]]));
        largestBacklog = Math.max(largestBacklog, await backlog(servers.sent));
      }
      if (round === 0) continue;
      rounds.push(figures);
      const f = (route) => names.map((name) => Math.round(figures[route][name].rps)).join(' / ');
      console.log(
        `  round ${round}: booking ${f('booking')}, checkout ${f('checkout')} req/s (${names.join(' / ')}; load ${loadavg()[0].toFixed(1)})`,
      );
    }
    if (process.env.BENCH_OUTBOX_PROFILE) {
      // The counted rounds' span on the monotonic clock the profiles' timestamps use (µs), and each server's
      // requests answered in it: cpu-profile-diff.mjs reads the profiles over that span, per request.
      const answered = (name) => {
        let sum = 0;
        for (const round of rounds)
          for (const { created, refused, shed } of Object.values(round).map((route) => route[name]))
            sum += created + refused + shed;
        return sum;
      };
      console.log(
        `  profiles in ${path.resolve(process.env.BENCH_OUTBOX_PROFILE)}: window ${countedFrom}-${process.hrtime.bigint() / 1000n} µs, requests ${names.map((name) => `${name}=${answered(name)}`).join(' ')}`,
      );
    }
    await waitFor(async () => (await backlog(servers.sent)) === 0, "the outbox's backlog", 120_000);
    await sleep(1000);
    const newest = await fetch(`${standIns.inboxUrl}/messages?limit=1`).then((r) => r.json());
    const summary = outboxCostSummary(rounds, { base: 'off', compared: ['written', 'sent'] });
    const pct = (x) => `${(x * 100).toFixed(0)}%`;
    const shed = (route, name) => rounds.reduce((sum, r) => sum + r[route][name].shed, 0);
    const lines = ['booking', 'checkout'].flatMap((route) => {
      const s = summary[route];
      return [
        `  ${route}: without the outbox ${Math.round(s.off.rps)} req/s (p99 ${s.off.p99} ms)${s.off.cpuMs === null ? '' : `, ${s.off.cpuMs.toFixed(2)} ms of the server's CPU a request`}`,
        ...['written', 'sent'].map((name) => {
          const r = s.ratio[name];
          const label = name === 'written' ? 'messages written, sent after' : 'written and sent meanwhile  ';
          const cpu = r.cpu
            ? `\n      CPU a request ${s[name].cpuMs.toFixed(2)} ms, ${pct(r.cpu.median)} of without's (rounds ${pct(r.cpu.low)}-${pct(r.cpu.high)})`
            : '';
          return `    ${label}: ${Math.round(s[name].rps)} req/s (p99 ${s[name].p99} ms), ${pct(r.median)} of without (rounds ${pct(r.low)}-${pct(r.high)}, middle half)${
            name === 'written' ? `  (target >= 90%: ${r.median >= 0.9 ? 'meets' : 'MISSES'})` : ''
          }${cpu}`;
        }),
        ...(names.some((name) => shed(route, name) > 0)
          ? [`    shed (503): ${names.map((name) => `${name} ${shed(route, name)}`).join(', ')}`]
          : []),
      ];
    });
    console.log(`
What the outbox costs (${engine}, ${ROUNDS} rounds of ${SECONDS} s a route, three servers at once, ${CONNECTIONS} connections each, medians)
${lines.join('\n')}
  the 'sent' server's largest backlog after a burst: ${largestBacklog.toLocaleString('en-IN')} messages due and not yet sent
  messages the stand-ins received (SMS, WhatsApp, e-mail, push; in-app ones are the outbox's rows): ${(newest[0]?.id ?? 0).toLocaleString('en-IN')}
  load average at the end: ${loadavg()[0].toFixed(1)}`);
    return summary;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stopAll();
  }
}
