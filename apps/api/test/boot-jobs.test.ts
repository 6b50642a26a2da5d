// The jobs start with the app booted for `npm start` (src/boot.ts) and stop when it closes.
import { describe, expect, it, vi } from 'vitest';
import { bootApp } from '../src/boot.ts';
import * as intervalJobs from '../src/lib/interval-jobs.ts';
import { testDatabase, testEnv } from './test-app.ts';

describe('background jobs at boot', () => {
  it('starts the wired jobs through one helper and stops them when the app closes', async () => {
    const stop = vi.fn(async () => {});
    const start = vi.spyOn(intervalJobs, 'startJobs').mockReturnValue({ stop });
    try {
      const { app } = await bootApp(testEnv(), await testDatabase(), { webDistDir: false });
      expect(start).toHaveBeenCalledTimes(1);
      const names = start.mock.calls[0]?.[0].map((job) => job.name);
      // No Razorpay keys in the tests: no payments job.
      expect(names).toEqual(['offers', 'calls']);
      await app.ready();
      expect(stop).not.toHaveBeenCalled();
      await app.close();
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      start.mockRestore();
    }
  });
});
