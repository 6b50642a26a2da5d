// Consult now's background work on the job runner (lib/job-runner.ts, docs/ARCHITECTURE.md#background-jobs):
// the sweep every CONSULT_SWEEP_INTERVAL_MS, and one refund job per request in the queue, due at its
// CONSULT_REFUND_MINUTES (sent when it joins the queue), which refunds it if nobody has accepted it by then.
import type { JobQueue, RecurringJob } from '../../lib/job-runner.ts';
import { type ConsultNowDeps, REFUND_QUEUE } from './consult-now-deps.ts';
import { refundUnanswered, scheduleRefund } from './end-consult-request.ts';
import { sweepConsultNow } from './sweep-consult-now.ts';

export function consultRefundQueue(deps: ConsultNowDeps): JobQueue<{ requestId: string }> {
  return {
    name: REFUND_QUEUE,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
    batchSize: 20,
    // Asked every 10 s, not every JOBS_POLL_INTERVAL_MS: a refund due at its minute is also made by the
    // sweep (sweep-consult-now.ts, every CONSULT_SWEEP_INTERVAL_MS), so this queue is the backstop.
    pollIntervalMs: 10_000,
    async run(jobs) {
      const now = deps.clock();
      const ids = jobs.map((j) => j.data.requestId);
      const refunded = new Set(await refundUnanswered(deps, now, ids));
      // Run before its time (this clock ahead of the database's): still queued, it is due again at its time.
      for (const id of ids.filter((i) => !refunded.has(i))) {
        const row = await deps.requests.findById(id);
        if (row?.queuedAt && (row.status === 'waiting' || row.status === 'offered'))
          await scheduleRefund(deps, id, row.queuedAt);
      }
    },
  };
}

export function consultSweepJob(deps: ConsultNowDeps, everyMs: number): RecurringJob {
  return { name: 'consult-now', everyMs, run: (now) => sweepConsultNow(deps, now) };
}
