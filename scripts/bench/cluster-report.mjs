// The figures of `npm run bench -- --cluster` (scripts/bench/cluster.mjs, docs/bench.md#several-instances),
// worked out from the requests it recorded: each is { at (ms since the run started), ms (latency), status
// (0: no answer), kind, outcome: 'ok' | 'refused' | 'error', id (X-Request-Id) }.

/** The value below which `p` of the sorted list lies (nearest rank); null for an empty list. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50 and p99 latency of the answered requests (not the failures) between `from` and `to` (ms). */
export function latency(requests, from, to) {
  const ms = requests
    .filter((r) => r.at >= from && r.at < to && r.status !== 0)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

/**
 * Seconds after `from` until the p99 of a `windowMs` window is back within `tolerance` of `target`: the end
 * of the first such window, counted from `from`; null when no window before `end` gets there.
 */
export function recoverySeconds(
  requests,
  { from, end, target, tolerance = 0.15, windowMs = 2000, stepMs = 500 },
) {
  for (let start = from; start + windowMs <= end; start += stepMs) {
    const { count, p99 } = latency(requests, start, start + windowMs);
    if (count >= 20 && p99 <= target * (1 + tolerance)) return (start + windowMs - from) / 1000;
  }
  return null;
}

/** Failures by status (0: no answer at all), e.g. { 502: 3 }. */
export function errorsByStatus(requests) {
  const counts = {};
  for (const r of requests.filter((x) => x.outcome === 'error'))
    counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

/**
 * nginx's access log lines (deploy/nginx/arogya.conf's `arogya` format) by request id: which instances
 * were tried (upstream) and what each answered.
 */
export function parseAccessLog(text) {
  const byId = new Map();
  for (const line of text.split('\n')) {
    const id = /\bid=(\S+)/.exec(line)?.[1];
    if (!id) continue;
    const upstream = /\bupstream=(.*?) upstream_status=/.exec(line)?.[1] ?? '';
    const upstreamStatus = /\bupstream_status=(.*?) upstream_time=/.exec(line)?.[1] ?? '';
    // nginx lists the instances tried in turn as "a, b" (and "a : b" across an internal redirect).
    byId.set(id, { upstreams: upstream.split(/, | : /), statuses: upstreamStatus.split(/, | : /) });
  }
  return byId;
}

/**
 * Splits the failures into those nginx had sent to the killed instance (the requests in flight there when
 * it died, which nginx may not send again: a POST) and the rest.
 */
export function attributeErrors(requests, accessLog, killedAddress) {
  const onKilled = [];
  const other = [];
  for (const r of requests.filter((x) => x.outcome === 'error')) {
    const entry = r.id ? accessLog.get(r.id) : undefined;
    if (entry?.upstreams.at(-1) === killedAddress) onKilled.push(r);
    else other.push(r);
  }
  return { onKilled, other };
}

/**
 * The runs an instance has finished, by queue (completed and failed together), from its /metrics text:
 * `arogya_job_runs_total{queue="offers",outcome="completed"} 12` (lib/job-metrics.ts).
 */
export function parseJobRuns(metricsText) {
  const runs = {};
  for (const m of metricsText.matchAll(/^arogya_job_runs_total\{([^}]*)\} (\S+)$/gm)) {
    const queue = /(?:^|,)queue="([^"]*)"/.exec(m[1])?.[1];
    if (queue === undefined) continue;
    runs[queue] = (runs[queue] ?? 0) + Number(m[2]);
  }
  return runs;
}

/**
 * Whether each job of the run ran once, per queue: `jobs` is what pg-boss's table holds of the jobs started
 * during the run ({ queue, started, completed, failed, overlapping }: `overlapping`, pairs of runs of one
 * chain (singleton key) under way at the same time), `counted` what the instances' handlers counted (the
 * processes running at the end; a killed process's count is lost with it), `expected` the runs one runner
 * would have made of a queue in the time (by its period). Ran once: no overlapping pair, the handlers counted
 * no more runs than the table has jobs (no job run twice), and no queue with an expected figure ran more than
 * one period's worth over it (as each instance running its own timer would).
 */
export function jobRunsReport(jobs, counted, expected = {}) {
  const queues = [...new Set([...jobs.map((j) => j.queue), ...Object.keys(counted)])].sort();
  const problems = [];
  const parts = queues.map((queue) => {
    const row = jobs.find((j) => j.queue === queue) ?? {
      started: 0,
      completed: 0,
      failed: 0,
      overlapping: 0,
    };
    const handlers = counted[queue] ?? 0;
    const one = expected[queue];
    if (row.overlapping > 0) problems.push(`${queue}: ${row.overlapping} overlapping runs of one chain`);
    if (handlers > row.started) problems.push(`${queue}: ${handlers} runs counted for ${row.started} jobs`);
    if (one !== undefined && row.started > one + 1)
      problems.push(`${queue}: ${row.started} runs where one runner makes ${one}`);
    return `${queue} ${row.started} (${row.completed} completed, ${row.failed} failed; handlers counted ${handlers}${
      one !== undefined ? `; one runner: ${one}` : ''
    })`;
  });
  return { onceEach: problems.length === 0, problems, text: parts.join('; ') };
}
