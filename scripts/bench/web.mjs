// `npm run bench:web` (docs/bench.md#lighthouse): Lighthouse 12's mobile preset (its default config: a
// mid-range phone, simulated slow 4G and a 4x slower CPU) in the machine's Chromium on the public pages a
// patient lands on, RUNS runs each, printing the median performance score, LCP, TBT, CLS, accessibility and
// the JavaScript transferred beside the targets of the issue. Needs `npm run build` first; starts the built
// server on a fresh data folder of its own (seeded), and stops it at the end.
//
// BENCH_WEB_RUNS (default 3), BENCH_WEB_PORT (default 4130), CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_WEB_PAGES=doctor,product to measure only pages whose name holds one of those words.
// BENCH_WEB_CPU_SLOWDOWN=N replaces the preset's 4x CPU slowdown, to ask what a slower host would measure
// (Lighthouse's docs/throttling.md: 4x takes a high-end desktop, benchmark index 1,500-2,000, to a mid-tier
// phone; the run prints this host's index, see docs/bench.md#lighthouse).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/build-if-stale.mjs';
import { median, TARGETS, verdicts } from './web-report.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4130);
const BASE = `http://127.0.0.1:${PORT}`;
const SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 0) || undefined;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 180_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

async function json(url) {
  const res = await fetch(BASE + url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** The pages of the issue, with real ids read from the API. */
async function pages() {
  const doctor = (await json('/api/v1/doctors?limit=1')).result[0];
  const product = (await json('/api/v1/medicines/topMustMedicine')).result[0];
  const test = (await json('/api/v1/labs/testList?type=test&limit=1')).result[0];
  const all = [
    ['home', '/'],
    ['doctors', '/doctors'],
    ["a doctor's page", `/doctor-details/${doctor.id}`],
    ['pharmacy', '/medifarma'],
    ['a product page', `/product/${product.id}`],
    ['lab tests', '/labs'],
    ['a test page', `/tests/${test.slug}`],
  ];
  const only = (process.env.BENCH_WEB_PAGES ?? '').split(',').filter(Boolean);
  return only.length ? all.filter(([name]) => only.some((w) => name.includes(w))) : all;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** BENCH_WEB_DETAILS=1: where a page's time goes (LCP element and phases, main-thread work, long tasks). */
function details(lhr) {
  const lines = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of lcp) {
    if (item.items?.[0]?.node) lines.push(`    LCP element: ${item.items[0].node.snippet?.slice(0, 140)}`);
    if (item.headings && item.items?.[0]?.phase) {
      lines.push(
        `    LCP phases: ${item.items.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
      );
    }
  }
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  lines.push(
    `    main thread: ${work
      .slice(0, 4)
      .map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`)
      .join(', ')}`,
  );
  const boot = lhr.audits['bootup-time']?.details?.items ?? [];
  lines.push(
    `    scripts: ${boot
      .slice(0, 4)
      .map((b) => `${String(b.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(b.total)} ms`)
      .join(', ')}`,
  );
  const long = lhr.audits['long-tasks']?.details?.items ?? [];
  lines.push(
    `    long tasks: ${long
      .slice(0, 6)
      .map(
        (t) =>
          `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${String(t.url).replace(/^https?:\/\/[^/]+/, '')})`,
      )
      .join(', ')}`,
  );
  for (const id of ['render-blocking-resources', 'unused-javascript', 'server-response-time']) {
    const a = lhr.audits[id];
    if (a && a.score !== null && a.score < 1) lines.push(`    ${a.title}: ${a.displayValue ?? ''}`);
  }
  return lines.join('\n');
}

export async function webBench() {
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const chromeLauncher = require('chrome-launcher');
  const dataDir = path.join(ROOT, `.tmp/bench-web-data-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitFor(`${BASE}/api/v1/health`);
    const rows = [];
    for (const [name, url] of await pages()) {
      // One load first that counts for nothing: the server's first render of a page warms its caches.
      await fetch(BASE + url);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Headless Chromium now and then hands back a broken trace (NO_NAVSTART, no score): run it again.
        let result;
        for (let attempt = 1; attempt <= 4; attempt++) {
          result = await lighthouse(BASE + url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: SLOWDOWN } } : {}),
          });
          if (!result.lhr.runtimeError && result.lhr.categories.performance?.score != null) break;
          console.log(`  ${name}: a broken run (${result.lhr.runtimeError?.code ?? 'no score'}), again`);
        }
        runs.push(figures(result.lhr));
        if (i === 0 && process.env.BENCH_WEB_DETAILS) console.log(details(result.lhr));
      }
      const row = {
        name,
        url,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        jsKb: median(runs.map((r) => r.jsKb)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      };
      rows.push(row);
      console.log(
        `  ${name}: performance ${row.performance}, LCP ${Math.round(row.lcpMs)} ms (${RUNS} runs)`,
      );
    }
    console.log('');
    console.log(
      `Lighthouse ${require('lighthouse/package.json').version}, mobile preset${SLOWDOWN ? ` with a ${SLOWDOWN}x CPU slowdown (not 4x)` : ''}, median of ${RUNS} runs; this host's benchmark index ${Math.round(median(rows.map((r) => r.benchmarkIndex)))}`,
    );
    console.log(
      `| page | performance (>= ${TARGETS.performance}) | LCP s (<= ${TARGETS.lcpMs / 1000}) | TBT ms (<= ${TARGETS.tbtMs}) | CLS (<= ${TARGETS.cls}) | accessibility (${TARGETS.accessibility}) | JS KB | targets |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const v = verdicts(r);
      console.log(
        `| ${r.name} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.jsKb.toFixed(1)} | ${v.missed.length ? `missed: ${v.missed.join(', ')}` : 'met'} |`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await webBench();
