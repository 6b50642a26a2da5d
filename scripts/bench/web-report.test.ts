import { describe, expect, it } from 'vitest';
import { median, TARGETS, verdicts } from './web-report.mjs';

describe('bench:web report', () => {
  it('takes the median of runs, ignoring a missing figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('names each target a page misses', () => {
    const good = { performance: 97, lcpMs: 1500, tbtMs: 100, cls: 0.01, accessibility: 100 };
    expect(verdicts(good).missed).toEqual([]);
    expect(
      verdicts({ performance: 60, lcpMs: 4000, tbtMs: 900, cls: 0.3, accessibility: 96 }).missed,
    ).toEqual(['performance', 'LCP', 'TBT', 'CLS', 'accessibility']);
    expect(verdicts({ ...good, lcpMs: TARGETS.lcpMs }).missed).toEqual([]);
  });
});
