// The durable job runner (src/lib/job-runner.ts) on the test database, PGlite or PostgreSQL: jobs sent and
// worked, retried with backoff, dead-lettered to a named queue after the last try, recurring work run once
// per period by two runners at once, and a stop that waits for the run under way.
import { randomUUID } from 'node:crypto';
import type { JobWithMetadata } from 'pg-boss';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner, MAX_POLL_MS, pollingFor } from '../src/lib/job-runner.ts';
import { testDatabase } from './test-app.ts';

const runners: JobRunner[] = [];

async function runner(): Promise<JobRunner> {
  const created = createJobRunner(await testDatabase(), { pollIntervalMs: 500, log: () => {} });
  runners.push(created);
  return created;
}

// The database is made, migrated and seeded once, outside the first test's time (slow on a busy machine).
beforeAll(() => testDatabase().then(() => undefined), 180_000);

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const unique = (tag: string) => `test-${tag}-${randomUUID().slice(0, 8)}`;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('job runner (pg-boss)', () => {
  it('works a job sent to its queue, polled by a worker', async () => {
    const jobs = await runner();
    const name = unique('send');
    const seen = deferred<object>();
    jobs.queue<{ n: number }>({
      name,
      async run([job]) {
        if (job) seen.resolve(job.data);
      },
    });
    await jobs.start();
    await jobs.send(name, { n: 7 });
    expect(await seen.promise).toEqual({ n: 7 });
  });

  it('retries a failing job with growing delays, then copies it to the named dead-letter queue', async () => {
    const jobs = await runner();
    const name = unique('retry');
    const dead = `${name}-dead`;
    const attempts: { retryCount: number; startAfter: number; failedAt: number }[] = [];
    const deadLetters: object[] = [];
    jobs.queue({
      name,
      options: { retryLimit: 2, retryDelay: 1, retryBackoff: true, deadLetter: dead },
      async run([job]) {
        const { retryCount, startAfter } = job as JobWithMetadata;
        attempts.push({ retryCount, startAfter: new Date(startAfter).getTime(), failedAt: Date.now() });
        throw new Error('provider down');
      },
    });
    jobs.queue({
      name: dead,
      async run(batch) {
        deadLetters.push(...batch.map((job) => job.data));
      },
    });
    await jobs.start({ work: false });
    const id = await jobs.send(name, { order: 'ORD-1' });
    expect(id).toBeTruthy();

    // The first try is due now; the retries wait for their backoff, worked here without waiting for it.
    expect(await jobs.drain(name)).toBe(1);
    expect((await jobs.boss.findJobs(name, { id: id as string }))[0]?.state).toBe('retry');
    expect(await jobs.drain(name)).toBe(0);
    expect(await jobs.drain(name, { ignoreStartAfter: true })).toBe(2);
    expect((await jobs.boss.findJobs(name, { id: id as string }))[0]?.state).toBe('failed');
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Backoff: retryDelay x 2^n / 2 plus jitter up to as much again: 1-2 s after the first failure, then 2-4 s.
    const delays = [1, 2].map((i) => {
      const [previous, retry] = [attempts[i - 1], attempts[i]] as [
        (typeof attempts)[0],
        (typeof attempts)[0],
      ];
      return (retry.startAfter - previous.failedAt) / 1000;
    });
    expect(delays[0]).toBeGreaterThan(0.8);
    expect(delays[0]).toBeLessThan(2.5);
    expect(delays[1]).toBeGreaterThan(1.8);
    expect(delays[1]).toBeLessThan(4.5);

    expect(await jobs.drain(dead)).toBe(1);
    expect(deadLetters).toEqual([{ order: 'ORD-1' }]);
    // Nothing is worked twice.
    expect(await jobs.drain(name, { ignoreStartAfter: true })).toBe(0);
  });

  it('a stately queue holds one job per key queued: a second send of the key is refused', async () => {
    const jobs = await runner();
    const name = unique('stately');
    jobs.queue({ name, options: { policy: 'stately' }, async run() {} });
    await jobs.start({ work: false });
    expect(await jobs.send(name, {}, { singletonKey: 'a' })).toBeTruthy();
    expect(await jobs.send(name, {}, { singletonKey: 'a' })).toBeNull();
    expect(await jobs.send(name, {}, { singletonKey: 'b' })).toBeTruthy();
  });

  it('two runners on one database run a recurring job once per period', async () => {
    const name = unique('every');
    const runs: { at: number; by: string }[] = [];
    const [a, b] = [await runner(), await runner()];
    for (const [label, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      jobs.every({
        name,
        everyMs: 1000,
        async run() {
          runs.push({ at: Date.now(), by: label });
        },
      });
    }
    await Promise.all([a.start(), b.start()]);
    await new Promise((r) => setTimeout(r, 5_500));
    await Promise.all([a.stop(), b.stop()]);
    // A run every second plus up to one poll (500 ms) of pick-up: four to five runs in 5.5 s, never two in
    // one period.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(5);
    const gaps = runs.slice(1).map((run, i) => run.at - (runs[i] as { at: number }).at);
    for (const gap of gaps) expect(gap).toBeGreaterThan(900);
  }, 20_000);

  it('counts the runs it finished by queue and outcome: jobs of a batch each, a recurring run that threw as failed', async () => {
    const jobs = await runner();
    const name = unique('count');
    const every = unique('count-every');
    let turn = 0;
    jobs.queue<{ ok: boolean }>({
      name,
      options: { retryLimit: 0 },
      batchSize: 2,
      async run(batch) {
        if (batch.some((job) => !job.data.ok)) throw new Error('no');
      },
    });
    const ran = deferred();
    jobs.every({
      name: every,
      everyMs: 60_000,
      async run() {
        turn += 1;
        ran.resolve();
        throw new Error('sweep failed');
      },
    });
    await jobs.start({ work: false });
    expect(jobs.runs()).toEqual([]);
    await jobs.send(name, { ok: true });
    await jobs.send(name, { ok: true });
    expect(await jobs.drain(name)).toBe(2);
    await jobs.send(name, { ok: false });
    expect(await jobs.drain(name)).toBe(1);
    // A run of the recurring job due now (its first is a minute away), worked here: its work throws. The next
    // run it queues is a minute away, so the drain ends.
    await jobs.boss.deleteQueuedJobs(every);
    await jobs.send(every, { chain: 0 }, { singletonKey: 'chain-0' });
    expect(await jobs.drain(every)).toBe(1);
    await ran.promise;
    expect(turn).toBe(1);
    const runs = jobs.runs();
    expect(runs).toEqual(
      expect.arrayContaining([
        { queue: name, outcome: 'completed', count: 2 },
        { queue: name, outcome: 'failed', count: 1 },
        { queue: every, outcome: 'completed', count: 0 },
        { queue: every, outcome: 'failed', count: 1 },
      ]),
    );
    expect(runs).toHaveLength(4);
  });

  it('stop waits for the run under way before it returns', async () => {
    const jobs = await runner();
    const name = unique('stop');
    const running = deferred();
    const release = deferred();
    let finished = false;
    jobs.queue({
      name,
      async run() {
        running.resolve();
        await release.promise;
        finished = true;
      },
    });
    await jobs.start();
    await jobs.send(name, {});
    await running.promise;
    const stopped = jobs.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(finished).toBe(false);
    release.resolve();
    await stopped;
    expect(finished).toBe(true);
  });

  it("a recurring job's worker asks for its next run at a fifth of its period, within the runner's interval and MAX_POLL_MS", () => {
    expect(pollingFor(5_000, 2_000)).toBe(2_000);
    expect(pollingFor(15_000, 2_000)).toBe(3_000);
    expect(pollingFor(60_000, 2_000)).toBe(12_000);
    expect(pollingFor(3_600_000, 2_000)).toBe(MAX_POLL_MS);
    expect(pollingFor(1_000, 500)).toBe(500);
  });
});
