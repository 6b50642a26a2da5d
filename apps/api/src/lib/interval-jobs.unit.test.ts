import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJobs } from './interval-jobs.ts';

/** A run that ends when the test says so. */
function heldRun() {
  let release = () => {};
  let runs = 0;
  const run = vi.fn(() => {
    runs += 1;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return { run, release: () => release(), runs: () => runs };
}

describe('background jobs on intervals (lib/interval-jobs.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never starts a run of a job while its last run is under way', async () => {
    const job = heldRun();
    const jobs = startJobs([{ name: 'slow', everyMs: 100, run: job.run }], () => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs()).toBe(1);
    job.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(job.runs()).toBe(2);
    job.release();
    await jobs.stop();
  });

  it('logs a failure with the job name and runs the job again', async () => {
    const log = vi.fn();
    let runs = 0;
    const jobs = startJobs(
      [
        {
          name: 'offers',
          everyMs: 100,
          run: async () => {
            runs += 1;
            throw new Error('database gone');
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toBe(2);
    expect(log).toHaveBeenCalledWith('job offers failed: database gone');
    await jobs.stop();
  });

  it('stops every job on close, waiting for a run under way, and runs none after', async () => {
    const slow = heldRun();
    const other = vi.fn(async () => {});
    const jobs = startJobs(
      [
        { name: 'slow', everyMs: 100, run: slow.run },
        { name: 'other', everyMs: 300, run: other },
      ],
      () => {},
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(slow.runs()).toBe(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.runs()).toBe(1);
    expect(other).not.toHaveBeenCalled();
  });
});
