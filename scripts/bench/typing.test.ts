import { describe, expect, it } from 'vitest';
import {
  capacityLine,
  percentile,
  QUERIES,
  saturated,
  summarise,
  typedRequests,
  typingSchedule,
} from './typing.mjs';

describe('bench typing round', () => {
  it('sends what the box sends: the trimmed text after each pause longer than the debounce', () => {
    // d at 0, o at 100 (too soon: 'd' is never asked), l at 400, o at 500, space at 700, 6 at 1000.
    expect(typedRequests('dolo 6', [0, 100, 400, 500, 700, 1000], 150)).toEqual([
      { at: 250, q: 'do' },
      { at: 650, q: 'dolo' },
      { at: 1150, q: 'dolo 6' },
    ]);
    // A space changes nothing: the timer of 'dolo' runs on, so 'dolo' is asked although the space came
    // 100 ms after it.
    expect(typedRequests('dolo 6', [0, 200, 400, 600, 700, 800], 150).map((r) => r.q)).toEqual([
      'd',
      'do',
      'dol',
      'dolo',
      'dolo 6',
    ]);
    // A fast typist sends only the text as finally typed.
    expect(typedRequests('tsh', [0, 50, 100], 150)).toEqual([{ at: 250, q: 'tsh' }]);
  });

  it('deals out distinct queries, in time order, reproducibly', () => {
    expect(new Set(QUERIES).size).toBe(QUERIES.length);
    const a = typingSchedule({ people: 50, seconds: 20, seed: 1 });
    expect(a.distinct).toBe(a.typed);
    expect(a.typed).toBeLessThan(QUERIES.length);
    expect(a.requests.every((r, i) => i === 0 || r.at >= a.requests[i - 1].at)).toBe(true);
    expect(a.requests.every((r) => r.at < 20_000 && r.q === r.q.trim() && r.q.length > 0)).toBe(true);
    // Realistic: about 1.3 requests a second a person, most prefixes asked once.
    expect(a.requests.length / 20 / 50).toBeGreaterThan(0.8);
    expect(a.requests.length / 20 / 50).toBeLessThan(2);
    expect(new Set(a.requests.map((r) => r.q)).size / a.requests.length).toBeGreaterThan(0.6);
    expect(typingSchedule({ people: 50, seconds: 20, seed: 1 })).toEqual(a);
    // Once the list runs out, queries repeat and the count says so.
    const b = typingSchedule({ people: 3, seconds: 60, seed: 1, queries: ['ab', 'cd'] });
    expect(b.distinct).toBe(2);
    expect(b.typed).toBeGreaterThan(2);
  });

  it('takes nearest-rank percentiles and counts an unanswered request as slowest', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(Number.isNaN(percentile([], 50))).toBe(true);

    const ok = (ms: number) => ({ ms, lag: 0, status: 200, cached: false });
    const results = [...Array.from({ length: 98 }, () => ok(5)), ok(6), { ...ok(1), status: 503 }];
    const s = summarise(results, 10);
    expect(s.p50).toBe(5);
    expect(s.p99).toBe(6);
    expect(s.max).toBe(Number.POSITIVE_INFINITY);
    expect(s.offered).toBe(10);
    expect(s.answered).toBeCloseTo(9.9);
    expect(s.statuses).toEqual({ 200: 99, 503: 1 });
  });

  it('reads the capacity off the steps: where the p99 passes the target, and where the server saturates', () => {
    const step = (offered: number, p99: number, answered = offered, shed = 0) => ({
      offered,
      answered,
      p99,
      statuses: shed ? { 200: answered, 503: shed } : { 200: answered },
    });
    expect(saturated(step(100, 10))).toBe(false);
    expect(saturated(step(100, 10, 90))).toBe(true);
    expect(saturated(step(100, 10, 99, 1))).toBe(true);
    expect(capacityLine([step(100, 10), step(200, 20)], 50)).toBe(
      'capacity, cache off: p99 under 50 ms at every step, up to 200 req/s offered; not saturated',
    );
    expect(
      capacityLine([step(100, 10), step(200, 60), step(300, 40), step(400, 80), step(500, 900, 420)], 50),
    ).toBe(
      'capacity, cache off: p99 first 50 ms or more at 200 req/s offered (under it at 100 req/s), and at every step from 400 req/s; saturated at 500 req/s offered (answered 420 req/s)',
    );
    expect(capacityLine([step(100, 70)], 50)).toBe(
      'capacity, cache off: p99 first 50 ms or more at 100 req/s offered (the first step); not saturated',
    );
  });
});
