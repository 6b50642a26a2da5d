// `npm run bench -- --consult-now` (docs/bench.md#consult-now): consult now at the issue's scale, on the built
// server (apps/api/dist/server.js), once on PGlite (one instance) and once on PostgreSQL with two instances
// sharing one database and one Redis. Everything goes through the API as people would: BENCH_CONSULT_DOCTORS
// (200) doctors across BENCH_CONSULT_SPECIALTIES (10) specialties are onboarded by the admin, sign in, open
// their desk's notification socket and switch 'Available for instant consultations' on; patients (an account
// each, one request each) then ask for a consultation at
// BENCH_CONSULT_RATE (20) a second for BENCH_CONSULT_SECONDS (60), each paying through the local Razorpay
// stand-in (start, Checkout, verify). A doctor rung with an offer accepts after a random 2-20 s, joins the
// call's signalling socket (pinging as a browser does) and hangs up after a random 1-3 minutes (no media).
// The run ends when every request has been accepted or refunded.
//
// Reported, from the database afterwards: time from payment to a doctor accepting (p50, p99), the doctors'
// own acceptance time, the matching's overhead (for each offer, how long after both the request was waiting
// and its doctor was free the offer was made: the target is p99 under 1 s), the doctors' idle share while
// their specialty's requests waited, offers overlapping per doctor and per request (must be 0), and the
// matching's database cost per accepted request (statements and time, from each instance's /metrics).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';
import { startRazorpayStandIn } from '../razorpay-stand-in/stand-in.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const pg = require('pg');

const DOCTORS = Number(process.env.BENCH_CONSULT_DOCTORS ?? 200);
const SPECIALTIES = Number(process.env.BENCH_CONSULT_SPECIALTIES ?? 10);
const RATE = Number(process.env.BENCH_CONSULT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CONSULT_SECONDS ?? 60);
const [ACCEPT_MIN, ACCEPT_MAX] = (process.env.BENCH_CONSULT_ACCEPT ?? '2-20').split('-').map(Number);
const [TALK_MIN, TALK_MAX] = (process.env.BENCH_CONSULT_TALK ?? '60-180').split('-').map(Number);
const ENGINES = (process.env.BENCH_CONSULT_ENGINES ?? 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Not 4190: fetch refuses it (ManageSieve, on the Fetch standard's list of bad ports).
const PORT = Number(process.env.BENCH_PORT ?? 4320);
const REQUESTS = RATE * SECONDS;
// One request per account: an account has one live call at a time (a family's consultations take turns).
const PERSONS_PER_ACCOUNT = 1;
const METRICS_TOKEN = 'bench-consult-now-metrics-token';
const JWT_SECRET = 'bench-consult-now-jwt-secret-of-enough-length!';
const KEYS = {
  keyId: 'rzp_test_BenchConsultNow',
  keySecret: 'bench-consult-now-key-secret',
  webhookSecret: 'bench-consult-now-webhook-secret',
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = (lo, hi) => (lo + Math.random() * (hi - lo)) * 1000;
const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const secs = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

function startInstance(port, env, dataDir) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      METRICS_TOKEN,
      LOGIN_LIMIT_PER_IP: '1000000',
      LOGIN_LIMIT_PER_ACCOUNT: '1000000',
      REGISTER_LIMIT_PER_IP: '1000000',
      JOBS_POLL_INTERVAL_MS: '500',
      DB_MAX_WAIT_MS: '10000',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      ...env,
    },
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function waitReady(origin, timeoutMs = 900_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${origin} did not come up`);
}

/** JSON over HTTP, retried while the server sheds load (503) or the network hiccups. */
async function call(origin, method, url, body, token) {
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await fetch(`${origin}${url}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(120_000),
      });
    } catch (err) {
      if (attempt >= 8) throw err;
      await sleep(200 * attempt);
      continue;
    }
    if (res.status === 503 && attempt < 8) {
      await sleep(200 * attempt);
      continue;
    }
    const json = await res.json().catch(() => ({}));
    return { status: res.status, json };
  }
}

/** Runs `work` on each item, `limit` at a time. */
async function pool(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

function expectOk(res, what) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return res.json;
}

/** A notification socket that listens with the session token and pings every 15 s, as the desk does. */
function notificationSocket(origin, token, onMessage) {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/calls/notifications`);
  let ping;
  ws.addEventListener('open', () => {
    ws.send(JSON.stringify({ type: 'listen', token }));
    ping = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), 15_000);
  });
  ws.addEventListener('message', (event) => onMessage(JSON.parse(String(event.data))));
  ws.addEventListener('close', () => clearInterval(ping));
  return {
    ready: new Promise((resolve) => {
      const check = (event) => {
        if (JSON.parse(String(event.data)).type === 'listening') resolve();
      };
      ws.addEventListener('message', check);
    }),
    close: () => {
      clearInterval(ping);
      ws.close();
    },
  };
}

/** The doctor's side of the call for `talkMs`: joins its signalling socket, pings, then hangs up. */
function talk(origin, session, talkMs) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/calls/signal`);
    let ping;
    ws.addEventListener('open', () => {
      ws.send(
        JSON.stringify({
          type: 'join',
          callId: session.call.id,
          token: session.token,
          clientId: `doc-${Math.random().toString(36).slice(2, 12)}`,
        }),
      );
      ping = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), 15_000);
      setTimeout(() => {
        if (ws.readyState === 1) ws.send(JSON.stringify({ type: 'hangup' }));
        setTimeout(() => ws.close(), 500);
      }, talkMs);
    });
    ws.addEventListener('close', () => {
      clearInterval(ping);
      resolve();
    });
    ws.addEventListener('error', () => {});
  });
}

async function metricsOf(origin) {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const read = (name) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rounds: read('arogya_consult_match_rounds_total'),
    offers: read('arogya_consult_offers_total'),
    ended: read('arogya_consult_offers_ended_total'),
    statements: read('arogya_consult_match_statements_total'),
    seconds: read('arogya_consult_match_seconds_total'),
  };
}

/** The people and doctors, made through the API on `origins` (round robin). */
async function setUp(origins) {
  const at = (i) => origins[i % origins.length];
  const admin = expectOk(
    await call(at(0), 'POST', '/api/v1/users/login', { email: 'admin@arogya.in', password: 'Arogya@2026' }),
    'admin login',
  );
  const offered = expectOk(await call(at(0), 'GET', '/api/v1/consult-now/specialties'), 'specialties').result;
  const specialties = offered.specialties.slice(0, SPECIALTIES).map((s) => s.id);
  const stamp = Date.now().toString(36);
  const t0 = Date.now();
  const doctors = await pool(
    Array.from({ length: DOCTORS }, (_, i) => i),
    6,
    async (i) => {
      const origin = at(i);
      const email = `bench.doctor.${stamp}.${i}@example.in`;
      const created = expectOk(
        await call(
          origin,
          'POST',
          '/api/v1/admin/doctors',
          {
            name: `Bench Doctor ${'abcdefghij'[i % 10]}${'klmnopqrst'[Math.floor(i / 10) % 10]}${'uvwxyzabcd'[Math.floor(i / 100) % 10]}`,
            email,
            mobile: `97${String(10_000_000 + i).slice(-8)}`,
            gender: i % 2 ? 'female' : 'male',
            dob: '1984-03-10',
            specialtyId: specialties[i % specialties.length],
            clinicId: 'cln_001',
            qualification: 'MBBS, MD',
            experienceYears: 8,
            feePaise: 50_000,
            languages: ['English', 'Hindi'],
            consultationTypes: ['in-person', 'video', 'audio'],
            registrationNumber: `KMC-B${stamp}${i}`,
            registrationCouncil: 'Karnataka Medical Council',
            registrationYear: 2012,
            about: 'A doctor of the consult-now bench.',
            hours: {
              schedule: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
                weekday,
                start: '00:00',
                end: '24:00',
                slotMinutes: 30,
              })),
              bookingBeforeTime: 0,
            },
          },
          admin.token,
        ),
        'onboard doctor',
      ).result;
      expectOk(
        await call(origin, 'POST', `/api/v1/admin/doctors/${created.doctorId}/verify`, {}, admin.token),
        'verify',
      );
      const login = expectOk(
        await call(origin, 'POST', '/api/v1/users/login', { email, password: created.temporaryPassword }),
        'doctor login',
      );
      if ((i + 1) % 20 === 0) console.log(`  ${i + 1} doctors onboarded (${secs(Date.now() - t0)})`);
      return { i, origin, doctorId: created.doctorId, token: login.token };
    },
  );
  const accounts = Math.ceil(REQUESTS / PERSONS_PER_ACCOUNT);
  const persons = (
    await pool(
      Array.from({ length: accounts }, (_, i) => i),
      6,
      async (i) => {
        const origin = at(i);
        const registered = expectOk(
          await call(origin, 'POST', '/api/v1/users/register', {
            name: 'Bench Patient',
            email: `bench.patient.${stamp}.${i}@example.in`,
            phone: `8${String(100_000_000 + i).slice(-9)}`,
            password: 'a-good-long-password',
            consent: true,
          }),
          'register',
        );
        const token = registered.token;
        expectOk(
          await call(
            origin,
            'POST',
            '/api/v1/calls/consent',
            { accept: true, version: 'tpg-2020-v1' },
            token,
          ),
          'consent',
        );
        const members = [];
        for (let m = 0; m < PERSONS_PER_ACCOUNT - 1; m++) {
          const member = expectOk(
            await call(
              origin,
              'POST',
              '/api/v1/family-members',
              {
                name: `Bench Member ${'abcdef'[m]}`,
                relation: 'other',
                dateOfBirth: `19${70 + m}-05-0${1 + m}`,
                sex: m % 2 ? 'female' : 'male',
              },
              token,
            ),
            'family member',
          ).result;
          members.push(member.id);
        }
        if ((i + 1) % 20 === 0) console.log(`  ${i + 1} patients registered (${secs(Date.now() - t0)})`);
        return [{ token, forWhom: 'self' }, ...members.map((id) => ({ token, forWhom: id }))];
      },
    )
  ).flat();
  console.log(
    `  set up ${DOCTORS} doctors, ${accounts} patients (${persons.length} people) in ${secs(Date.now() - t0)}`,
  );
  return { specialties, doctors, persons, adminToken: admin.token };
}

/** One run on `origins`; answers what the clients saw. */
async function runLoad(origins, standIn, setup) {
  const { specialties, doctors, persons } = setup;
  const at = (i) => origins[i % origins.length];
  const seen = { offers: 0, accepted: 0, refusedAccepts: 0, refusals: [], paid: 0, failures: [] };
  const sockets = [];
  const talks = [];
  // Doctors go online: the desk's socket first (the presence's heartbeat), then the switch.
  await pool(doctors, 20, async (d) => {
    const socket = notificationSocket(d.origin, d.token, (message) => {
      if (message.type !== 'consult-offer') return;
      seen.offers++;
      const requestId = message.offer.requestId;
      setTimeout(
        async () => {
          const res = await call(
            d.origin,
            'POST',
            `/api/v1/consult-now/offers/${requestId}/accept`,
            undefined,
            d.token,
          );
          if (res.status !== 200) {
            seen.refusedAccepts++;
            seen.refusals.push(`${res.status} ${res.json.message ?? ''}`.slice(0, 120));
            return;
          }
          seen.accepted++;
          talks.push(talk(d.origin, res.json, between(TALK_MIN, TALK_MAX)));
        },
        between(ACCEPT_MIN, ACCEPT_MAX),
      );
    });
    sockets.push(socket);
    await socket.ready;
    expectOk(
      await call(d.origin, 'PUT', '/api/v1/consult-now/presence', { available: true }, d.token),
      'online',
    );
  });
  // Patients arrive at RATE a second, each paying at once.
  const started = Date.now();
  const requests = [];
  for (let i = 0; i < REQUESTS; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const person = persons[i];
    const origin = at(i);
    requests.push(
      (async () => {
        try {
          const made = expectOk(
            await call(
              origin,
              'POST',
              '/api/v1/consult-now/requests',
              {
                specialtyId: specialties[i % specialties.length],
                forWhom: person.forWhom,
                problem: 'Fever and a sore throat since yesterday, for the bench.',
                ...(person.forWhom === 'self' ? { patientAge: 30, patientGender: 'female' } : {}),
              },
              person.token,
            ),
            'request',
          ).result;
          const session = expectOk(
            await call(
              origin,
              'POST',
              '/api/v1/payments',
              { kind: 'consult_request', id: made.id },
              person.token,
            ),
            'payment',
          ).result;
          const paid = standIn.pay(session.razorpayOrderId, { webhooks: false }).body;
          expectOk(
            await call(origin, 'POST', '/api/v1/payments/razorpay/verify', paid, person.token),
            'verify',
          );
          seen.paid++;
          return made.id;
        } catch (err) {
          seen.failures.push(String(err).slice(0, 200));
          return null;
        }
      })(),
    );
  }
  const ids = (await Promise.all(requests)).filter(Boolean);
  console.log(
    `  ${ids.length} requests paid in ${secs(Date.now() - started)} (${seen.failures.length} failed)`,
  );
  return { ids, seen, sockets, talks, started };
}

async function analyse(query, specialties) {
  const q = async (text) => (await query(text)).rows;
  const [status] = await q(`SELECT
      count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
      count(*) FILTER (WHERE status = 'unanswered')::int AS unanswered,
      count(*) FILTER (WHERE status NOT IN ('accepted', 'unanswered'))::int AS other
    FROM consult_requests WHERE specialty_id IN (${specialties.map((s) => `'${s}'`).join(',')})`);
  const waits = (
    await q(`SELECT (extract(epoch FROM accepted_at - queued_at) * 1000)::float8 AS ms FROM consult_requests
      WHERE status = 'accepted' ORDER BY 1`)
  ).map((r) => Number(r.ms));
  const acceptTimes = (
    await q(`SELECT (extract(epoch FROM ended_at - offered_at) * 1000)::float8 AS ms FROM consult_offers
      WHERE outcome = 'accepted' ORDER BY 1`)
  ).map((r) => Number(r.ms));
  const [overlaps] = await q(`SELECT
      count(*) FILTER (WHERE a.doctor_id = b.doctor_id)::int AS per_doctor,
      count(*) FILTER (WHERE a.request_id = b.request_id)::int AS per_request
    FROM consult_offers a JOIN consult_offers b ON a.id < b.id
      AND (a.doctor_id = b.doctor_id OR a.request_id = b.request_id)
      AND tstzrange(a.offered_at, a.ended_at) && tstzrange(b.offered_at, b.ended_at)`);
  // For each offer: when both its request was waiting (paid, or its previous offer ended) and its doctor was
  // free (their previous call or offer ended), and how long after that the offer was made.
  const overhead = (
    await q(`SELECT (extract(epoch FROM o.offered_at - greatest(
          r.queued_at,
          coalesce((SELECT max(p.ended_at) FROM consult_offers p WHERE p.request_id = o.request_id AND p.offered_at < o.offered_at), r.queued_at),
          coalesce((SELECT max(c.ended_at) FROM calls c WHERE c.doctor_id = o.doctor_id AND c.ended_at <= o.offered_at), r.queued_at),
          coalesce((SELECT max(p.ended_at) FROM consult_offers p WHERE p.doctor_id = o.doctor_id AND p.offered_at < o.offered_at AND p.outcome <> 'accepted'), r.queued_at)
        )) * 1000)::float8 AS ms
      FROM consult_offers o JOIN consult_requests r ON r.id = o.request_id ORDER BY 1`)
  ).map((r) => Math.max(0, Number(r.ms)));
  // Idle share: per specialty, from its first request queued to its last offer, the share of its doctors'
  // time on neither an offer nor a call.
  const busy =
    await q(`SELECT d.specialty_id, o.doctor_id, (extract(epoch FROM o.offered_at) * 1000)::float8 AS start,
        (extract(epoch FROM coalesce(c.ended_at, o.ended_at, now())) * 1000)::float8 AS stop
      FROM consult_offers o JOIN doctors d ON d.id = o.doctor_id
      LEFT JOIN consult_requests r ON r.id = o.request_id AND o.outcome = 'accepted'
      LEFT JOIN calls c ON c.id = r.call_id`);
  const windows =
    await q(`SELECT r.specialty_id, (extract(epoch FROM min(r.queued_at)) * 1000)::float8 AS start,
        (extract(epoch FROM max(o.offered_at)) * 1000)::float8 AS stop
      FROM consult_requests r JOIN consult_offers o ON o.request_id = r.id GROUP BY r.specialty_id`);
  const doctorsOf = await q(
    `SELECT specialty_id, count(*)::int AS n FROM doctor_presence GROUP BY specialty_id`,
  );
  let idle = 0;
  let total = 0;
  for (const w of windows) {
    const span = Number(w.stop) - Number(w.start);
    const n = doctorsOf.find((d) => d.specialty_id === w.specialty_id)?.n ?? 0;
    let used = 0;
    for (const b of busy.filter((x) => x.specialty_id === w.specialty_id)) {
      used += Math.max(
        0,
        Math.min(Number(b.stop), Number(w.stop)) - Math.max(Number(b.start), Number(w.start)),
      );
    }
    total += span * n;
    idle += span * n - used;
  }
  return { status, waits, acceptTimes, overlaps, overhead, idleShare: total > 0 ? idle / total : Number.NaN };
}

function report(engine, result, figures) {
  const { status, waits, acceptTimes, overlaps, overhead, idleShare } = result;
  const lines = [
    `  requests: ${status.accepted} accepted, ${status.unanswered} refunded unanswered, ${status.other} other`,
    `  payment -> accepted: p50 ${secs(percentile(waits, 50))}, p99 ${secs(percentile(waits, 99))}, max ${secs(waits.at(-1))}`,
    `  doctors' own acceptance (offer -> accept): p50 ${secs(percentile(acceptTimes, 50))}, p99 ${secs(percentile(acceptTimes, 99))}`,
    `  matching overhead (request waiting and doctor free -> offer): p50 ${(percentile(overhead, 50)).toFixed(0)} ms, p99 ${(percentile(overhead, 99)).toFixed(0)} ms, max ${(overhead.at(-1) ?? 0).toFixed(0)} ms over ${overhead.length} offers`,
    `  doctors idle while their specialty's requests waited: ${(idleShare * 100).toFixed(1)}%`,
    `  offers overlapping: ${overlaps.per_request} per request, ${overlaps.per_doctor} per doctor`,
    `  matching's database cost: ${figures.statements} statements in ${figures.rounds} rounds and ${figures.ended} offers taken back, ${(figures.seconds * 1000).toFixed(0)} ms in their transactions: ${(figures.statements / Math.max(1, status.accepted)).toFixed(1)} statements and ${((figures.seconds * 1000) / Math.max(1, status.accepted)).toFixed(2)} ms per accepted request`,
  ];
  console.log(`\n${engine}:\n${lines.join('\n')}`);
}

async function until(check, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return true;
    await sleep(2000);
  }
  return false;
}

async function round(engine) {
  console.log(
    `\n--- consult now on ${engine === 'pglite' ? 'PGlite (one instance)' : 'PostgreSQL (two instances, Redis)'} ---`,
  );
  const instances = [];
  let standIn;
  let target = null;
  standIn = await startRazorpayStandIn({
    ...KEYS,
    port: 0,
    autoWebhooks: false,
    refundOutcome: 'processed',
    deliverWebhook: async () => 200,
  });
  const razorpay = { RAZORPAY_API_URL: standIn.url, RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl };
  const dataDirs = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arogya-bench-consult-'));
    dataDirs.push(dir);
    return dir;
  };
  let dbName = null;
  let url = null;
  try {
    if (engine === 'pglite') {
      const dir = dataDir();
      const a = startInstance(PORT, razorpay, dir);
      instances.push(a);
      target = { pglite: dir };
    } else {
      dbName = `arogya_bench_consult_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const u = new URL(PG_URL);
      u.pathname = `/${dbName}`;
      url = u.toString();
      const env = {
        ...razorpay,
        DATABASE_URL: url,
        REDIS_URL,
        CALL_CHANNEL_PREFIX: `arogya-bench-consult:${Date.now().toString(36)}:`,
        RATE_LIMIT_PREFIX: `arogya-bench-consult-rl:${Date.now().toString(36)}:`,
      };
      // The first migrates and seeds; the second starts on the ready database.
      const a = startInstance(PORT, env, dataDir());
      instances.push(a);
      await waitReady(a.origin);
      instances.push(startInstance(PORT + 1, env, dataDir()));
    }
    for (const i of instances) await waitReady(i.origin);
    console.log('  ready');
    const origins = instances.map((i) => i.origin);
    const setup = await setUp(origins);
    const load1 = loadavg()[0];
    const run = await runLoad(origins, standIn, setup);
    // Until every request has been accepted or refunded (the refund comes at CONSULT_REFUND_MINUTES): the
    // admin's figures say how many still wait, on either engine.
    let shown = 0;
    const settled = async () => {
      const res = await call(origins[0], 'GET', '/api/v1/admin/consult-now', undefined, setup.adminToken);
      if (res.status !== 200) return false;
      const rows = res.json.result.filter((row) => setup.specialties.includes(row.specialtyId));
      const waiting = rows.reduce((n, r) => n + r.waiting, 0);
      if (Date.now() - shown > 30_000) {
        shown = Date.now();
        const online = rows.reduce((n, r) => n + r.doctorsOnline, 0);
        console.log(
          `  ${secs(Date.now() - run.started)}: ${waiting} waiting, ${online} doctors online; offers ${run.seen.offers}, accepted ${run.seen.accepted}, refused ${run.seen.refusedAccepts} (${run.seen.refusals.slice(-2).join(' | ')})`,
        );
      }
      return waiting === 0;
    };
    const done = await until(settled, 30 * 60_000);
    console.log(
      `  ${done ? 'settled' : 'NOT settled'} ${secs(Date.now() - run.started)} after the first request; load ${load1.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
    );
    // The calls still going end as their doctors hang up; the figures are the matching's.
    const figures = { rounds: 0, offers: 0, ended: 0, statements: 0, seconds: 0 };
    for (const origin of origins) {
      const m = await metricsOf(origin);
      for (const k of Object.keys(figures)) figures[k] += m[k];
    }
    for (const s of run.sockets) s.close();
    await Promise.race([Promise.all(run.talks), sleep(TALK_MAX * 1000 + 5000)]);
    for (const i of instances) await i.stop();
    let result;
    if (engine === 'pglite') {
      const { PGlite } = require('@electric-sql/pglite');
      const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
      const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist');
      const db = await PGlite.create(path.join(target.pglite, 'pgdata'), {
        extensions: { pg_trgm, btree_gist },
      });
      result = await analyse((text) => db.query(text), setup.specialties);
      await db.close();
    } else {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      result = await analyse((text) => c.query(text), setup.specialties);
      await c.end();
    }
    report(engine === 'pglite' ? 'PGlite, one instance' : 'PostgreSQL, two instances', result, figures);
    if (run.seen.failures.length > 0) console.log(`  failures: ${run.seen.failures.slice(0, 5).join(' | ')}`);
    return result;
  } finally {
    for (const i of instances) await i.stop();
    await standIn.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

export async function consultNowBench() {
  console.log(
    `consult now: ${DOCTORS} doctors across ${SPECIALTIES} specialties, ${RATE} requests/s for ${SECONDS} s, accepting after ${ACCEPT_MIN}-${ACCEPT_MAX} s, consulting ${TALK_MIN}-${TALK_MAX} s`,
  );
  for (const engine of ENGINES) await round(engine);
}
