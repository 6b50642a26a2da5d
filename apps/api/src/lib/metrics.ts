// The process's metrics in Prometheus's text format (docs/ARCHITECTURE.md#metrics), served at /metrics by
// modules/health when METRICS_TOKEN is set, with prom-client. One registry per process: what a scrape reads
// is this process (an instance behind the proxy), and the picture cache and the server renderer it counts
// are the process's own.
//
// Two kinds of metric live here:
// - measured as things happen: the requests (method, route pattern, status; lib/request-metrics hooks them
//   in registerRequestMetrics), server renders (lib/server-render.ts), the picture cache
//   (lib/pictures.ts), the bounded database queue (lib/load-shedding.ts);
// - read at scrape time from whoever knows them, through `registerGauge` and `registerCounter`: the
//   database pool or thread (db/client.ts `stats`), the background jobs (lib/job-metrics.ts), and anything
//   a later part registers the same way (a job queue's depth and lag, the outbox's backlog).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Seconds; from a cached answer (well under a millisecond) to the statement timeout and beyond. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'arogya_http_requests_total',
  help: 'Requests answered, by method, route pattern (never the address asked) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'arogya_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const ssrRenders = new Histogram({
  name: 'arogya_ssr_render_seconds',
  help: 'Server renders of public pages, by outcome: page (200), not_found (404), shell (not rendered), failed (threw or timed out: the shell was sent)',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const pictureCache = new Counter({
  name: 'arogya_picture_cache_total',
  help: 'Drawn pictures asked for, by result: hit (from memory), joined (a drawing under way), miss (drawn)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const dbQueueWait = new Histogram({
  name: 'arogya_db_queue_wait_seconds',
  help: 'Time a request waited in the bounded queue in front of the database before its turn (0 when admitted at once)',
  buckets: [0, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  registers: [registry],
});

export const dbQueueShed = new Counter({
  name: 'arogya_db_queue_shed_total',
  help: 'Requests answered 503 by the bounded database queue, by reason: full, timeout (waited too long)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** A collected value: one number, or one per label set. */
export type CollectedValue = number | { labels: Record<string, string>; value: number }[];
export type Collect = () => CollectedValue | Promise<CollectedValue>;

type Collected = { metric: Gauge | Counter; sources: Set<Collect> };
const collected = new Map<string, Collected>();

function registerCollected(
  kind: 'gauge' | 'counter',
  name: string,
  help: string,
  collect: Collect,
  labelNames: readonly string[],
): () => void {
  let entry = collected.get(name);
  if (!entry) {
    const sources = new Set<Collect>();
    // Every source registered under one name adds to it: two apps in one process (the tests) report both.
    async function gather(this: Gauge | Counter) {
      const values = await Promise.all([...sources].map((source) => Promise.resolve().then(source)));
      this.reset();
      for (const value of values) {
        if (typeof value === 'number') this.inc(value);
        else for (const { labels, value: v } of value) this.inc(labels, v);
      }
    }
    const options = { name, help, labelNames, registers: [registry], collect: gather };
    entry = { metric: kind === 'gauge' ? new Gauge(options) : new Counter(options), sources };
    collected.set(name, entry);
  }
  const { sources } = entry;
  sources.add(collect);
  return () => {
    sources.delete(collect);
    if (sources.size === 0 && collected.get(name) === entry) {
      collected.delete(name);
      registry.removeSingleMetric(name);
    }
  };
}

/**
 * A gauge read at scrape time: `collect` answers its value now (a number, or a value per label set). The
 * hook for what this process cannot see happen, only ask: a pool's connections, a queue's depth and the age
 * of its oldest job, the outbox's backlog. Returns the function that unregisters it (call it when what it
 * reads goes away, e.g. on the app's close). `collect` runs on every scrape, so it should be cheap.
 */
export function registerGauge(
  name: string,
  help: string,
  collect: Collect,
  labelNames: readonly string[] = [],
): () => void {
  return registerCollected('gauge', name, help, collect, labelNames);
}

/** A counter read at scrape time: `collect` answers the running total (it only ever grows). */
export function registerCounter(
  name: string,
  help: string,
  collect: Collect,
  labelNames: readonly string[] = [],
): () => void {
  return registerCollected('counter', name, help, collect, labelNames);
}

let processFigures = false;
/** CPU, memory, heap, garbage collection, event-loop delay, open handles: prom-client's default metrics. They
 * sample the event loop's delay continuously, so they start only once something will read them. */
export function collectProcessFigures(): void {
  if (processFigures) return;
  processFigures = true;
  collectDefaultMetrics({ register: registry });
}

/** The scrape's answer. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
