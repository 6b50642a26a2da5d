// The recurring jobs start with the app booted for `npm start` (src/boot.ts), on the job runner
// (src/lib/job-runner.ts), and stop when it closes. Two instances on one database run each job once per
// period between them, not once each (as each instance's own timer did).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootApp } from '../src/boot.ts';
import { composeModules, createContext } from '../src/compose.ts';
import * as offers from '../src/modules/admin/manage-offers.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recurring jobs at boot', () => {
  it('two booted instances run the offers job once per period between them, and stop on close', async () => {
    const database = await testDatabase();
    const runs: number[] = [];
    vi.spyOn(offers, 'runOffersJob').mockImplementation(async () => {
      runs.push(Date.now());
      return { repriced: 0 } as never;
    });
    // No outbox runner: it would claim other test files' messages due now on the shared database (and drop
    // them, no channel being set up here).
    const env = () =>
      testEnv({
        OFFERS_JOB_INTERVAL_MS: '1000',
        JOBS_POLL_INTERVAL_MS: '500',
        NOTIFICATIONS_DELIVERY: 'off',
      });
    const first = await bootApp(env(), database, { webDistDir: false });
    // A run queued by an earlier boot of this database waits its own time; this test times its own chain.
    await first.ctx.jobs.boss.deleteQueuedJobs('offers');
    await first.ctx.jobs.send('offers', { chain: 0 }, { singletonKey: 'chain-0' });
    const second = await bootApp(env(), database, { webDistDir: false });
    // No Razorpay keys in the tests: no payments job.
    const queues = await first.ctx.jobs.boss.getQueues(['payments', 'offers', 'calls']);
    expect(queues.map((q) => q.name).sort()).toEqual(['calls', 'offers']);

    await new Promise((r) => setTimeout(r, 4_700));
    const stops = [vi.spyOn(first.ctx.jobs, 'stop'), vi.spyOn(second.ctx.jobs, 'stop')];
    await Promise.all([first.app.close(), second.app.close()]);
    for (const stop of stops) expect(stop).toHaveBeenCalledTimes(1);

    // Every second, plus up to one poll (500 ms) to be picked up: four to six runs in the 4.7 s and the closing
    // (each at least 900 ms after the one before), not two instances' worth (eight to ten).
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < runs.length; i++) {
      expect((runs[i] as number) - (runs[i - 1] as number)).toBeGreaterThan(900);
    }
    // Closed: nothing runs any more.
    const after = runs.length;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs.length).toBe(after);
  }, 30_000);

  it("starts the outbox's runner unless NOTIFICATIONS_DELIVERY=off (a measurement: messages written, none sent)", async () => {
    const database = await testDatabase();
    const composed = (env: Record<string, string>) =>
      composeModules(createContext(testEnv(env), database, TEST_JWT_SECRET));
    // Its own loop (modules/notifications/outbox-runner.ts), not a recurring job polled by the job runner.
    expect(composed({}).startOutbox).toBeTypeOf('function');
    expect(composed({}).jobs.map((job) => job.name)).not.toContain('notifications');
    expect(composed({ NOTIFICATIONS_DELIVERY: 'off' }).startOutbox).toBeUndefined();
    expect(composed({ NOTIFICATIONS_DELIVERY: 'off' }).jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['offers', 'calls']),
    );
  });
});
