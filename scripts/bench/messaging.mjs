// `npm run bench -- --messaging` (docs/bench.md#messaging): the outbox and its runner at India scale, on
// PostgreSQL (DATABASE_URL: a server where a fresh database is made and dropped). 100,000 SMS are written to
// the outbox at once (as 100,000 events' notify() calls would write them) and the built server's outbox
// runner (apps/api/dist/server.js, modules/notifications/outbox-runner.ts) sends them through the MSG91
// adapter to the local MSG91 stand-in (scripts/stand-ins/msg91.mjs) over HTTP. Reported: messages sent per second, and how late a
// reminder falls due while that backlog drains (one reminder due every second, written during the drain):
// p50, p99 and the worst, against the targets (>= 500 messages/s, p99 <= 60 s). Then the checkout route
// (POST /api/v1/orders, cash on delivery) with its messages written in its transaction, beside the same
// route with NOTIFICATIONS_OUTBOX=off (no messages written), to price the outbox: BENCH_ROUNDS (3) rounds of
// BENCH_SECONDS (10) each way, taken in turn on one database, medians compared.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';
import { startMsg91StandIn } from '../stand-ins/msg91.mjs';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const pg = require('pg');
const autocannon = require('autocannon');

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const RECIPIENTS = 2_000;
const port = Number(process.env.BENCH_PORT ?? 4150);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const DLT = { order_shipped: '1107160000000000001', appointment_reminder_2h: '1107160000000000002' };
const MSG91_IDS = { order_shipped: 'bench-order-shipped', appointment_reminder_2h: 'bench-reminder-2h' };

function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

function startServer(url, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-bench-msg-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      JOBS_POLL_INTERVAL_MS: '500',
      ...env,
    },
  });
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Throughput and reminder lag of the runner draining MESSAGES SMS. */
async function drainRound(url, standIn) {
  const server = startServer(url, {
    MSG91_AUTH_KEY: 'bench-auth-key',
    MSG91_SENDER_ID: 'AROGYA',
    MSG91_BASE_URL: standIn.url,
    MSG91_TEMPLATE_IDS: JSON.stringify(MSG91_IDS),
    SMS_DLT_TEMPLATE_IDS: JSON.stringify(DLT),
    // The backlog is not urgent: at night (21:00-08:00 IST) the runner would hold all of it until 08:00 and
    // the round would measure nothing. The bench measures the drain, whatever the hour.
    NOTIFICATIONS_QUIET_HOURS: 'off',
  });
  const db = new pg.Client({ connectionString: url });
  try {
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    await db.connect();
    // Verified numbers: an SMS goes only to a number its owner verified (docs/product-rules.md#notifications).
    await db.query(`
      insert into users (id, email, name, phone, phone_verified_at, password_hash, roles, consent_at,
                         privacy_notice_version)
      select 'bench-' || n, 'bench-' || n || '@example.in', 'Bench Patient ' || n,
             (7000000000 + n)::text, now(), 'not-a-real-hash', array['patient'], now(), 'bench'
      from generate_series(1, ${RECIPIENTS}) as n
      on conflict do nothing`);
    const started = performance.now();
    // The backlog: one SMS per event, due now, in the rest lane, as notify() writes them.
    for (let from = 1; from <= MESSAGES; from += 10_000) {
      const to = Math.min(MESSAGES, from + 9_999);
      await db.query(`
        insert into notifications (event_key, kind, category, recipient_user_id, channel, data, link, priority)
        select 'bench:' || n || ':shipped', 'order_shipped', 'orders', 'bench-' || (1 + n % ${RECIPIENTS}),
               'sms', jsonb_build_object('ref', 'ORD-2026-' || n), '/orders', 0
        from generate_series(${from}, ${to}) as n`);
    }
    const enqueued = performance.now();
    // Reminders falling due while it drains: one a second, each written a second before its time, as notify()
    // writes a message due later: one 'scheduled' row, written on the person's channels when it falls due
    // (apps/api/src/modules/notifications/notify.ts isScheduled). Its lag is its SMS's.
    const reminders = [];
    let done = false;
    let sent = 0;
    const writer = (async () => {
      for (let i = 0; !done; i++) {
        const eventKey = `bench-reminder-${i}`;
        await db.query(
          `insert into notifications (event_key, kind, category, recipient_user_id, channel, data, link, priority, due_at)
           values ($1, 'appointment_reminder_2h', 'appointments', $2, 'scheduled',
             jsonb_build_object('patient', 'Asha Verma', 'doctor', 'Dr. Arjun Mehta', 'when', 'Tue 1 Dec, 10:00 AM',
               'mode', 'video consultation', 'place', 'Online, on Arogya'), '/my-appointments', 1, now() + interval '1 second')`,
          [eventKey, `bench-${1 + (i % RECIPIENTS)}`],
        );
        reminders.push(eventKey);
        await sleep(1000);
      }
    })();
    let lastReport = performance.now();
    while (sent < MESSAGES) {
      await sleep(1000);
      const { rows } = await db.query(
        `select count(*) filter (where status = 'sent')::int as n,
                count(*) filter (where status in ('dropped', 'held', 'dead'))::int as stuck,
                min(last_error) filter (where status in ('dropped', 'held', 'dead')) as why
         from notifications where kind = 'order_shipped'`,
      );
      sent = rows[0].n;
      // A message the runner drops, holds or gives up on is never sent: say why rather than wait 30 minutes.
      if (rows[0].stuck > 0)
        throw new Error(
          `${rows[0].stuck} messages will not be sent (${rows[0].why ?? 'held until 08:00 IST'})`,
        );
      if (performance.now() - lastReport > 15_000) {
        console.log(`  ${sent.toLocaleString('en-IN')} of ${MESSAGES.toLocaleString('en-IN')} sent`);
        lastReport = performance.now();
      }
      if (performance.now() - enqueued > 30 * 60_000)
        throw new Error('the backlog did not drain in 30 minutes');
    }
    done = true;
    await writer;
    const { rows: span } = await db.query(`
      select extract(epoch from max(sent_at) - min(created_at))::float as seconds
      from notifications where kind = 'order_shipped'`);
    // Reminders written while the backlog drained (the last ones may still be on their way).
    await sleep(5_000);
    const { rows: lags } = await db.query(
      `select extract(epoch from sent_at - due_at)::float as lag from notifications
       where event_key = any($1::text[]) and channel = 'sms' and sent_at is not null order by lag`,
      [reminders],
    );
    const sorted = lags.map((r) => Math.max(0, r.lag));
    return {
      messages: MESSAGES,
      enqueueSeconds: (enqueued - started) / 1000,
      drainSeconds: span[0].seconds,
      perSecond: MESSAGES / span[0].seconds,
      reminders: reminders.length,
      remindersSent: sorted.length,
      lag: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) },
      standInReceived: standIn.requests.length,
    };
  } finally {
    await db.end().catch(() => {});
    await server.stop();
  }
}

/** POST /api/v1/orders (cash on delivery) req/s on one database, with the outbox on and off in turn. */
async function checkoutRounds(url, rounds) {
  const results = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    for (const outbox of round % 2 === 0 ? [true, false] : [false, true]) {
      const server = startServer(url, { NOTIFICATIONS_OUTBOX: outbox ? 'on' : 'off' });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitFor(`${base}/readyz`);
        const result = await checkoutLoad(base, url);
        results[outbox ? 'on' : 'off'].push(result);
        console.log(`  checkout, outbox ${outbox ? 'on ' : 'off'}: ${Math.round(result.rps)} req/s`);
      } finally {
        await server.stop();
      }
    }
  }
  const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)];
  return { on: median(results.on), off: median(results.off), rounds: results };
}

async function checkoutLoad(base, url) {
  const login = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'patient@arogya.in', password: 'Arogya@2026' }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
  const address = await fetch(`${base}/api/v1/addresses`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Priya Sharma',
      phone: '9876501234',
      line1: '12, 3rd Main Road',
      line2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560038',
    }),
  }).then((r) => r.json());
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `update products set stock = 1000000 where id = (select id from products where schedule = 'OTC'
       and kind = 'medicine' and price_paise between 5000 and 20000 order by id limit 1) returning id`,
  );
  await db.end();
  const body = JSON.stringify({
    addressId: address.result.id,
    paymentMethod: 'cod',
    lines: [{ productId: rows[0].id, quantity: 1 }],
  });
  const run = (duration) =>
    autocannon({ url: `${base}/api/v1/orders`, method: 'POST', headers, body, connections: 10, duration });
  await run(2);
  const result = await run(Number(process.env.BENCH_SECONDS ?? 10));
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function messagingBench() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'The messaging round runs on PostgreSQL: set DATABASE_URL (a server where it may create a database).',
    );
    process.exit(1);
  }
  const standIn = await startMsg91StandIn({ authKey: 'bench-auth-key', autoDlr: false });
  const name = `arogya_bench_msg_${process.pid}`;
  const report = {};
  try {
    console.log(
      `messaging round: ${MESSAGES.toLocaleString('en-IN')} SMS through the runner (load ${loadavg()[0].toFixed(1)})`,
    );
    await admin(`create database ${name}`);
    report.drain = await drainRound(databaseUrl(name), standIn);
    await admin(`drop database ${name} with (force)`);
    await admin(`create database ${name}`);
    const checkout = await checkoutRounds(databaseUrl(name), Number(process.env.BENCH_ROUNDS ?? 3));
    report.checkoutWithOutbox = checkout.on;
    report.checkoutWithoutOutbox = checkout.off;
    await admin(`drop database ${name} with (force)`);
  } finally {
    await admin(`drop database if exists ${name} with (force)`).catch(() => {});
    await standIn.close?.();
  }
  const d = report.drain;
  const verdict = (ok) => (ok ? 'meets' : 'MISSES');
  console.log(`
Messaging (PostgreSQL, runner in the built server, MSG91 stand-in over HTTP)
  ${d.messages.toLocaleString('en-IN')} SMS written in ${d.enqueueSeconds.toFixed(1)} s, sent in ${d.drainSeconds.toFixed(1)} s: ${Math.round(d.perSecond)} messages/s  (target >= 500: ${verdict(d.perSecond >= 500)})
  reminders due during the drain: ${d.remindersSent} of ${d.reminders} sent; lag behind due time p50 ${d.lag.p50?.toFixed(1)} s, p99 ${d.lag.p99?.toFixed(1)} s, max ${d.lag.max?.toFixed(1)} s  (target p99 <= 60 s: ${verdict(d.lag.p99 <= 60)})
  stand-in received ${d.standInReceived.toLocaleString('en-IN')} requests
Checkout (POST /api/v1/orders, cash on delivery, 10 connections; median of the rounds, taken in turn)
  with the outbox:    ${Math.round(report.checkoutWithOutbox.rps)} req/s, p99 ${report.checkoutWithOutbox.p99} ms
  without the outbox: ${Math.round(report.checkoutWithoutOutbox.rps)} req/s, p99 ${report.checkoutWithoutOutbox.p99} ms
  with / without: ${((report.checkoutWithOutbox.rps / report.checkoutWithoutOutbox.rps) * 100).toFixed(0)}%  (target >= 90%: ${verdict(report.checkoutWithOutbox.rps >= 0.9 * report.checkoutWithoutOutbox.rps)})`);
  return report;
}
