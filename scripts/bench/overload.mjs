// The bench's overload round (docs/bench.md#overload-round): twice the load a route can serve, for a while,
// then how long until health and the route answer again at their normal latency. What it shows is whether
// the server sheds what it cannot serve (503 with Retry-After) and keeps no backlog working once the
// clients have gone.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One GET's latency in ms, or Infinity when it fails or does not answer 200 within `timeoutMs`. */
async function timed(url, timeoutMs = 5000) {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

/** Median latency of `n` requests one after another. */
async function normalLatency(url, n = 21) {
  const samples = [];
  for (let i = 0; i < n; i++) samples.push(await timed(url));
  return median(samples);
}

/**
 * @param {object} o
 * @param {Function} o.autocannon
 * @param {string} o.base        the server's address
 * @param {string} o.path        the database route loaded
 * @param {number} o.capacity    req/s that route served at 50 connections
 * @param {number} o.seconds     how long the overload lasts
 * @param {number} o.connections clients (each with its share of the rate)
 */
export async function overloadRound({ autocannon, base, path, capacity, seconds, connections = 200 }) {
  const url = base + path;
  const healthUrl = `${base}/api/v1/health`;
  const before = { route: await normalLatency(url), health: await normalLatency(healthUrl) };
  const rate = Math.max(1, Math.round(2 * capacity));

  // Health probed every 100 ms while the load lasts: it must keep answering.
  const healthDuring = [];
  let loading = true;
  const probe = (async () => {
    while (loading) {
      healthDuring.push(await timed(healthUrl, 2000));
      await sleep(100);
    }
  })();
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections, overallRate: rate, duration: seconds, timeout: 5 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  loading = false;
  await probe;

  // Recovered: health and the route both answer at most twice their normal latency (+5 ms for the timer's
  // grain), three times in a row.
  const stopped = performance.now();
  const limit = (normal) => 2 * normal + 5;
  let inARow = 0;
  let recoveredAfter = Number.POSITIVE_INFINITY;
  while (performance.now() - stopped < 60_000) {
    const [h, r] = await Promise.all([timed(healthUrl), timed(url)]);
    if (h <= limit(before.health) && r <= limit(before.route)) {
      inARow += 1;
      if (inARow === 3) {
        recoveredAfter = performance.now() - stopped;
        break;
      }
    } else inARow = 0;
    await sleep(20);
  }

  const counts = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    counts[status] = Number(count);
  const answered = Object.values(counts).reduce((a, b) => a + b, 0);
  const healthOk = healthDuring.filter(Number.isFinite);
  return {
    path,
    rate,
    seconds,
    connections,
    answered,
    ok: counts['200'] ?? 0,
    shed: counts['503'] ?? 0,
    other: answered - (counts['200'] ?? 0) - (counts['503'] ?? 0),
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    before,
    healthProbes: healthDuring.length,
    healthFailed: healthDuring.length - healthOk.length,
    healthMedian: healthOk.length ? median(healthOk) : Number.NaN,
    healthMax: healthOk.length ? Math.max(...healthOk) : Number.NaN,
    recoveredAfter,
  };
}

/** The lines the bench prints for a round. */
export function overloadReport(o, targetMs) {
  const pct = (n) => `${((n / Math.max(1, o.answered)) * 100).toFixed(0)}%`;
  const ms = (n) => `${Number.isFinite(n) ? Math.round(n) : 'never'} ms`;
  return [
    `overload: ${o.path} offered ${o.rate} req/s (2x what it served) for ${o.seconds} s by ${o.connections} connections`,
    `  answered ${o.answered}: ${o.ok} ok (${Math.round(o.ok / o.seconds)} req/s), ${o.shed} shed with 503 (${pct(o.shed)}), ${o.other} other; ${o.timeouts} client timeouts, ${o.errors} connection errors`,
    `  health while overloaded: ${o.healthProbes - o.healthFailed}/${o.healthProbes} answered, median ${ms(o.healthMedian)}, slowest ${ms(o.healthMax)} (normal ${ms(o.before.health)})`,
    `  recovered ${ms(o.recoveredAfter)} after the load stopped (health and the route at most twice their normal ${ms(o.before.health)} / ${ms(o.before.route)}, three times in a row; target ${targetMs / 1000} s): ${
      o.recoveredAfter <= targetMs && o.other === 0 ? 'met' : 'NOT met'
    }`,
  ];
}
