import { describe, expect, it } from 'vitest';
import {
  attributeErrors,
  errorsByStatus,
  jobRunsReport,
  latency,
  parseAccessLog,
  parseJobRuns,
  percentile,
  recoverySeconds,
} from './cluster-report.mjs';

const req = (at: number, ms: number, status = 200, outcome = 'ok', id?: string) => ({
  at,
  ms,
  status,
  outcome,
  id,
  kind: 'browse',
});

describe('cluster bench figures', () => {
  it('takes percentiles by nearest rank', () => {
    const list = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(list, 50)).toBe(50);
    expect(percentile(list, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('measures latency in a time range, leaving out requests that got no answer', () => {
    const requests = [req(0, 10), req(500, 30), req(900, 5000, 0, 'error'), req(1500, 99)];
    expect(latency(requests, 0, 1000)).toEqual({ count: 2, p50: 10, p99: 30 });
  });

  it('finds when the p99 is back within the tolerance of its before-figure', () => {
    const slow = Array.from({ length: 100 }, (_, i) => req(i * 30, 400));
    const fast = Array.from({ length: 200 }, (_, i) => req(3000 + i * 20, 50));
    expect(recoverySeconds([...slow, ...fast], { from: 0, end: 7000, target: 50 })).toBe(5);
    expect(recoverySeconds(slow, { from: 0, end: 3000, target: 50 })).toBeNull();
  });

  it('counts failures by status and tells those in flight on the killed instance from the rest', () => {
    const requests = [
      req(0, 1, 502, 'error', 'a'),
      req(0, 1, 502, 'error', 'b'),
      req(0, 1, 200, 'ok', 'c'),
      req(0, 1, 0, 'error'),
    ];
    expect(errorsByStatus(requests)).toEqual({ 0: 1, 502: 2 });
    const log = parseAccessLog(
      [
        '127.0.0.1 [x] "POST /api/v1/orders HTTP/1.1" 502 0 0.1 id=a upstream=127.0.0.1:3182 upstream_status=502 upstream_time=0.1',
        '127.0.0.1 [x] "GET / HTTP/1.1" 502 0 0.1 id=b upstream=127.0.0.1:3182, 127.0.0.1:3183 upstream_status=502, 502 upstream_time=0.1, 0.0',
      ].join('\n'),
    );
    expect(log.get('b')).toEqual({
      upstreams: ['127.0.0.1:3182', '127.0.0.1:3183'],
      statuses: ['502', '502'],
    });
    const { onKilled, other } = attributeErrors(requests, log, '127.0.0.1:3182');
    expect(onKilled.map((r) => r.id)).toEqual(['a']);
    expect(other.map((r) => r.id)).toEqual(['b', undefined]);
  });

  it("reads each queue's runs from an instance's /metrics, completed and failed together", () => {
    const text = [
      '# HELP arogya_job_runs_total Job runs finished by this process, by queue and outcome',
      '# TYPE arogya_job_runs_total counter',
      'arogya_job_runs_total{queue="offers",outcome="completed"} 12',
      'arogya_job_runs_total{queue="offers",outcome="failed"} 1',
      'arogya_job_runs_total{outcome="completed",queue="calls"} 3',
      'arogya_job_queue_depth{queue="offers"} 4',
    ].join('\n');
    expect(parseJobRuns(text)).toEqual({ offers: 13, calls: 3 });
    expect(parseJobRuns('')).toEqual({});
  });

  it('says each job ran once only with no overlapping runs, no job run twice and no queue over its period', () => {
    const jobs = [
      { queue: 'offers', started: 18, completed: 17, failed: 1, overlapping: 0 },
      { queue: 'calls', started: 6, completed: 6, failed: 0, overlapping: 0 },
    ];
    const once = jobRunsReport(jobs, { offers: 15, calls: 6 }, { offers: 18 });
    expect(once.onceEach).toBe(true);
    expect(once.text).toBe(
      'calls 6 (6 completed, 0 failed; handlers counted 6); offers 18 (17 completed, 1 failed; handlers counted 15; one runner: 18)',
    );
    // Every instance running its own timer: three times the runs.
    expect(jobRunsReport([{ ...jobs[0], started: 54 }], { offers: 54 }, { offers: 18 }).problems).toEqual([
      'offers: 54 runs where one runner makes 18',
    ]);
    // A job run twice, and two runs of one chain at once.
    const twice = jobRunsReport([{ ...jobs[1], overlapping: 1 }], { calls: 7 });
    expect(twice.onceEach).toBe(false);
    expect(twice.problems).toEqual([
      'calls: 1 overlapping runs of one chain',
      'calls: 7 runs counted for 6 jobs',
    ]);
    // Runs counted for a queue the table has no job of.
    expect(jobRunsReport([], { payments: 2 }).problems).toEqual(['payments: 2 runs counted for 0 jobs']);
  });
});
