// What /readyz and /metrics know of the process's background job runner (docs/ARCHITECTURE.md#metrics):
// whether it is up, and per queue how many jobs are due or running and how long the oldest has waited.
// A runner describes itself as a `JobRunnerFigures`; `watchJobRunner` turns that into the readiness check
// `jobs` and the gauges below. The pg-boss runner (lib/job-runner.ts) is one (`jobRunnerFigures`).
import type { JobRunner, JobRuns } from './job-runner.ts';
import { registerCounter, registerGauge } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export type QueueFigures = {
  queue: string;
  /** Jobs due or running and not finished. */
  depth: number;
  /** Seconds since the oldest of them became due (0 when there is none). */
  lagSeconds: number;
};

export type JobRunnerFigures = {
  /** Whether the runner is started and takes work: /readyz requires it. */
  up(): boolean | Promise<boolean>;
  queues(): QueueFigures[] | Promise<QueueFigures[]>;
  /** Runs finished by this process, by queue and outcome, if the runner counts them. */
  runs?(): JobRuns[];
};

/** Registers the runner with /readyz and /metrics; the returned function takes it off both. */
export function watchJobRunner(runner: JobRunnerFigures, readiness: Readiness): () => void {
  const stops = [
    readiness.require('jobs', () => runner.up()),
    registerGauge(
      'arogya_jobs_runner_up',
      'Whether the background job runner is up (1) or not (0)',
      async () => ((await runner.up()) ? 1 : 0),
    ),
    registerGauge(
      'arogya_job_queue_depth',
      'Jobs due or running and not finished, by queue',
      async () => (await runner.queues()).map((q) => ({ labels: { queue: q.queue }, value: q.depth })),
      ['queue'],
    ),
    registerGauge(
      'arogya_job_queue_lag_seconds',
      'Seconds since the oldest job due and not finished became due, by queue',
      async () => (await runner.queues()).map((q) => ({ labels: { queue: q.queue }, value: q.lagSeconds })),
      ['queue'],
    ),
  ];
  const runs = runner.runs?.bind(runner);
  if (runs) {
    stops.push(
      registerCounter(
        'arogya_job_runs_total',
        'Job runs finished by this process, by queue and outcome',
        () => runs().map((r) => ({ labels: { queue: r.queue, outcome: r.outcome }, value: r.count })),
        ['queue', 'outcome'],
      ),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The pg-boss runner (lib/job-runner.ts) as figures: up while started; per queue, the jobs ready or running
 * and how long the oldest ready one has waited since it became due; the runs this process finished.
 */
export function jobRunnerFigures(runner: JobRunner): JobRunnerFigures {
  return {
    up: () => runner.isUp(),
    runs: () => runner.runs(),
    async queues() {
      if (!runner.isUp()) return [];
      const [queues, oldest] = await Promise.all([
        runner.boss.getQueues(),
        runner.boss
          .getDb()
          .executeSql(
            `select name, extract(epoch from now() - min(start_after))::float8 as lag
               from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
          )
          .then((r) => r.rows as { name: string; lag: number }[])
          .catch(() => []),
      ]);
      const lag = new Map(oldest.map((row) => [row.name, Math.max(0, Number(row.lag))]));
      return queues.map((q) => ({
        queue: q.name,
        depth: q.readyCount + q.activeCount,
        lagSeconds: lag.get(q.name) ?? 0,
      }));
    },
  };
}
