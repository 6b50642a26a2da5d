// The process's background jobs, each run every `everyMs` (docs/ARCHITECTURE.md#background-jobs). Started
// in one place, src/boot.ts, with the jobs src/compose.ts wires. A job's next run is timed from the end of
// the one before, so two runs of a job never overlap; a failure is logged with the job's name and the job
// goes on; `stop` ends every job and waits for a run under way, so the database closes after it.
export type IntervalJob = { name: string; everyMs: number; run: (now: Date) => Promise<unknown> };

export type RunningJobs = { stop(): Promise<void> };

export function startJobs(jobs: IntervalJob[], log: (message: string) => void): RunningJobs {
  const stops = jobs.map((job) => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<void> = Promise.resolve();
    const schedule = () => {
      // unref: a job alone keeps no process alive.
      timer = setTimeout(() => {
        current = Promise.resolve()
          .then(() => job.run(new Date()))
          .then(
            () => {},
            (err) => log(`job ${job.name} failed: ${err instanceof Error ? err.message : String(err)}`),
          )
          .finally(() => {
            if (!stopped) schedule();
          });
      }, job.everyMs).unref();
    };
    schedule();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    };
  });
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
