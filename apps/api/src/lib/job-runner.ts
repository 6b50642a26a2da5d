// The durable job runner (docs/ARCHITECTURE.md#background-jobs): pg-boss on the app's own database, PGlite's
// thread or PostgreSQL. A job is a row in pg-boss's tables, claimed with FOR UPDATE SKIP LOCKED, so on
// PostgreSQL every API instance works the same queues and each job runs once; a job that fails is retried
// (with backoff where its queue says so) and, after its last try, copied to its queue's dead-letter queue.
// Recurring work (the payment sweep, offers, call expiry) is a job that sends its own next run: its queue's
// 'stately' policy holds at most one run queued and one active, whatever the number of instances.
import { type Db, fromPglite, type Job, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { RemotePglite } from '../db/pglite/remote-client.ts';

/** A queue and how it is worked. */
export type JobQueue<T extends object = object> = {
  name: string;
  /** Retries, backoff, dead letter, expiry, policy (pg-boss's queue options). */
  options?: Omit<Queue, 'name'>;
  /** Jobs handed to `run` at once (default 1). */
  batchSize?: number;
  /** Workers of this queue in each instance (default 1). */
  concurrency?: number;
  /** How often an idle worker of this queue asks for work (default the runner's `pollIntervalMs`). */
  pollIntervalMs?: number;
  /** Works a batch; throwing fails every job of it (each retried as its queue says). */
  run(jobs: Job<T>[]): Promise<void>;
};

/** Work repeated every `everyMs`, timed from the start of the run before; one run at a time across instances,
 * or, with `chains`, that many runs at a time (each chain one at a time), for work that shares itself out. */
export type RecurringJob = {
  name: string;
  everyMs: number;
  chains?: number;
  run: (now: Date) => Promise<unknown>;
};

/** Work at the times of a cron expression in a time zone (pg-boss's schedules: one run per time across
 * instances), e.g. every day at 10:00 IST: { cron: '0 10 * * *', tz: 'Asia/Kolkata' }. */
export type ScheduledJob = { name: string; cron: string; tz: string; run: (now: Date) => Promise<unknown> };

export type JobRunnerOptions = {
  /** How often an idle worker asks for work (pg-boss's floor is 500 ms); a recurring job's or a scheduled
   * job's queue asks less often where its period allows (`pollingFor`). */
  pollIntervalMs: number;
  /** PostgreSQL only: connections of pg-boss's own pool. */
  poolSize?: number;
  log: (message: string) => void;
};

export type StartOptions = {
  /** false: queues are created and jobs can be sent and drained (tests), but nothing polls. */
  work?: boolean;
};

export type JobRunner = {
  readonly boss: PgBoss;
  /** Declares a queue and its worker; before `start`. */
  queue<T extends object>(queue: JobQueue<T>): void;
  /** Declares a recurring job; before `start`. */
  every(job: RecurringJob): void;
  /** Declares a job run at the times of a cron expression; before `start`. */
  scheduled(job: ScheduledJob): void;
  start(options?: StartOptions): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Works the queue's due jobs now, in this call, until none is left (tests, and a retried dead letter):
   * no waiting for a poll; `ignoreStartAfter` works delayed jobs and retries too. Each job carries its
   * metadata (pg-boss's JobWithMetadata). Returns the number of jobs worked.
   */
  drain(name: string, options?: { ignoreStartAfter?: boolean }): Promise<number>;
  /** Stops polling, waits for the runs under way (at most `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  /** Whether it is started and not stopped (/readyz, lib/job-metrics.ts). */
  isUp(): boolean;
  /**
   * Runs this process has finished since it was created, by queue and outcome (lib/job-metrics.ts, the
   * cluster bench): a batch counts each of its jobs; a recurring run whose work threw is 'failed'.
   */
  runs(): JobRuns[];
};

export type JobRuns = { queue: string; outcome: 'completed' | 'failed'; count: number };

/** PostgreSQL's text form of these comes back from the PGlite thread as is (db/pglite/protocol.ts); pg-boss
 * reads them as node-postgres gives them, as Dates. */
const TIMESTAMP_OIDS = new Set([1114, 1184]);

type Result = { rows: unknown[]; fields: { name: string; dataTypeID: number }[] };

function withDates<R extends Result>(result: R): R {
  const dated = result.fields.filter((field) => TIMESTAMP_OIDS.has(field.dataTypeID)).map((f) => f.name);
  if (dated.length === 0) return result;
  for (const row of result.rows as Record<string, unknown>[]) {
    for (const name of dated) {
      const value = row[name];
      if (typeof value === 'string') row[name] = new Date(value);
    }
  }
  return result;
}

/** pg-boss's PGlite adapter over the PGlite thread's client: single statements with parameters as the app's
 * own (prepared, in turn with the app's transactions), several statements without through `exec`. */
export function pgliteJobsDatabase(client: RemotePglite): Db {
  return fromPglite({
    query: async <T>(sql: string, params?: unknown[]) =>
      withDates(await client.query(sql, params ?? [])) as { rows: T[] },
    exec: async (sql: string) => (await client.exec(sql)).map(withDates),
  });
}

function constructBoss(database: Database, options: JobRunnerOptions): PgBoss {
  const common = { schema: 'pgboss', application_name: 'arogya-jobs' } as const;
  // The app sends no flows (jobs waiting on other jobs): pg-boss's flow resolver asks once a minute, not
  // every 5 s (its default).
  const quiet = { flowIntervalSeconds: 60 } as const;
  if (database.jobs.kind === 'pglite') {
    return new PgBoss({
      ...common,
      ...quiet,
      db: pgliteJobsDatabase(database.jobs.client),
      backend: 'pglite',
    });
  }
  // A pool of its own: LISTEN/NOTIFY needs a connection held for it, and the jobs' statements stay out of
  // the requests' pool with its statement timeout.
  return new PgBoss({
    ...common,
    ...quiet,
    connectionString: database.jobs.url,
    max: options.poolSize ?? 4,
    useListenNotify: true,
  });
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The longest an idle worker waits between two asks: a scheduled job's run (daily) is late by at most this. */
export const MAX_POLL_MS = 30_000;

/**
 * How often a recurring job's worker asks for its next run: a fifth of its period (a run is late by at most
 * that), never more often than the runner's interval nor less often than MAX_POLL_MS. A 60 s sweep asks every
 * 12 s, not every 2 s; the 5 s consult-now sweep still every 2 s.
 */
export function pollingFor(everyMs: number, pollIntervalMs: number): number {
  return Math.min(MAX_POLL_MS, Math.max(pollIntervalMs, Math.round(everyMs / 5)));
}

export function createJobRunner(database: Database, options: JobRunnerOptions): JobRunner {
  const boss = constructBoss(database, options);
  boss.on('error', (err) => options.log(`job runner: ${message(err)}`));
  const queues = new Map<string, JobQueue<object>>();
  const recurring: RecurringJob[] = [];
  let started = false;
  let stopped = false;
  const finished = new Map<string, { completed: number; failed: number }>();
  const tally = (name: string, outcome: 'completed' | 'failed', n: number) => {
    let counts = finished.get(name);
    if (!counts) {
      counts = { completed: 0, failed: 0 };
      finished.set(name, counts);
    }
    counts[outcome] += n;
  };
  /** Works a batch of the queue, counting its jobs' outcome; a failure is thrown on to pg-boss. */
  async function runCounted(definition: JobQueue<object>, jobs: Job<object>[]) {
    try {
      await definition.run(jobs);
    } catch (err) {
      tally(definition.name, 'failed', jobs.length);
      throw err;
    }
    tally(definition.name, 'completed', jobs.length);
  }

  function queue<T extends object>(definition: JobQueue<T>) {
    if (started) throw new Error(`queue ${definition.name} declared after the runner started`);
    if (queues.has(definition.name)) throw new Error(`queue ${definition.name} declared twice`);
    queues.set(definition.name, definition as unknown as JobQueue<object>);
  }

  function every(job: RecurringJob) {
    recurring.push(job);
    queue<{ chain?: number }>({
      name: job.name,
      pollIntervalMs: pollingFor(job.everyMs, options.pollIntervalMs),
      // At most one run of each chain queued and one under way (a chain is a singletonKey). A run whose
      // instance died is failed by pg-boss once its heartbeat stops (heartbeatSeconds), which frees the chain.
      options: { policy: 'stately', retryLimit: 0, heartbeatSeconds: 10, expireInSeconds: 15 * 60 },
      async run([current]) {
        // The next run is queued before this one starts, so a run that fails or dies leaves the chain whole.
        await sendRun(job, current?.data.chain ?? 0);
        try {
          await job.run(new Date());
        } catch (err) {
          // Logged here, and the run failed in pg-boss's table and the counts (no retry: the next run is queued).
          options.log(`job ${job.name} failed: ${message(err)}`);
          throw err;
        }
      },
    });
  }

  const schedules: ScheduledJob[] = [];
  function scheduled(job: ScheduledJob) {
    schedules.push(job);
    queue({
      name: job.name,
      // pg-boss's cron sends the run at its time; the worker picks it up within this.
      pollIntervalMs: MAX_POLL_MS,
      // One run at a time; a run that failed is tried once more a minute later.
      options: { policy: 'stately', retryLimit: 1, retryDelay: 60, expireInSeconds: 30 * 60 },
      async run() {
        await job.run(new Date());
      },
    });
  }

  const sendRun = (job: RecurringJob, chain: number) =>
    boss.send(
      job.name,
      { chain },
      { startAfter: new Date(Date.now() + job.everyMs), singletonKey: `chain-${chain}` },
    );

  async function start({ work = true }: StartOptions = {}) {
    started = true;
    await boss.start();
    // Dead-letter queues first: a queue naming one that does not exist is refused.
    const ordered = [...queues.values()].sort(
      (a, b) => Number(Boolean(a.options?.deadLetter)) - Number(Boolean(b.options?.deadLetter)),
    );
    for (const definition of ordered) {
      const existing = await boss.getQueue(definition.name);
      if (!existing) await boss.createQueue(definition.name, definition.options);
      else if (definition.options) {
        const { policy: _policy, partition: _partition, ...changeable } = definition.options;
        await boss.updateQueue(definition.name, changeable);
      }
    }
    // Each recurring chain gets its first run unless one is queued already (the queue's policy refuses a second).
    for (const job of recurring) {
      for (let chain = 0; chain < (job.chains ?? 1); chain++) await sendRun(job, chain);
    }
    for (const job of schedules) await boss.schedule(job.name, job.cron, {}, { tz: job.tz });
    if (!work) return;
    for (const definition of queues.values()) {
      const chains = recurring.find((job) => job.name === definition.name)?.chains;
      const pollingIntervalSeconds = (definition.pollIntervalMs ?? options.pollIntervalMs) / 1000;
      await boss.work(
        definition.name,
        {
          batchSize: definition.batchSize ?? 1,
          localConcurrency: definition.concurrency ?? chains ?? 1,
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30),
        },
        (jobs) => runCounted(definition, jobs as Job<object>[]),
      );
    }
  }

  async function drain(name: string, { ignoreStartAfter = false } = {}) {
    const definition = queues.get(name);
    if (!definition) throw new Error(`no queue ${name}`);
    let worked = 0;
    for (;;) {
      const jobs = await boss.fetch<object>(name, {
        batchSize: definition.batchSize ?? 1,
        ignoreStartAfter,
        includeMetadata: true,
      });
      if (jobs.length === 0) return worked;
      const attempts = jobs.map(({ id, retryCount }) => ({ id, retryCount }));
      try {
        await runCounted(definition, jobs);
        await boss.complete(name, attempts);
      } catch (err) {
        await boss.fail(name, attempts, { message: message(err) });
      }
      worked += jobs.length;
    }
  }

  return {
    boss,
    queue,
    every,
    scheduled,
    start,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions),
    drain,
    async stop(timeoutMs = 10_000) {
      if (!started || stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    isUp: () => started && !stopped,
    runs: () =>
      [...finished].flatMap(([queue, counts]) =>
        (['completed', 'failed'] as const).map((outcome) => ({ queue, outcome, count: counts[outcome] })),
      ),
  };
}
